import { basenameOf, findRoute, routePath, routerPath, underRoot } from '../../../../src/lib/market/route-paths';
import { fixtureRoute } from '../../../support/fixture-markets';

/** A small fixture table: a localised path, a parameter, an alias and the catch-all. */
const routes = [
  fixtureRoute('account-settings', ['/kontoeinstellungen']),
  fixtureRoute('order-details', ['/order-details/:orderNo']),
  fixtureRoute('account-dashboard', ['/account-dashboard'], { aliases: ['accountDashboardView'] }),
  fixtureRoute('not-found', ['*'], { exact: false }),
];

it('finds a route by id or alias, and nothing for a route the market does not have', () => {
  expect(findRoute(routes, 'accountDashboardView')?.id).toBe('account-dashboard');
  expect(findRoute(routes, 'wallet')).toBeUndefined();
});

it('answers the canonical localised path with parameters encoded', () => {
  expect(routePath(routes, 'account-settings')).toBe('/kontoeinstellungen');
  expect(routePath(routes, 'order-details', { orderNo: 'A/1 2' })).toBe('/order-details/A%2F1%202');
  expect(routePath(routes, 'not-found')).toBeUndefined();
});

it('places a path under the market root, and the root as the router basename', () => {
  expect(underRoot({ root: '/product/de-de/' }, '/kontoeinstellungen')).toBe('/product/de-de/kontoeinstellungen');
  expect(underRoot({ root: '/product/de-de/' }, '/')).toBe('/product/de-de/');
  expect(underRoot({ root: '/' }, '/wallet')).toBe('/wallet');
  expect(basenameOf({ root: '/product/de-de/' })).toBe('/product/de-de');
  expect(basenameOf({ root: '/' })).toBe('/');
});

it('turns route map paths into router paths: exact, non-exact and the catch-all', () => {
  expect(routerPath('/', true)).toBe('');
  expect(routerPath('/order-details/:orderNo', true)).toBe('order-details/:orderNo');
  expect(routerPath('/order-details', false)).toBe('order-details/*');
  expect(routerPath('*', false)).toBe('*');
});
