import { offersRoute } from '../../../../src/lib/market/offers-route';
import {
  defaultRoutes,
  fixtureOrders,
  fixtureRoute,
  localFixtures,
  localisedRoutes,
} from '../../../support/fixture-markets';
import { fixtureTables } from '../../../support/site-tables';

// Which countries have order status groups is the orders table's, passed in: the fixture's here
// (US and CA in one region; DE, FR, GB, AT, NO in another; no other country).
const tables = { ...fixtureTables, orders: fixtureOrders };

const withWallet = {
  ...localFixtures[0]!,
  scripts: { ...localFixtures[0]!.scripts, wallet: '/local/scripts/wallet.js' },
};
const withoutWallet = { ...localFixtures[0]!, scripts: { ...localFixtures[0]!.scripts, wallet: '' } };

it('offers the wallet only where the market has a wallet script', () => {
  expect(offersRoute(withWallet, defaultRoutes, 'wallet', tables)).toBe(true);
  expect(offersRoute(withoutWallet, defaultRoutes, 'wallet', tables)).toBe(false);
});

it('offers a route the market has and that needs nothing more', () => {
  expect(offersRoute(withoutWallet, defaultRoutes, 'connected-services', tables)).toBe(true);
  expect(offersRoute(withoutWallet, defaultRoutes, 'accountDashboardView', tables)).toBe(true);
});

it('never offers a route the market does not have (de-de style: no orders)', () => {
  expect(offersRoute(withWallet, localisedRoutes, 'order-history', tables)).toBe(false);
});

it('decides by the screen, so an aliased or localised wallet route is left out too', () => {
  const routes = defaultRoutes.map((r) =>
    r.id === 'wallet' ? { ...r, paths: ['/lommebok'], aliases: ['walletView'] } : r,
  );
  expect(offersRoute(withoutWallet, routes, 'walletView' as never, tables)).toBe(false);
  expect(offersRoute(withWallet, routes, 'walletView' as never, tables)).toBe(true);
});

it('offers vehicle order tracking only where the country has order status groups', () => {
  for (const [countryCode, offered] of [
    ['US', true],
    ['CA', true],
    ['FR', true],
    ['NO', true],
    ['TH', false],
    ['AU', false],
    ['CH', false],
  ] as const) {
    const market = { ...withWallet, countryCode };
    expect(
      ['vehicle-order-tracking', 'vehicle-order-tracking-status'].map((r) =>
        offersRoute(market, defaultRoutes, r as never, tables),
      ),
    ).toEqual([offered, offered]);
    expect(offersRoute(market, defaultRoutes, 'order-history', tables)).toBe(true);
  }
});

it('offers the preferred dealer only in the countries of the dealer-country list (002 §3)', () => {
  const dealerTables = { ...tables, site: { ...tables.site, dealers: { ...tables.site.dealers, countries: ['DEU'] } } };
  const routes = [
    ...defaultRoutes,
    fixtureRoute('preferred-dealer', ['/preferred-dealer'], { screen: 'preferred-dealer' }),
  ];
  const market = (threeLetterCountryCode: string) => ({ ...withWallet, threeLetterCountryCode });
  expect(offersRoute(market('DEU'), routes, 'preferred-dealer', dealerTables)).toBe(true);
  expect(offersRoute(market('THA'), routes, 'preferred-dealer', dealerTables)).toBe(false);
});
