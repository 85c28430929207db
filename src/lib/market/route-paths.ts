import type { RouteName } from '../../generated/routes';
import type { Market } from '../../generated/types/market';
import type { ResolvedRoute } from '../../generated/types/routes';

/** The route of a table named by id or alias; undefined where this market has no such route (de-de: no orders). */
export function findRoute(routes: readonly ResolvedRoute[], name: RouteName | ResolvedRoute['id']): ResolvedRoute | undefined {
  return routes.find((r) => r.id === name || r.aliases.includes(name));
}

/** The canonical path of a route below the market root (`/kontoeinstellungen`), parameters filled and encoded. */
export function routePath(routes: readonly ResolvedRoute[], name: RouteName | ResolvedRoute['id'], params: Record<string, string> = {}): string | undefined {
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
