import { markets, routeTables } from './environment';
import { featureServices, type AppServices, type ServiceDeps } from './features';
import { siteTables } from './site-tables';
import { makeStore, type AppStore } from './store';
import { loadTexts } from './texts';
import { createApiClient, isEndpointId, type ApiClient, type FetchLike } from '../api/client';
import { dropOpeningAnswers, takeOpeningAnswer } from '../api/opening-answers';
import { markJustRegistered } from '../features/marketing-options/arrival';
import { authStateChanged } from '../features/session/slice';
import type { Market } from '../generated/types/market';
import type { ResolvedRoute, ScreenId } from '../generated/types/routes';
import { createBrowserAuth } from '../lib/auth/browser';
import { withChangeOutcome } from '../lib/auth/change-return';
import { SIGNED_OUT_STATE, type Auth } from '../lib/auth/sign-in';
import { keepCampaignId } from '../lib/campaign';
import { takePageAnswer } from '../lib/content/page-answers';
import { startTextsQuery } from '../lib/content/screen-texts';
import { pageFragments, SHELL_CATEGORY } from '../lib/content/shell-fragments';
import { trackRequested } from '../lib/events/analytics';
import type { CoreServices } from '../lib/feature';
import { loadFullStylesheet } from '../lib/full-stylesheet';
import { brandMakeCodes } from '../lib/market/brand-vehicles';
import { followUpRequests, followUps, openingCalls } from '../lib/market/opening-calls';
import { findMarket, matchRoute, type MarketTables } from '../lib/market/resolve';
import { rootedPath, routePath, underRoot } from '../lib/market/route-paths';
import type { SiteTables } from '../lib/market/site-tables';
import { untilPageSettled } from '../lib/tasks/page-settled';
import { yieldToMain } from '../lib/tasks/yield-to-main';
import { isWebview } from '../lib/webview';
import { fragmentsRequested } from '../ui/content/slice';
import { screenTexts } from '#screen-texts';

export const tables: MarketTables = { markets, routeTables };

export interface Boot {
  market: Market;
  routes: readonly ResolvedRoute[];
  auth: Auth;
  client: ApiClient;
  store: AppStore;
  webview: boolean;
  tables: SiteTables;
  /** The texts of the market's locale, from the content service (empty when that failed). */
  texts: Record<string, string>;
  /** An owner page and nobody signed in: sign-in starts before anything is rendered. */
  signInFirst: boolean;
  /** The screen of the route the address opens. */
  screen: ScreenId;
  /** The route the address opens. */
  route: ResolvedRoute;
}

/**
 * window.fetch, but a GET whose answer the prerendered page carries (its texts, its fragments) is answered from it, and
 * one the page's opening calls' script sent already takes that answer (src/api/opening-answers.ts).
 */
const pageFetch: FetchLike = (url, init) => {
  if (init.method !== 'GET') {
    dropOpeningAnswers();
    return window.fetch(url, init);
  }
  const carried = takePageAnswer(url);
  if (carried !== undefined) return Promise.resolve({ status: 200, text: () => Promise.resolve(carried) });
  const early = takeOpeningAnswer(url, init.headers, Date.now(), siteTables.site.timings.openingCallKeepMs);
  return early ? early.catch(() => window.fetch(url, init)) : window.fetch(url, init);
};

function currentPath(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}

/** Removes the provider's answer (code, state; passkey flags stay) from the address once it is used. */
function withoutCallbackQuery(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  return url.pathname + url.search + url.hash;
}

/**
 * Wires the market of this address to the sign-in helper, the API client, the features' services and the store,
 * and finishes a sign-in coming back from the provider (the saved return path is used once, here).
 */
export async function boot(): Promise<Boot> {
  const { market, relativePath } = findMarket(tables, siteTables.site, {
    host: window.location.host,
    path: window.location.pathname,
    query: window.location.search,
  });
  const routes = routeTables[market.id];
  if (!routes) throw new Error(`no route table for ${market.id}`);
  // A campaign link's id is kept before sign-in may take the owner away (spec 000 §7).
  keepCampaignId(window.location.search, window.localStorage, siteTables.site.campaign);
  // Served without the reference server's redirect (a static host): the address moves below the market's root itself.
  const rooted = rootedPath(market, window.location.pathname, relativePath);
  if (rooted !== undefined)
    window.history.replaceState(null, '', rooted + window.location.search + window.location.hash);
  const log = (message: string, detail?: unknown) => console.info(message, detail ?? '');
  // The client is made once the callback is done; the token swap only runs later, once an access token expires.
  const auth = createBrowserAuth(market, siteTables.site, (body) => client.call('tokenSwap', { body }));

  // The texts load while the sign-in callback completes: the typed client's texts call, on an instance of its own.
  // The client the app keeps is made after the callback, as its webview mode (whether a 401 starts sign-in) belongs
  // to the address the owner comes back to; the texts are public content, with no token, cache rule or 401 to decide.
  const contentClient = createApiClient({
    market,
    fetch: pageFetch,
    tokens: { accessToken: () => null },
    webview: isWebview(window.location.search, siteTables.site.webviewMarker),
    log,
  });
  // The shell's texts and those of the address's screen (the others' come as their screens open: render.tsx).
  const opened = matchRoute(routes, relativePath).route;
  const texts = loadTexts(contentClient, market, startTextsQuery(screenTexts, opened.screen), log);
  const outcome = await auth.handleCallback(window.location);
  if (outcome.kind === 'signed-in') {
    // A new owner of a region whose law asks for consents goes through them first (site.json postRegistrationRegions).
    const postRegistration =
      outcome.registered && siteTables.site.postRegistrationRegions.includes(market.fmaRegion)
        ? routePath(routes, 'eu-post-registration')
        : undefined;
    if (postRegistration !== undefined) markJustRegistered(window.sessionStorage);
    const back =
      postRegistration !== undefined
        ? underRoot(market, postRegistration)
        : (outcome.returnPath ?? withoutCallbackQuery());
    window.history.replaceState(null, '', withChangeOutcome(back, outcome.change));
  }
  if (outcome.kind === 'refused') window.history.replaceState(null, '', withoutCallbackQuery());
  // Back from signing out: the signed-out page, not a new sign-in (and the address loses the provider's state).
  const signedOut =
    outcome.kind === 'none' && new URLSearchParams(window.location.search).get('state') === SIGNED_OUT_STATE;
  if (signedOut) window.history.replaceState(null, '', withoutCallbackQuery());
  // Webview is a mark of the page's address: after a sign-in, of the address the owner comes back to, not the callback's.
  const webview = isWebview(window.location.search, siteTables.site.webviewMarker);
  const client: ApiClient = createApiClient({
    market,
    fetch: pageFetch,
    storage: window.sessionStorage,
    tokens: auth,
    webview,
    log,
    warmKeepMs: siteTables.site.timings.openingCallKeepMs,
  });
  // Cached answers belong to whoever was signed in before: a new sign-in in this tab starts afresh.
  if (outcome.kind === 'signed-in') client.clearCache();

  const deps: ServiceDeps = { client, market, tables: siteTables, signedIn: () => auth.isAuthenticated() };
  const services: AppServices = {
    ...(featureServices(deps) as Omit<AppServices, keyof SessionCore>),
    webview,
    log,
    tables: siteTables,
    pageSettled: () => untilPageSettled(client, siteTables.site.timings.pageSettledMaxMs),
    auth,
    currentPath,
    leave: (to, options) =>
      window.location.assign(
        to ?? `${underRoot(market, '/')}${options?.signedOut ? `?state=${SIGNED_OUT_STATE}` : ''}`,
      ),
  };
  const status =
    outcome.kind === 'refused'
      ? 'refused'
      : auth.isAuthenticated()
        ? 'authenticated'
        : signedOut
          ? 'signedOut'
          : 'unauthenticated';
  const route = opened;
  // A signed-in owner's page: its data calls start now, answered while the scripts of React run and the page renders.
  // A call filled from one of their answers (the preferred dealer's details; each vehicle's status and recalls on the
  // dashboard) goes out as soon as that answer is in.
  if (status === 'authenticated') {
    const followUpMarket = { ...market, makeCodes: brandMakeCodes(siteTables.brands, market.brand) };
    for (const id of openingCalls(route, market, webview, siteTables.site.shortcutsNavigation)) {
      const next = followUps(route, id);
      if (isEndpointId(id))
        client.warm(id, (answer) =>
          next.flatMap((call) => {
            const callId = call.id;
            if (!isEndpointId(callId)) return [];
            return followUpRequests(call, followUpMarket, answer).map((request) => ({ id: callId, ...request }));
          }),
        );
    }
  }
  // The store starts every feature's sagas: a task of its own, apart from the scripts' evaluation.
  await yieldToMain();
  const store = makeStore({ context: services, preloadedState: { session: { status } }, deps });
  auth.onAuthState((state) => {
    store.dispatch(authStateChanged(state));
    if (state === 'unauthenticated') client.clearCache();
  });
  if (outcome.kind === 'signed-in')
    store.dispatch(trackRequested({ event: outcome.registered ? 'accountCreated' : 'signIn' }));
  const signInFirst = status === 'unauthenticated' && route.auth === 'owner';
  // The shell's content and the screen's are asked for now, alongside the texts and React's download, and the
  // first render waits for them: a header, banner or footer arriving after the page is painted would push the page
  // about, and the screen would render twice.
  // The rules of the features the page does not draw, for the screens the owner may go to next: once it is settled.
  void services.pageSettled().then(() => loadFullStylesheet());
  const fragments = signInFirst ? [] : pageFragments(route, webview);
  if (fragments.length > 0) store.dispatch(fragmentsRequested({ category: SHELL_CATEGORY, names: fragments }));
  const [loadedTexts] = await Promise.all([texts, fragmentsSettled(store, fragments)]);
  return {
    market,
    routes,
    auth,
    client,
    store,
    webview,
    tables: siteTables,
    texts: loadedTexts,
    signInFirst,
    screen: route.screen,
    route,
  };
}

/** Resolves once each named fragment has loaded or is known to be unavailable (a failure renders nothing). */
function fragmentsSettled(store: AppStore, names: readonly string[]): Promise<void> {
  const settled = () =>
    names.every((n) => {
      const state = store.getState().content.fragments[n];
      return state !== undefined && state.status !== 'loading';
    });
  return new Promise((resolve) => {
    if (settled()) {
      resolve();
      return;
    }
    const unsubscribe = store.subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });
}

/** The services boot provides itself rather than a feature's factory. */
type SessionCore = Pick<AppServices, keyof CoreServices | 'auth' | 'currentPath' | 'leave'>;
