import { findRoute } from './route-paths';
import type { OrdersTable } from './site-tables';
import type { RouteName } from '../../generated/routes';
import type { Market } from '../../generated/types/market';
import type { ResolvedRoute, ScreenId } from '../../generated/types/routes';
import type { Site } from '../../generated/types/site';
import { trackingRegionOf } from '../orders/status-groups';

type Needs = Pick<Market, 'scripts' | 'countryCode' | 'threeLetterCountryCode'>;
/** The site-wide tables a screen's need is read from (the market view's or the services' `tables`). */
type Tables = { orders: Pick<OrdersTable, 'statusGroups'>; site: { dealers: Pick<Site['dealers'], 'countries'> } };

/** Vehicle orders are shown through the status groups of the country's region (markets/orders.json); without one, none. */
const hasTrackingRegion = (market: Needs, tables: Tables) =>
  trackingRegionOf(market.countryCode, tables.orders.statusGroups) !== null;

/**
 * Screens that only work where the market has what they need. The wallet runs the market's wallet script, which is
 * empty where the market has no wallet (spec 001 §3.1: South Africa, Vietnam, Philippines, Thailand, Mexico, Latin America).
 */
const NEEDS: Partial<Record<ScreenId, (market: Needs, tables: Tables) => boolean>> = {
  wallet: (market) => market.scripts.wallet !== '',
  'vehicle-order-tracking': hasTrackingRegion,
  'tracking-status': hasTrackingRegion,
  'single-order-tracking': hasTrackingRegion,
  // Spec 002 §3: dealers are looked up only in the countries of the dealer-country list.
  'preferred-dealer': (market, tables) => tables.site.dealers.countries.includes(market.threeLetterCountryCode),
};

/**
 * Whether navigation (the dashboard hub, the header menu) offers a route: the market has the route and can serve its
 * screen. A route that is not offered may still be reachable by its address; its screen then says why it is not here.
 */
export function offersRoute(
  market: Needs,
  routes: readonly ResolvedRoute[],
  /** A route id or alias (RouteName), or a resolved route's id. */
  name: RouteName | (string & {}),
  /** The site-wide tables (the market view's `tables`): vehicle order tracking needs the status groups. */
  tables: Tables,
): boolean {
  const route = findRoute(routes, name);
  if (!route) return false;
  return NEEDS[route.screen]?.(market, tables) ?? true;
}
