import { indexedDbHandoff } from './refresh-handoff';
import { createAuth, type Auth, type AuthDeps, type AuthSite } from './sign-in';
import type { Market } from '../../generated/types/market';

/** The sign-in helper wired to the page: its origin, cookies, storages and address bar (the provider is found through its discovery document). */
export function createBrowserAuth(market: Market, site: AuthSite, swapToken?: AuthDeps['swapToken']): Auth {
  return createAuth({
    market,
    site,
    origin: window.location.origin,
    cookies: document,
    session: window.sessionStorage,
    local: window.localStorage,
    navigate: (url) => window.location.assign(url),
    swapToken,
    // Every browser the app supports has Web Locks; where one does not, the page's own single refresh remains.
    ...(typeof navigator !== 'undefined' && 'locks' in navigator
      ? { lock: <T>(name: string, work: () => Promise<T>) => navigator.locks.request(name, work) as Promise<T> }
      : {}),
    ...(typeof indexedDB !== 'undefined' ? { handoff: indexedDbHandoff } : {}),
  });
}
