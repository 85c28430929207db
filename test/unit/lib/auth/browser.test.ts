/** @jest-environment jsdom */
import { webcrypto } from 'node:crypto';
import { createBrowserAuth } from '../../../../src/lib/auth/browser';
import { POST_LOGIN_PATH_KEY } from '../../../../src/lib/auth/sign-in';
import { fixtureMarket } from '../../../support/fixture-markets';

// jsdom may lack Web Crypto's subtle digest; Node 20's webcrypto is the same API.
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

/** A local-style fixture entry: root /product/en-us/, data service on the same origin. */
const market = fixtureMarket('product/en-us');

it('keeps the verifier in a document cookie and the return path in sessionStorage', async () => {
  const url = await createBrowserAuth(market).buildAuthorizeUrl({ returnPath: '/product/en-us/order-history' });
  expect(document.cookie).toMatch(/pkce_verifier=[A-Za-z0-9_-]{43}/);
  expect(window.sessionStorage.getItem(POST_LOGIN_PATH_KEY)).toBe('/product/en-us/order-history');
  expect(url).toContain(`redirect_uri=${encodeURIComponent(`${window.location.origin}/product/en-us/`)}`);
});
