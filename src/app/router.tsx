import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { Market } from '../generated/types/market';
import type { ResolvedRoute } from '../generated/types/routes';
import { basenameOf, routerPath } from '../lib/market/route-paths';
import { Layout } from './shell/layout';
import { RouteScreen } from './shell/route-screen';
import { ScreenError } from './shell/screen-error';

export interface RouteHandle {
  route: ResolvedRoute;
}

/**
 * The react-router routes of one language entry, from its generated route table: every path of a route (the
 * localised ones, extra ones like no-no's /product/no-no) renders that route's screen, each behind its own
 * error boundary, inside the shell layout.
 */
export function appRoutes(routes: readonly ResolvedRoute[]): RouteObject[] {
  const children: RouteObject[] = routes.flatMap((route) => route.paths.map((p): RouteObject => {
    const path = routerPath(p, route.exact);
    const common = { element: <RouteScreen route={route} />, errorElement: <ScreenError />, handle: { route } satisfies RouteHandle };
    return path === '' ? { index: true, ...common } : { path, ...common };
  }));
  return [{ element: <Layout />, children }];
}

/** The data router of the page: basename = the market root. */
export function createAppRouter(market: Market, routes: readonly ResolvedRoute[]) {
  return createBrowserRouter(appRoutes(routes), { basename: basenameOf(market) });
}
