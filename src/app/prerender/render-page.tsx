/*
 * A route's page as the owner first sees it, rendered ahead of time (the build, scripts/build-prerender.ts): the
 * shell with its content, the heading and texts, and the screen as it stands before the owner's data arrives. The
 * app then hydrates it (main.tsx) from the same state, so the first paint needs no script.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { ApiClient } from '../../api/client';
import type { Market } from '../../generated/types/market';
import type { ResolvedRoute } from '../../generated/types/routes';
import type { Auth } from '../../lib/auth/sign-in';
import { matchRoute } from '../../lib/market/resolve';
import type { SiteTables } from '../../lib/market/site-tables';
import { fragmentLoaded } from '../../ui/content/slice';
import { App, type RouterOf } from '../app-root';
import type { AppServices } from '../features';
import { createI18n } from '../i18n';
import { preloadScreen } from '../shell/route-screen';
import { makeStore, type RootState } from '../store';

export interface PageInput {
  market: Market;
  routes: ResolvedRoute[];
  /** The address below the market's root, as the router sees it (/account-settings). */
  path: string;
  /** The locale's texts, as the content service merges them. */
  texts: Record<string, string>;
  /** The shell's content fragments of the page, by name, as the content service answers them (absent: none). */
  fragments: Record<string, Record<string, unknown> | undefined>;
  tables: SiteTables;
}

export interface PrerenderedPage {
  /** The markup inside the app's mount element. */
  html: string;
  /** The store's state the markup shows: the app hydrates from it (serverState). */
  state: RootState;
}

/**
 * The addresses of a route table that have a page of their own: not a path with a parameter (an order number is the
 * owner's), not the not-found page's catch-all, not a route that sends a signed-in owner on (signedInRedirect), not
 * one whose first render depends on more than its address (routes.json prerender: false).
 */
export function prerenderedPaths(routes: readonly ResolvedRoute[]): string[] {
  return routes
    .filter((r) => r.signedInRedirect === undefined && r.prerender !== false)
    .flatMap((r) => r.paths.filter((p) => p !== '*' && !p.includes(':')));
}

/** Nothing is asked for while prerendering: any service a render would reach is a mistake, said at once. */
const noServices = new Proxy({} as AppServices, {
  get: (_target, name) => {
    throw new Error(`a prerendered page asked for the service ${String(name)}`);
  },
});

/**
 * The page of one route: an owner route as a signed-in owner sees it while the data loads, a guest or public route as
 * a visitor does. The shell's fragments are in the state as boot has them before its first render.
 */
export async function prerenderPage(input: PageInput): Promise<PrerenderedPage> {
  const { market, routes, path, texts, fragments, tables } = input;
  const { route } = matchRoute(routes, path);
  const store = makeStore({
    context: noServices,
    preloadedState: { session: { status: route.auth === 'owner' ? 'authenticated' : 'unauthenticated' } },
    sagasRun: false,
  });
  for (const [name, data] of Object.entries(fragments))
    if (data !== undefined) store.dispatch(fragmentLoaded({ name, data }));
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
  };
  const html = renderToString(<App boot={boot} i18n={i18n} router={router} />);
  return { html, state: store.getState() };
}
