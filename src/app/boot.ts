import { createApiClient, type ApiClient } from '../api/client';
import { isWebview } from '../api/webview';
import { createProfileApi } from '../features/profile/api';
import { authStateChanged } from '../features/session/slice';
import { site } from '../generated/site';
import type { Market } from '../generated/types/market';
import { createBrowserAuth } from '../lib/auth/browser';
import type { Auth } from '../lib/auth/sign-in';
import { resolveLocation, type MarketTables } from '../lib/market/resolve';
import { markets, routeTables } from './environment';
import { createI18n, loadTexts } from './i18n';
import { makeStore, type AppStore } from './store';
import type { i18n } from 'i18next';

export const tables: MarketTables = { markets, routeTables };

export interface Boot {
  market: Market;
  auth: Auth;
  client: ApiClient;
  store: AppStore;
  webview: boolean;
  /** Set when the sign-in provider sent the owner back but the sign-in could not be completed. */
  signInRefused: string | null;
  i18n: i18n;
}

function currentPath(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}

/** Removes the provider's answer (code, state, passkey flags stay) from the address once it is used. */
function withoutCallbackQuery(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  return url.pathname + url.search + url.hash;
}

/** Wires the market of this address to the sign-in helper, the API client and the store, and finishes a sign-in. */
export async function boot(): Promise<Boot> {
  const { market } = resolveLocation(tables, site, { host: window.location.host, path: window.location.pathname, query: window.location.search });
  const webview = isWebview(window.location.search);
  let client: ApiClient | undefined;
  // The client is made just below; the token swap only runs later, once an access token expires.
  const auth = createBrowserAuth(market, (body) => (client as ApiClient).call('tokenSwap', { body }));
  const log = (message: string, detail?: unknown) => console.info(message, detail ?? '');
  client = createApiClient({ market, fetch: (url, init) => window.fetch(url, init), storage: window.sessionStorage, tokens: auth, webview, log });
  const store = makeStore({
    context: { profileApi: createProfileApi(client, market), webview, log, signIn: (path) => auth.signIn(path), currentPath },
  });
  auth.onAuthState((state) => {
    store.dispatch(authStateChanged(state));
    if (state === 'unauthenticated') client?.clearCache();
  });
  let signInRefused: string | null = null;
  // The texts load while the sign-in callback completes.
  const texts = loadTexts(market, (url, init) => window.fetch(url, init), log);
  const outcome = await auth.handleCallback(window.location);
  if (outcome.kind === 'signed-in') {
    // Cached answers belong to whoever was signed in before: a new sign-in in this tab starts afresh.
    client.clearCache();
    window.history.replaceState(null, '', outcome.returnPath ?? withoutCallbackQuery());
  }
  if (outcome.kind === 'refused') {
    signInRefused = outcome.reason;
    window.history.replaceState(null, '', withoutCallbackQuery());
  }
  const i18n = await createI18n(market.languageRegionCode, await texts);
  return { market, auth, client, store, webview, signInRefused, i18n };
}
