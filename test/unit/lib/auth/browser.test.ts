/*
 * The sign-in helper wired to the page: the verifier in document.cookie, the return path in sessionStorage, the
 * redirect address on the page's origin, the provider found through its discovery document (the page's fetch).
 * The page is reduced to the parts the helper uses: its Web Crypto and fetch are Node's own, the same APIs.
 */
import { site } from '../../../../src/generated/site';
import { createBrowserAuth } from '../../../../src/lib/auth/browser';
import { POST_LOGIN_PATH_KEY } from '../../../../src/lib/auth/sign-in';
import { MemoryStorage } from '../../../support/api-fakes';
import { fixtureMarket } from '../../../support/fixture-markets';

/** A local-style fixture entry: root /product/en-us/, its provider at /oidc on the page's origin. */
const market = fixtureMarket('product/en-us');
const origin = 'http://localhost:8080';
const issuer = `${origin}${market.oidcIssuer}`;
const page = {
  window: {
    location: { origin, assign: () => undefined },
    sessionStorage: new MemoryStorage(),
    localStorage: new MemoryStorage(),
  },
  document: { cookie: '' },
};
const realFetch = globalThis.fetch;

beforeAll(() => {
  Object.assign(globalThis, page);
  globalThis.fetch = async (input) => {
    if (String(input) !== `${issuer}/.well-known/openid-configuration`) return new Response(null, { status: 404 });
    return Response.json({
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
    });
  };
});
afterAll(() => {
  globalThis.fetch = realFetch;
  for (const name of Object.keys(page)) Reflect.deleteProperty(globalThis, name);
});

it('keeps the verifier in a document cookie and the return path in sessionStorage, and sends the owner to the provider found by discovery', async () => {
  const url = await createBrowserAuth(market, site).buildAuthorizeUrl({ returnPath: '/product/en-us/order-history' });
  expect(page.document.cookie).toMatch(/pkce_verifier=[A-Za-z0-9_-]{43}/);
  expect(page.window.sessionStorage.getItem(POST_LOGIN_PATH_KEY)).toBe('/product/en-us/order-history');
  expect(url.startsWith(`${issuer}/auth?`)).toBe(true);
  expect(url).toContain(`redirect_uri=${encodeURIComponent(`${origin}/product/en-us/`)}`);
});
