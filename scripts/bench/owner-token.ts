/*
 * An owner's access token for load runs, through the identity provider's real sign-in as a person does it (the
 * password page, cookies kept) and a standard client library for the protocol. Load runs then reuse the token.
 */
import * as client from 'openid-client';
import type { Market } from '../../src/generated/types/market';
import { CookieBrowser, formAction, type Visit } from '../../test/support/oidc';

export type SignInMarket = Pick<Market, 'clientId' | 'root' | 'oidcIssuer'>;

export async function ownerAccessToken(
  baseUrl: string,
  market: SignInMarket,
  email: string,
  password: string,
): Promise<string> {
  const config = await client.discovery(
    new URL(market.oidcIssuer, baseUrl),
    market.clientId,
    undefined,
    client.None(),
    { execute: [client.allowInsecureRequests] },
  );
  const redirectUri = new URL(market.root, baseUrl).href;
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid',
    state,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  const browser = new CookieBrowser();
  const page = (await browser.walk(url.href, redirectUri)) as Visit;
  const back = await browser.walk(formAction(page), redirectUri, { form: { email, password } });
  if (!('arrived' in back))
    throw new Error(
      `sign-in of ${email} failed: HTTP ${back.status} (an owner who needs a second factor cannot be used here)`,
    );
  const tokens = await client.authorizationCodeGrant(config, new URL(back.arrived), {
    pkceCodeVerifier: codeVerifier,
    expectedState: state,
  });
  return tokens.access_token;
}
