/*
 * The app's sign-in helper against a provider it was not written with: oidc-provider with its own default pages
 * (the library's development login and consent forms), its own in-memory storage and default settings, on its
 * own origin. Nothing of the service is involved: what the app needs from a provider is what the standard says.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { site } from '../../../../src/generated/site';
import { createAuth, TOKENS_KEY } from '../../../../src/lib/auth/sign-in';
import { MemoryStorage } from '../../../support/api-fakes';
import { fixtureMarket } from '../../../support/fixture-markets';
import { CookieBrowser, formAction, hiddenFields, type Visit } from '../../../support/oidc';

const APP_ORIGIN = 'http://127.0.0.1:3999';
// A fixture entry (its client id and root); the provider registers it itself, so no shipped market is involved.
const us = fixtureMarket('product/en-us');
let server: http.Server;
let issuer: string;

beforeAll(async () => {
  server = http.createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: us.clientId,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        redirect_uris: [`${APP_ORIGIN}${us.root}`],
        post_logout_redirect_uris: [`${APP_ORIGIN}${us.root}`],
      },
    ],
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub }) }),
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
  });
  server.on('request', provider.callback());
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
});

it("signs in on the other provider's own pages: discovery, PKCE, the code, the ID token, and its sign-out address", async () => {
  const local = new MemoryStorage();
  const market = { ...us, oidcIssuer: issuer };
  let cookie = '';
  const auth = createAuth({
    market,
    site,
    origin: APP_ORIGIN,
    session: new MemoryStorage(),
    local,
    navigate: () => undefined,
    cookies: {
      get cookie() {
        return cookie;
      },
      set cookie(text: string) {
        cookie = text.split(';')[0] ?? '';
      },
    },
  });
  const redirect = `${APP_ORIGIN}${us.root}`;
  const browser = new CookieBrowser();
  const login = (await browser.walk(await auth.buildAuthorizeUrl({}), redirect)) as Visit;
  expect(login.body).toContain('name="login"');
  const consent = (await browser.walk(formAction(login), redirect, {
    form: { ...hiddenFields(login), login: 'owner-7', password: 'any' },
  })) as Visit;
  const back = await browser.walk(formAction(consent), redirect, { form: hiddenFields(consent) });
  if (!('arrived' in back)) throw new Error(`the provider answered ${back.status}`);

  const outcome = await auth.handleCallback({ search: new URL(back.arrived).search });
  expect(outcome).toMatchObject({ kind: 'signed-in' });
  const stored = JSON.parse(local.getItem(TOKENS_KEY) ?? '{}') as Record<string, string>;
  expect(stored.id_token).toMatch(/^ey/);
  // By default it gives no refresh token (the app asks for no offline_access): the sign-in lasts as its access token does.
  expect(stored.refresh_token).toBe('');
  expect(auth.isAuthenticated()).toBe(true);
  expect(await auth.signOut()).toMatch(new RegExp(`^${issuer}/session/end\\?`));
});
