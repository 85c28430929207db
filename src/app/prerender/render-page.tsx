/*
 * A route's page as the owner first sees it, rendered ahead of time (the build, scripts/build-prerender.ts): the
 * shell with its content, the heading and texts, and the screen as it stands before the owner's data arrives. The
 * app then hydrates it (render.tsx) from the same state (hydration.ts), so the first paint needs no script.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { prerenderedSession } from './first-paint';
import type { ApiClient } from '../../api/client';
import type { Market } from '../../generated/types/market';
import type { ResolvedRoute } from '../../generated/types/routes';
import type { Auth } from '../../lib/auth/sign-in';
import { matchRoute } from '../../lib/market/resolve';
import type { SiteTables } from '../../lib/market/site-tables';
import { withoutQuery } from '../../lib/prerendered';
import { fragmentLoaded, fragmentUnavailable } from '../../ui/content/slice';
import { App, type RouterOf } from '../app-root';
import type { AppServices } from '../features';
import { createI18n } from '../i18n';
import { preloadScreen } from '../shell/route-screen';
import { makeStore } from '../store';

export interface PageInput {
  market: Market;
  routes: ResolvedRoute[];
  /** The address below the market's root, as the router sees it (/account-settings; a query where the route has one). */
  path: string;
  /** The locale's texts, as the content service merges them. */
  texts: Record<string, string>;
  /**
   * The content fragments boot loads before the first render (the shell's and the screen's own), by name, as the
   * content service answers them (undefined: it has none).
   */
  fragments: Record<string, Record<string, unknown> | undefined>;
  tables: SiteTables;
}

/**
 * The addresses of a route table the build prerenders: each route's plain paths, or where its first render depends on
 * a path parameter or a query (an order number, connected services' ?vin=), the one address it is rendered at instead
 * (prerenderAt), which is then the first paint of all its addresses. Not the not-found page's catch-all, not a route
 * that sends a signed-in owner on (signedInRedirect), not one whose first render depends on more than its address
 * (routes.json prerender: false).
 */
export function prerenderedPaths(routes: readonly ResolvedRoute[]): { route: ResolvedRoute; path: string }[] {
  return routes
    .filter((r) => r.signedInRedirect === undefined && r.prerender !== false)
    .flatMap((route) =>
      (route.prerenderAt !== undefined
        ? [route.prerenderAt]
        : route.paths.filter((p) => p !== '*' && !p.includes(':'))
      ).map((path) => ({ route, path })),
    );
}

/** Nothing is asked for while prerendering: any service a render would reach is a mistake, said at once. */
const noServices = new Proxy({} as AppServices, {
  get: (_target, name) => {
    throw new Error(`a prerendered page asked for the service ${String(name)}`);
  },
});

/**
 * The markup of one route's page (what goes inside the app's mount element), for the session of first-paint.ts. The
 * shell's fragments are in the state as boot has them before its first render.
 */
export async function prerenderPage(input: PageInput): Promise<string> {
  const { market, routes, path, texts, fragments, tables } = input;
  const { route } = matchRoute(routes, withoutQuery(path));
  const store = makeStore({
    context: noServices,
    preloadedState: { session: prerenderedSession(route) },
    sagasRun: false,
  });
  // As boot has them: an absent fragment is unavailable (its place renders nothing).
  for (const [name, data] of Object.entries(fragments))
    store.dispatch(data === undefined ? fragmentUnavailable({ name }) : fragmentLoaded({ name, data }));
  const [i18n] = await Promise.all([createI18n(market.languageRegionCode, texts), preloadScreen(route.screen)]);
  const router: RouterOf = (basename, children) => (
    <StaticRouter basename={basename} location={basename === '/' ? path : `${basename}${path === '/' ? '' : path}`}>
      {children}
    </StaticRouter>
  );
  const boot = {
    market,
    routes,
    auth: {} as Auth,
    client: {} as ApiClient,
    store,
    webview: false,
    tables,
    texts,
    signInFirst: false,
    screen: route.screen,
    route,
  };
  // As the browser renders it (render.tsx): StrictMode too.
  return renderToString(
    <StrictMode>
      <App boot={boot} i18n={i18n} router={router} />
    </StrictMode>,
  );
}
