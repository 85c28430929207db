import {
  findMarket,
  matchRoute,
  pathTo,
  resolveLocation,
  sanitisePath,
  type MarketTables,
} from '../../../../src/lib/market/resolve';
import {
  defaultRoutes,
  fixtureMarket,
  fixtureSite as site,
  localFixtures,
  localTables as local,
  productionFixtures,
  productionTables as production,
} from '../../../support/fixture-markets';

// Fixture tables (test/support/fixture-markets.ts), not the shipped ones: de-de stands for an entry with a locale
// override that localises paths and removes routes, no-no for one that adds a path. The shipped overrides and route
// attributes are pinned in test/unit/generator/market-data.test.ts.
const host = (label: string) => `account.${label}.owner.example`;
const at = (tables: MarketTables, h: string, path: string, query = '') =>
  resolveLocation(tables, site, { host: h, path, query });

describe('de-de locale overrides', () => {
  it('answers the German settings path kontoeinstellungen', () => {
    const r = at(production, host('de'), '/kontoeinstellungen');
    expect([r.market.id, r.route.id]).toEqual(['product/de-de', 'account-settings']);
  });
  it('answers marketing-optionen for marketing options', () => {
    expect(at(production, host('de'), '/marketing-optionen').route.id).toBe('marketing-options');
  });
  it('no longer answers the default English paths it localised', () => {
    expect(at(production, host('de'), '/account-settings').route.id).toBe('not-found');
  });
  it.each([
    '/email-preference',
    '/change-email',
    '/order-history',
    '/order-details/123',
    '/guest-order',
    '/create-return',
  ])('has no email or order route %s', (path) => {
    expect(at(production, host('de'), path).route.id).toBe('not-found');
  });
  it('keeps the overrides under the path root of the local environment', () => {
    const r = at(local, 'localhost:8080', '/product/de-de/kontoeinstellungen');
    expect([r.market.id, r.route.id]).toEqual(['product/de-de', 'account-settings']);
  });
  it('leaves Austrian German untouched', () => {
    expect(at(production, host('at'), '/account-settings').route.id).toBe('account-settings');
    expect(at(production, host('at'), '/order-history').route.id).toBe('order-history');
  });
});

describe('no-no locale overrides', () => {
  it('answers tilkoblede-tjenester for connected services', () => {
    const r = at(production, host('no'), '/tilkoblede-tjenester');
    expect([r.market.id, r.route.id]).toEqual(['product/no-no', 'connected-services']);
  });
  it('no longer answers /connected-services', () => {
    expect(at(production, host('no'), '/connected-services').route.id).toBe('not-found');
  });
  it('answers /product/no-no/ as home as well as its root', () => {
    expect(at(production, host('no'), '/product/no-no/').route.id).toBe('home');
    expect(at(production, host('no'), '/').route.id).toBe('home');
  });
});

describe('market roots', () => {
  it('finds Thai English under /en/myaccount/', () => {
    const r = at(production, host('th'), '/en/myaccount/account-settings');
    expect([r.market.id, r.route.id, r.relativePath]).toEqual([
      'product/en-th',
      'account-settings',
      '/account-settings',
    ]);
  });
  it('finds Thai under /myaccount/ on the same host', () => {
    const r = at(production, host('th'), '/myaccount/wallet');
    expect([r.market.id, r.route.id]).toEqual(['product/th-th', 'wallet']);
  });
  it('finds the United Kingdom under /account-management/', () => {
    const r = at(production, host('uk'), '/account-management/marketing-options');
    expect([r.market.id, r.route.id]).toEqual(['product/en-gb', 'marketing-options']);
  });
  it('treats the root without its trailing slash as home', () => {
    expect(at(production, host('uk'), '/account-management').route.id).toBe('home');
  });
  it('tells the brands apart on the North American hosts', () => {
    expect(at(production, host('us'), '/myaccount/').market.id).toBe('product/en-us');
    expect(at(production, host('us'), '/product/es-us/wallet').market.id).toBe('product/es-us');
    expect(at(production, host('lincoln-us'), '/lincoln/en-us/wallet').market.id).toBe('lincoln/en-us');
  });
  it('matches host names case-insensitively and ignores the port', () => {
    expect(at(production, 'ACCOUNT.DE.OWNER.EXAMPLE:443', '/').market.id).toBe('product/de-de');
  });
  it('serves every market on localhost under /{brand}/{language-region}/ locally', () => {
    for (const m of localFixtures) {
      expect(at(local, 'localhost', `/${m.brand}/${m.languageRegionCode}/wallet`).market.id).toBe(m.id);
    }
  });
  it('lets the longest root win when roots nest on one host', () => {
    const base = fixtureMarket('product/de-at', productionFixtures);
    const nested: MarketTables = {
      markets: [
        { ...base, id: 'a', root: '/' },
        { ...base, id: 'b', root: '/product/de-at/' },
      ],
      routeTables: { a: defaultRoutes, b: defaultRoutes },
    };
    expect(findMarket(nested, site, { host: base.domain, path: '/product/de-at/wallet', query: '' }).market.id).toBe(
      'b',
    );
    expect(findMarket(nested, site, { host: base.domain, path: '/wallet', query: '' }).market.id).toBe('a');
  });
});

describe('the locale query parameter', () => {
  it('overrides language and country, keeping the path below the host root', () => {
    const r = at(production, host('us'), '/myaccount/account-settings', '?locale=fr-ca');
    expect([r.market.id, r.via, r.route.id]).toEqual(['product/fr-ca', 'locale', 'account-settings']);
  });
  it('keeps the brand of the host when that brand has the locale', () => {
    expect(at(production, host('lincoln-us'), '/lincoln/en-us/', 'locale=fr-ca').market.id).toBe('lincoln/fr-ca');
  });
  it('falls back to another brand when the host brand lacks the locale', () => {
    expect(at(production, host('lincoln-us'), '/lincoln/en-us/', 'locale=de-de').market.id).toBe('product/de-de');
  });
  it('accepts upper case and an underscore', () => {
    expect(at(production, host('us'), '/myaccount/', 'locale=EN_GB').market.id).toBe('product/en-gb');
  });
  it.each(['english', 'en', 'en-gbr', 'zz-zz', ''])('ignores the value %p', (value) => {
    expect(at(production, host('us'), '/myaccount/', `locale=${value}`).market.id).toBe('product/en-us');
  });
});

describe('fallback', () => {
  it('uses Canada English when no host matches', () => {
    const r = at(production, 'unknown.example', '/account-settings');
    expect([r.market.id, r.via, r.route.id]).toEqual(['product/en-ca', 'fallback', 'account-settings']);
  });
  it('uses Canada English when the host matches but no root does', () => {
    expect(at(production, host('us'), '/somewhere/else').via).toBe('fallback');
  });
});

describe('paths', () => {
  it('strips characters outside the allowed set before matching', () => {
    expect(sanitisePath('/myaccount/wallet"<>\\ ', site.pathCharacters)).toBe('/myaccount/wallet');
    expect(at(production, host('us'), '/myaccount/wal<l>et').route.id).toBe('wallet');
  });
  it('reads the order number parameter', () => {
    const r = at(production, host('us'), '/myaccount/order-details/A%2012');
    expect([r.route.id, r.params]).toEqual(['order-details', { orderNo: 'A 12' }]);
  });
  it('matches /order-details without a number, and deeper paths, non-exactly', () => {
    expect(at(production, host('us'), '/myaccount/order-details').route.id).toBe('order-details-any');
    expect(at(production, host('us'), '/myaccount/order-details/1/2').route.id).toBe('order-details-any');
  });
  it('matches exact routes only exactly', () => {
    expect(at(production, host('us'), '/myaccount/wallet/extra').route.id).toBe('not-found');
    expect(at(production, host('us'), '/myaccount/wallet/').route.id).toBe('wallet');
  });
  it('prefers the tracking status route over tracking', () => {
    expect(at(production, host('us'), '/myaccount/vehicle-order-tracking/status').route.id).toBe(
      'vehicle-order-tracking-status',
    );
  });
  it('throws when a table has no catch-all', () => {
    expect(() => matchRoute([], '/x')).toThrow(/catch-all/);
  });
});

describe('route aliases', () => {
  const us = fixtureMarket('product/en-us', productionFixtures);
  it('resolves the named aliases to full paths', () => {
    expect(pathTo(production, us, 'accountDashboardView')).toBe('/myaccount/account-dashboard');
    expect(pathTo(production, us, 'signinCredentialsView')).toBe('/myaccount/signin-credentials');
    expect(pathTo(production, us, 'accountHomePage')).toBe('/myaccount/');
  });
  it('localises alias paths', () => {
    const de = fixtureMarket('product/de-de', productionFixtures);
    expect(pathTo(production, de, 'marketing-options')).toBe('/marketing-optionen');
  });
  it('fills route parameters', () => {
    expect(pathTo(production, us, 'order-details', { orderNo: 'A/1' })).toBe('/myaccount/order-details/A%2F1');
  });
});

describe('host aliases', () => {
  it('resolves every local market on 127.0.0.1 as on localhost, with or without a port', () => {
    for (const m of localFixtures) {
      const r = at(local, '127.0.0.1:8080', `/${m.brand}/${m.languageRegionCode}/wallet`);
      expect([r.market.id, r.via, r.route.id]).toEqual([m.id, 'host', 'wallet']);
    }
  });
  it('keeps the localised routes on the alias', () => {
    const r = at(local, '127.0.0.1', '/product/de-de/kontoeinstellungen');
    expect([r.market.id, r.route.id]).toEqual(['product/de-de', 'account-settings']);
  });
  it('takes the aliases from the environment data, not from a host name in code', () => {
    const withoutAliases: MarketTables = {
      ...local,
      markets: localFixtures.map(({ hostAliases: _unused, ...m }) => m),
    };
    expect(at(withoutAliases, '127.0.0.1', '/product/de-de/').via).toBe('fallback');
    const otherAlias: MarketTables = {
      ...local,
      markets: localFixtures.map((m) => ({ ...m, hostAliases: ['10.0.0.7'] })),
    };
    const r = at(otherAlias, '10.0.0.7', '/product/de-de/');
    expect([r.market.id, r.via]).toEqual(['product/de-de', 'host']);
  });
  it('answers an alias only where an entry declares it', () => {
    expect(at(local, '127.0.0.2', '/product/de-de/').via).toBe('fallback');
    expect(at(production, '127.0.0.1', '/myaccount/').via).toBe('fallback');
  });
});
