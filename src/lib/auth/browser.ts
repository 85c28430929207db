import type { Market } from '../../generated/types/market';
import type { CryptoLike } from './pkce';
import { createAuth, type Auth, type AuthDeps } from './sign-in';

/** The sign-in helper wired to the page: its origin, cookies, storages, fetch, Web Crypto and address bar. */
export function createBrowserAuth(market: Market, swapToken?: AuthDeps['swapToken']): Auth {
  const crypto: CryptoLike = window.crypto;
  return createAuth({
    market,
    origin: window.location.origin,
    fetch: (url, init) => window.fetch(url, init),
    crypto,
    cookies: document,
    session: window.sessionStorage,
    local: window.localStorage,
    navigate: (url) => window.location.assign(url),
    swapToken,
  });
}
