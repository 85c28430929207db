import { checkDefinitions } from '../../../generator/pipeline';
import { formatProblem } from '../../../generator/problems';
import { markets as dev } from '../../../src/generated/markets/dev';
import { markets as fallback } from '../../../src/generated/markets/fallback';
import { markets as local } from '../../../src/generated/markets/local';
import { markets as perf } from '../../../src/generated/markets/perf';
import { markets as production } from '../../../src/generated/markets/production';
import { markets as qa } from '../../../src/generated/markets/qa';
import { orders } from '../../../src/generated/orders';
import { routeTables } from '../../../src/generated/routes';
import { site } from '../../../src/generated/site';
import type { Market } from '../../../src/generated/types/market';
import { programQuery } from '../../../src/lib/market/market-query-values';
import { lineActions, storeIdsOf, storeNameOf } from '../../../src/lib/orders/order-rules';

const all: Record<string, Market[]> = { production, qa, perf, dev, local, fallback };
const ids = (ms: Market[]) => ms.map((m) => m.id).sort();

it('validates the real definitions with no problems', () => {
  const { problems, counts } = checkDefinitions();
  expect(problems.map(formatProblem)).toEqual([]);
  expect(counts).toMatchObject({
    countries: 37,
    languageEntries: 48,
    environments: 6,
    routes: 35,
    overrides: 2,
    contentBundles: 20,
  });
});

describe('the market table', () => {
  const COUNTRIES = [
    'USA',
    'Canada',
    'Sweden',
    'United Kingdom',
    'Ireland',
    'Switzerland',
    'Austria',
    'Germany',
    'France',
    'Belgium',
    'Luxembourg',
    'Italy',
    'Spain',
    'Portugal',
    'Norway',
    'Netherlands',
    'Finland',
    'Denmark',
    'Czech Republic',
    'Greece',
    'Hungary',
    'Poland',
    'Romania',
    'Australia',
    'New Zealand',
    'South Africa',
    'Vietnam',
    'Philippines',
    'Thailand',
    'Mexico',
    'Argentina',
    'Brazil',
    'Chile',
    'Colombia',
    'Peru',
    'Venezuela',
    'Mothersite',
  ];

  it('has every country of the specification plus Mothersite', () => {
    expect([...new Set(production.map((m) => m.name))].sort()).toEqual([...COUNTRIES].sort());
  });

  it('has every language of the multi-language countries', () => {
    const codes = (cc: string) =>
      production
        .filter((m) => m.countryCode === cc && m.brand === 'product')
        .map((m) => m.languageRegionCode)
        .sort();
    expect(codes('CA')).toEqual(['en-ca', 'fr-ca']);
    expect(codes('CH')).toEqual(['de-ch', 'fr-ch', 'it-ch']);
    expect(codes('BE')).toEqual(['fr-be', 'nl-be']);
    expect(codes('US')).toEqual(['en-us', 'es-us']);
    expect(codes('TH')).toEqual(['en-th', 'th-th']);
  });

  it('offers lincoln only in the USA, Canada and Mexico', () => {
    expect(ids(production.filter((m) => m.brand === 'lincoln'))).toEqual([
      'lincoln/en-ca',
      'lincoln/en-us',
      'lincoln/es-mx',
      'lincoln/es-us',
      'lincoln/fr-ca',
    ]);
  });

  it('covers the 18 languages', () => {
    expect(new Set(production.map((m) => m.languageRegionCode.slice(0, 2))).size).toBe(18);
  });

  it('gives the same entries to every environment', () => {
    for (const ms of Object.values(all)) expect(ids(ms)).toEqual(ids(production));
  });

  it('uses the special roots of the specification', () => {
    const root = (id: string) => production.find((m) => m.id === id)!.root;
    expect(root('product/en-us')).toBe('/myaccount/');
    expect(root('product/en-gb')).toBe('/account-management/');
    expect(root('product/en-th')).toBe('/en/myaccount/');
    expect(root('product/de-ch')).toBe('/product/de-ch/');
    expect(root('lincoln/es-mx')).toBe('/lincoln/es-mx/');
    expect(root('product/en-zz')).toMatch(/home\/owners\/$/);
  });

  it('shares one app id per region group, North and Latin America together, Mothersite with North America', () => {
    const app = (cc: string) => production.find((m) => m.countryCode === cc)!.appId;
    expect(new Set(['US', 'CA', 'MX', 'BR', 'AR', 'ZZ'].map(app)).size).toBe(1);
    expect(new Set(['DE', 'FR', 'SE', 'GB'].map(app)).size).toBe(1);
    expect(new Set(['AU', 'TH', 'VN'].map(app)).size).toBe(1);
    expect(new Set([app('US'), app('DE'), app('AU')]).size).toBe(3);
  });

  it('sets languageSetId 1 for Europe, 3 for Lincoln and 2 otherwise', () => {
    for (const m of production) {
      const want = m.brand === 'lincoln' ? 3 : m.fmaRegion === 'eu' ? 1 : 2;
      expect([m.id, m.languageSetId]).toEqual([m.id, want]);
    }
  });

  it('has feedback card ids only for the United Kingdom, Germany, France, Italy and Spain', () => {
    expect(
      production
        .filter((m) => m.medalliaCommentCardId !== undefined)
        .map((m) => m.countryCode)
        .sort(),
    ).toEqual(['DE', 'ES', 'FR', 'GB', 'IT']);
  });

  it('has three-letter language codes only in Asia-Pacific', () => {
    for (const m of production)
      expect([m.id, m.threeLetterLangCode !== undefined]).toEqual([m.id, m.fmaRegion === 'apa']);
  });

  it('blocks search indexing everywhere and writes in Latin script', () => {
    expect(production.every((m) => m.blockSearchIndexing && m.langScript === 'LATN')).toBe(true);
  });

  const NO_WALLET = ['ZA', 'VN', 'PH', 'TH', 'MX', 'AR', 'BR', 'CL', 'CO', 'PE', 'VE'];
  it.each(Object.keys(all))('empties wallet and subscriptions exactly where the specification says, in %s', (env) => {
    for (const m of all[env]!) {
      const none = NO_WALLET.includes(m.countryCode);
      expect([
        m.id,
        m.walletScriptUrl === '',
        m.subscriptionUrl === '',
        m.subscriptionEnv === '' || env === 'production',
      ]).toEqual([m.id, none, none, none || env === 'production']);
    }
  });

  it('sets subscriptionEnv STG in non-production sets, QA in the fallback set', () => {
    const envOf = (ms: Market[]) => new Set(ms.filter((m) => m.countryCode === 'DE').map((m) => m.subscriptionEnv));
    expect(envOf(qa)).toEqual(new Set(['STG']));
    expect(envOf(perf)).toEqual(new Set(['STG']));
    expect(envOf(dev)).toEqual(new Set(['STG']));
    expect(envOf(fallback)).toEqual(new Set(['QA']));
  });

  it('loads no analytics script in Sweden', () => {
    expect(production.filter((m) => m.analyticsScriptUrl === '').map((m) => m.countryCode)).toEqual(['SE']);
  });

  it.each(Object.keys(all))('keeps the Austrian .jss analytics address in %s', (env) => {
    expect(all[env]!.find((m) => m.countryCode === 'AT')!.analyticsScriptUrl).toMatch(/\.jss$/);
  });

  it('serves every entry on localhost under its path root locally', () => {
    for (const m of local) expect([m.domain, m.root]).toEqual(['localhost', `/${m.brand}/${m.languageRegionCode}/`]);
  });

  it('gives every entry its own host and root in each environment', () => {
    for (const ms of Object.values(all)) expect(new Set(ms.map((m) => m.domain + m.root)).size).toBe(ms.length);
  });

  it('uses a different host set per environment', () => {
    const de = (ms: Market[]) => ms.find((m) => m.id === 'product/de-de')!;
    expect(de(production).domain).toBe('account.de.owner.example');
    expect(de(qa).domain).toBe('account.de.qa.owner.example');
    expect(de(qa).signInScriptUrl).toContain('/eu/');
  });
});

// Facts of the shipped route tables and environments, moved here from test/unit/lib/market/resolve.test.ts, which now
// checks the resolver on fixture tables (test/support/fixture-markets.ts).
describe('the route tables', () => {
  const table = (id: string) => routeTables[id]!;
  const pathsOf = (id: string, route: string) => table(id).find((r) => r.id === route)?.paths;
  const allPaths = (id: string) => table(id).flatMap((r) => r.paths);

  it('localises two de-de paths and drops its email and order routes', () => {
    expect(pathsOf('product/de-de', 'account-settings')).toEqual(['/kontoeinstellungen']);
    expect(pathsOf('product/de-de', 'marketing-options')).toEqual(['/marketing-optionen']);
    expect(allPaths('product/de-de')).not.toContain('/account-settings');
    const dropped = [
      'email-preference',
      'change-email',
      'order-history',
      'order-details',
      'order-details-any',
      'guest-order',
      'create-return',
    ];
    expect(table('product/de-de').filter((r) => dropped.includes(r.id))).toEqual([]);
  });

  it('leaves Austrian German on the default map', () => {
    expect(pathsOf('product/de-at', 'account-settings')).toEqual(['/account-settings']);
    expect(pathsOf('product/de-at', 'order-history')).toEqual(['/order-history']);
  });

  it('localises no-no connected services and answers its home under /product/no-no as well', () => {
    expect(pathsOf('product/no-no', 'connected-services')).toEqual(['/tilkoblede-tjenester']);
    expect(allPaths('product/no-no')).not.toContain('/connected-services');
    expect(pathsOf('product/no-no', 'home')).toEqual(['/', '/product/no-no']);
  });

  it('hides header and footer on the sign-in credentials route only', () => {
    expect(
      table('product/en-us')
        .filter((r) => !r.header || !r.footer)
        .map((r) => r.id),
    ).toEqual(['signin-credentials']);
  });

  it('marks only the guest order flows as guest routes', () => {
    expect(
      table('product/en-us')
        .filter((r) => r.auth === 'guest')
        .map((r) => r.id),
    ).toEqual(['guest-order', 'make-return', 'check-order-status']);
  });

  it('sends a signed-in owner from the market root to the dashboard', () => {
    expect(table('product/en-us').find((r) => r.id === 'home')!.signedInRedirect).toBe('account-dashboard');
  });

  it('gives the 127.0.0.1 host alias to every local entry and no alias in production', () => {
    expect(local.every((m) => m.hostAliases?.includes('127.0.0.1'))).toBe(true);
    expect(production.some((m) => m.hostAliases !== undefined)).toBe(false);
  });
});

// Facts of the shipped site formats, orders file and loyalty languages, moved here from logic tests that now run on
// fixture tables (test/unit/lib/format, lib/orders/order-rules, features/returns/photo-upload and return-choices, the
// orders and tracking screens, features/profile/loyalty).
describe('the site formats', () => {
  const formats = site.formats.addressFormats as Record<string, string | undefined>;

  it('writes US, GB and TH addresses in their own order and German, French and Austrian ones in the default', () => {
    expect([formats.US, formats.GB, formats.TH, formats.default]).toEqual([
      '%A%n%C, %S %Z',
      '%A%n%C%n%Z',
      '%A%n%C%n%S %Z',
      '%A%n%Z %C',
    ]);
    expect([formats.DE, formats.FR, formats.AT]).toEqual([undefined, undefined, undefined]);
  });

  it('uses a 12-hour clock in the US and Mexico but not in Germany or the UK (001 §9), and miles in the US and the UK only', () => {
    expect(site.formats.twelveHourCountries).toEqual(expect.arrayContaining(['US', 'MX']));
    expect(site.formats.twelveHourCountries.filter((c) => c === 'DE' || c === 'GB')).toEqual([]);
    const miles = Object.entries(site.formats.units.countries).filter(([, u]) => u.distance === 'mi');
    expect(miles.map(([country]) => country).sort()).toEqual(['GB', 'US']);
    expect(site.formats.units.default.distance).toBe('km');
  });
});

describe('the site timings and constants', () => {
  it('has the widget timings of §9 of the shell and account specs', () => {
    expect(site.timings).toMatchObject({
      drawerCloseMs: 325,
      notificationContentDelayMs: 500,
      notificationAutoCloseMs: 10000,
      tooltipMobileFocusDelayMs: 250,
      headerCollapseScrollPx: 56,
      headerExpandScrollPx: 8,
      headerScrollPollMs: 200,
    });
    expect(site.breakpoints.narrow).toBe(768);
  });

  it('keeps a consent 30 days and shows the banner 2.5 s after load (002 §3)', () => {
    expect(site.cookieConsent).toMatchObject({ cookieDays: 30, bannerDelayMs: 2500, ccpaRecheckMs: 10000 });
  });

  it('makes a PKCE verifier of 32 random bytes and keeps it 60 minutes', () => {
    expect(site.pkce).toEqual({ verifierMaxAgeSeconds: 3600, verifierBytes: 32 });
  });

  it('resets the viewport zoom with scale factors 0.8 and 1.2, for 300 ms (002 §2, §9)', () => {
    expect(site.viewportZoomReset).toEqual({ minimumScale: 0.8, maximumScale: 1.2, restoreAfterMs: 300 });
  });

  it('appends the kept campaign id as campaignId (000 §7)', () => {
    expect(site.campaign.queryParameter).toBe('campaignId');
  });
});

describe('the country lists of 002 §9', () => {
  const groups = site.countryGroups;

  it('has the Latin markets ar, br, ve, pe, co, cl, and North America us, ca with Mexico in neither', () => {
    expect(groups.latinAmerica).toEqual(['AR', 'BR', 'VE', 'PE', 'CO', 'CL']);
    expect(groups.northAmerica).toEqual(['US', 'CA']);
    expect([...groups.latinAmerica, ...groups.northAmerica]).not.toContain('MX');
    expect(groups.northAmericaRoot).toBe('/myaccount/');
  });

  it('has 23 EU country codes, each European market among them, and a dealer store prefix for each', () => {
    expect(groups.europe).toHaveLength(23);
    const european = local.filter((m) => m.fmaRegion === 'eu').map((m) => m.countryCode);
    expect(groups.europe).toEqual(expect.arrayContaining(european));
    expect(Object.keys(site.dealers.storeUrlPrefixes).sort()).toEqual([...groups.europe].sort());
  });

  it('has the image markets vn, au, nz, ph, th, za: their entries ask for the image consent, no other does', () => {
    expect(site.imageConsent.countries).toEqual(['VN', 'AU', 'NZ', 'PH', 'TH', 'ZA']);
    expect(ids(local.filter((m) => m.imageConsent === true))).toEqual([
      'product/en-au',
      'product/en-nz',
      'product/en-ph',
      'product/en-th',
      'product/en-za',
      'product/th-th',
      'product/vi-vn',
    ]);
  });

  it('saves privacy preferences with the EU call in Europe, v3 in North America, Asia-Pacific and South Africa, v2 elsewhere', () => {
    const countriesOn = (api: Market['privacyApi']) =>
      [...new Set(local.filter((m) => m.privacyApi === api).map((m) => m.countryCode))].sort();
    expect(countriesOn('eu')).toEqual(
      local
        .filter((m) => m.fmaRegion === 'eu')
        .map((m) => m.countryCode)
        .filter((c, i, a) => a.indexOf(c) === i)
        .sort(),
    );
    expect(countriesOn('v3')).toEqual(['AU', 'CA', 'NZ', 'PH', 'TH', 'US', 'VN', 'ZA']);
    expect(countriesOn('v2')).toEqual(['AR', 'BR', 'CL', 'CO', 'MX', 'PE', 'VE', 'ZZ']);
  });

  it('has a dealer-country list of 27 three-letter codes', () => {
    expect(site.dealers.countries).toHaveLength(27);
    for (const c of site.dealers.countries) expect(c).toMatch(/^[A-Z]{3}$/);
  });

  it('has sample vehicle ids for each brand', () => {
    expect(
      Object.keys(site.sampleVehicleIds)
        .filter((k) => k !== '$comment')
        .sort(),
    ).toEqual(['lincoln', 'product']);
  });
});

describe('markets/orders.json', () => {
  it('has the stores of 002 §9: accessories 2201, chargers 2202, parts 1405 for the product brand and 2203 for lincoln', () => {
    expect(storeIdsOf('product', orders)).toBe('2201,2202,1405');
    expect(storeIdsOf('lincoln', orders)).toBe('2203');
    expect([2201, 2202, 1405, 2203, 9999].map((id) => storeNameOf(id, orders))).toEqual([
      'accessories',
      'chargers',
      'parts',
      'lincolnAccessories',
      null,
    ]);
  });

  it('shows 10 orders a page', () => {
    expect(orders.pageSize).toBe(10);
  });

  it('lets a line be cancelled while ordered or processing and returned once delivered, nothing otherwise', () => {
    expect(
      Object.fromEntries(
        ['ORDERED', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'RETURN_STARTED', 'RETURNED'].map((s) => [
          s,
          lineActions(s, orders),
        ]),
      ),
    ).toEqual({
      ORDERED: { cancellable: true, returnable: false },
      PROCESSING: { cancellable: true, returnable: false },
      SHIPPED: { cancellable: false, returnable: false },
      DELIVERED: { cancellable: false, returnable: true },
      CANCELLED: { cancellable: false, returnable: false },
      RETURN_STARTED: { cancellable: false, returnable: false },
      RETURNED: { cancellable: false, returnable: false },
    });
  });

  it('takes return photos in JPEG, PNG or WebP up to 5 MiB, their progress shown from 10 to 99 (001 §7, §9)', () => {
    expect(orders.returnPhoto).toEqual({
      maxBytes: 5 * 1024 * 1024,
      contentTypes: ['image/jpeg', 'image/png', 'image/webp'],
      progress: { from: 10, cap: 99 },
    });
  });

  it('books a drop-off from tomorrow to 30 days ahead, for a reason of the list', () => {
    expect(orders.dropOff).toEqual({ earliestDays: 1, latestDays: 30 });
    expect(orders.returnReasons).toEqual(expect.arrayContaining(['NO_LONGER_NEEDED', 'DAMAGED']));
  });

  it('makes a guest who tried too often wait 15 minutes', () => {
    expect(orders.guestLookup.windowMinutes).toBe(15);
  });
});

describe('the loyalty programme', () => {
  it('has en-us as the programme language of every US entry', () => {
    const us = production.filter((m) => m.countryCode === 'US');
    expect(us.length).toBeGreaterThan(1);
    for (const m of us) expect(programQuery(m).languageCode).toBe('en-us');
  });
});
