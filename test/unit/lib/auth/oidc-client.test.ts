/*
 * The app's OpenID Connect client (oauth4webapi) against the real local provider: the service runs, the password
 * page is submitted as a person would, and the client does the rest.
 */
import * as oauth from 'oauth4webapi';
import { markets } from '../../../../src/generated/markets/local';
import { openOidcSession, type OidcSession, type SignedIn } from '../../../../src/lib/auth/oidc-client';
import { DEMO_PASSWORD } from '../../../../src/server/seed/demo-owners';
import { CookieBrowser, formAction, hiddenFields, providerUnderTest, type Visit } from '../../../support/oidc';

const market = markets.find((m) => m.id === 'product/en-us')!;
const service = providerUnderTest(market.clientId);
let session: OidcSession;

beforeAll(async () => {
  session = await openOidcSession(market, { origin: service.origin });
});

async function signIn(browser = new CookieBrowser()): Promise<{ signedIn: SignedIn; browser: CookieBrowser }> {
  const { url, pending } = await session.authorizationUrl({
    locale: market.languageRegionCode,
    country: market.threeLetterCountryCode,
    appId: market.appId,
  });
  const page = (await browser.walk(url, session.redirectUri)) as Visit;
  const back = await browser.walk(formAction(page), session.redirectUri, {
    form: { email: 'michael.johnson@example.com', password: DEMO_PASSWORD },
  });
  if (!('arrived' in back)) throw new Error(`the password page answered ${back.status}`);
  return { signedIn: await session.completeSignIn(new URL(back.arrived), pending), browser };
}

describe("the app's OpenID Connect client", () => {
  it("finds the provider through discovery, from the market's issuer", () => {
    expect(session.server.issuer).toBe(new URL(market.oidcIssuer, session.redirectUri).href);
    expect(session.redirectUri.endsWith(market.root)).toBe(true);
  });

  it("asks with PKCE S256, state, nonce and the spec's parameters, never letting one replace a protocol parameter", async () => {
    const { url, pending } = await session.authorizationUrl({ locale: 'en-us', state: 'forged', client_id: 'other' });
    const query = new URL(url).searchParams;
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(query.get('state')).toBe(pending.state);
    expect(query.get('nonce')).toBe(pending.nonce);
    expect(query.get('client_id')).toBe(market.clientId);
    expect(query.get('locale')).toBe('en-us');
  });

  it('signs in: code redeemed, ID token validated (signature, iss, aud, nonce)', async () => {
    const { signedIn } = await signIn();
    expect(signedIn.claims.aud).toBe(market.clientId);
    expect(signedIn.claims.iss).toBe(session.server.issuer);
    expect(signedIn.refreshToken).toEqual(expect.any(String));
  });

  it("refuses an ID token whose signature does not verify against the provider's JWKS", async () => {
    // A token endpoint answer altered on the way: one signature character changed (not the last: its low bits are padding).
    const altering: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      if (!String(input instanceof Request ? input.url : input).endsWith('/token')) return res;
      const body = (await res.json()) as { id_token: string };
      const at = body.id_token.length - 10;
      const changed = body.id_token[at] === 'A' ? 'B' : 'A';
      const idToken = body.id_token.slice(0, at) + changed + body.id_token.slice(at + 1);
      return new Response(JSON.stringify({ ...body, id_token: idToken }), { status: res.status, headers: res.headers });
    };
    const altered = await openOidcSession(market, { origin: new URL(session.redirectUri).origin, fetch: altering });
    const { url, pending } = await altered.authorizationUrl();
    const browser = new CookieBrowser();
    const page = (await browser.walk(url, altered.redirectUri)) as Visit;
    const back = await browser.walk(formAction(page), altered.redirectUri, {
      form: { email: 'michael.johnson@example.com', password: DEMO_PASSWORD },
    });
    if (!('arrived' in back)) throw new Error('no code');
    await expect(altered.completeSignIn(new URL(back.arrived), pending)).rejects.toThrow(/signature/i);
  });

  it('refuses an answer to another request (state mismatch)', async () => {
    const first = await session.authorizationUrl();
    const browser = new CookieBrowser();
    const page = (await browser.walk(first.url, session.redirectUri)) as Visit;
    const back = await browser.walk(formAction(page), session.redirectUri, {
      form: { email: 'michael.johnson@example.com', password: DEMO_PASSWORD },
    });
    if (!('arrived' in back)) throw new Error('no code');
    const other = await session.authorizationUrl();
    await expect(session.completeSignIn(new URL(back.arrived), other.pending)).rejects.toThrow(/state/);
  });

  it('signs out through end_session, which ends the refresh token too', async () => {
    const { signedIn, browser } = await signIn();
    // The app refreshes through the service's token swap; here the provider is asked directly, as the swap asks it.
    const refresh = async () => {
      const http = { [oauth.allowInsecureRequests]: true };
      const client = { client_id: market.clientId };
      const response = await oauth.refreshTokenGrantRequest(
        session.server,
        client,
        oauth.None(),
        signedIn.refreshToken!,
        http,
      );
      return oauth.processRefreshTokenResponse(session.server, client, response);
    };
    const confirm = (await browser.walk(session.endSessionUrl(signedIn.idToken, 'bye'), session.redirectUri)) as Visit;
    const back = await browser.walk(formAction(confirm), session.redirectUri, {
      form: { ...hiddenFields(confirm), logout: 'yes' },
    });
    expect(back).toEqual({ arrived: `${session.redirectUri}?state=bye` });
    await expect(refresh()).rejects.toBeDefined();
  });
});
