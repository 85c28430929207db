import { findRoute } from './route-paths';
import type { RouteName } from '../../generated/routes';
import type { Market } from '../../generated/types/market';
import type { ResolvedRoute, ScreenId } from '../../generated/types/routes';
import { trackingRegionOf } from '../orders/status-groups';

type Needs = Pick<Market, 'scripts' | 'countryCode'>;

/** Vehicle orders are shown through the status groups of the country's region (markets/orders.json); without one, none. */
const hasTrackingRegion = (market: Needs) => trackingRegionOf(market.countryCode) !== null;

/**
 * Screens that only work where the market has what they need. The wallet runs the market's wallet script, which is
 * empty where the market has no wallet (spec 001 §3.1: South Africa, Vietnam, Philippines, Thailand, Mexico, Latin America).
 */
const NEEDS: Partial<Record<ScreenId, (market: Needs) => boolean>> = {
  wallet: (market) => market.scripts.wallet !== '',
  'vehicle-order-tracking': hasTrackingRegion,
  'tracking-status': hasTrackingRegion,
  'single-order-tracking': hasTrackingRegion,
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
): boolean {
  const route = findRoute(routes, name);
  if (!route) return false;
  return NEEDS[route.screen]?.(market) ?? true;
}
