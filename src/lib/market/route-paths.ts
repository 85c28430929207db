import type { RouteName } from '../../generated/routes';
import type { Market } from '../../generated/types/market';
import type { ResolvedRoute } from '../../generated/types/routes';

/** The route of a table named by id or alias; undefined where this market has no such route (de-de: no orders). */
export function findRoute(
  routes: readonly ResolvedRoute[],
  /** A route id or alias (RouteName), or a resolved route's id. */
  name: RouteName | (string & {}),
): ResolvedRoute | undefined {
  return routes.find((r) => r.id === name || r.aliases.includes(name));
}

/** The canonical path of a route below the market root (`/kontoeinstellungen`), parameters filled and encoded. */
export function routePath(
  routes: readonly ResolvedRoute[],
  /** A route id or alias (RouteName), or a resolved route's id. */
  name: RouteName | (string & {}),
  params: Record<string, string> = {},
): string | undefined {
  const relative = findRoute(routes, name)?.paths[0];
  if (!relative || relative === '*') return undefined;
  return relative.replace(/:([A-Za-z0-9_]+)/g, (_m, key: string) => encodeURIComponent(params[key] ?? ''));
}

/** A path below the root as a full address path: `/product/de-de` + `/kontoeinstellungen`. */
export function underRoot(market: Pick<Market, 'root'>, relative: string): string {
  return relative === '/' ? market.root : market.root.replace(/\/$/, '') + relative;
}

/** react-router's basename for a market root: `/product/de-de/` → `/product/de-de`; `/` stays `/`. */
export function basenameOf(market: Pick<Market, 'root'>): string {
  return market.root === '/' ? '/' : market.root.replace(/\/+$/, '');
}

/** A route map path as a react-router path below the basename: `/order-details/:orderNo` → `order-details/:orderNo`. */
export function routerPath(path: string, exact: boolean): string {
  if (path === '*') return '*';
  const relative = path.replace(/^\/+/, '').replace(/\/+$/, '');
  if (exact) return relative;
  return relative === '' ? '*' : `${relative}/*`;
}

/**
 * The address to move to when a page's path lies outside its market's root (the fallback entry or a `locale`
 * query chose a market whose root the path is not under, e.g. `/` → `/product/en-ca/`): the same path below the
 * root, so the router's basename matches. Undefined when the path is already under the root.
 */
export function rootedPath(market: Pick<Market, 'root'>, path: string, relative: string): string | undefined {
  const base = basenameOf(market);
  if (base === '/' || path === base || path.startsWith(`${base}/`)) return undefined;
  return underRoot(market, relative);
}
