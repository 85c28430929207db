import * as oauth from 'oauth4webapi';
import type { Market } from '../../generated/types/market';

/*
 * The app's OpenID Connect client on oauth4webapi (a maintained, browser-ready library): discovery, authorization
 * code with PKCE S256 + state + nonce, a form-encoded token request, the ID token validated (signature against the
 * provider's JWKS, iss, aud, nonce, exp), refresh, and sign-out through end_session. Nothing of the protocol is
 * written here.
 */

export interface OidcDeps {
  /** location.origin: a path issuer (local) and the redirect address are on it. */
  origin: string;
  /** fetch in the browser; tests may pass another. */
  fetch?: typeof fetch;
}

/** What the callback needs from the request that started a sign-in; kept by the caller for this tab only. */
export interface PendingSignIn {
  codeVerifier: string;
  state: string;
  nonce: string;
}

export interface SignedIn {
  accessToken: string;
  refreshToken: string | undefined;
  idToken: string;
  expiresIn: number | undefined;
  /** The validated ID token's claims. */
  claims: oauth.IDToken;
}

export interface OidcSession {
  /** The provider's metadata, from its discovery document. */
  server: oauth.AuthorizationServer;
  clientId: string;
  redirectUri: string;
  authorizationUrl(extra?: Record<string, string>): Promise<{ url: string; pending: PendingSignIn }>;
  /** The address the provider sent the browser back to, checked against the pending request. */
  completeSignIn(callback: URL, pending: PendingSignIn): Promise<SignedIn>;
  endSessionUrl(idTokenHint: string, state?: string): string;
}

/** The market's issuer as an address: a path names the provider on the page's own origin. */
export function issuerOf(market: Pick<Market, 'oidcIssuer'>, origin: string): URL {
  return new URL(market.oidcIssuer, origin);
}

/** The market's client at its provider, found through the provider's discovery document. */
export async function openOidcSession(
  market: Pick<Market, 'oidcIssuer' | 'clientId' | 'root'>,
  deps: OidcDeps,
): Promise<OidcSession> {
  const issuer = issuerOf(market, deps.origin);
  // Plain http only for a provider on this machine (the local service); anywhere else the library insists on https.
  const loopback = issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
  const http = {
    ...(deps.fetch ? { [oauth.customFetch]: deps.fetch } : {}),
    ...(loopback ? { [oauth.allowInsecureRequests]: true } : {}),
  };
  const server = await oauth.processDiscoveryResponse(
    issuer,
    await oauth.discoveryRequest(issuer, { ...http, algorithm: 'oidc' }),
  );
  const client: oauth.Client = { client_id: market.clientId };
  const auth = oauth.None();
  const redirectUri = `${new URL(deps.origin).origin}${market.root}`;

  async function signedIn(response: Response, result: oauth.TokenEndpointResponse): Promise<SignedIn> {
    const claims = oauth.getValidatedIdTokenClaims(result);
    if (!claims || result.id_token === undefined) throw new Error('the provider sent no ID token');
    // Over TLS the library trusts the token endpoint; the ID token's signature is checked against the JWKS as well.
    await oauth.validateApplicationLevelSignature(server, response, http);
    return {
      accessToken: result.access_token,
      refreshToken: result.refresh_token,
      idToken: result.id_token,
      expiresIn: result.expires_in,
      claims,
    };
  }

  return {
    server,
    clientId: market.clientId,
    redirectUri,
    async authorizationUrl(extra = {}) {
      if (!server.authorization_endpoint) throw new Error('the provider names no authorization endpoint');
      const pending: PendingSignIn = {
        codeVerifier: oauth.generateRandomCodeVerifier(),
        state: oauth.generateRandomState(),
        nonce: oauth.generateRandomNonce(),
      };
      const url = new URL(server.authorization_endpoint);
      const params: Record<string, string> = {
        // The spec's extra parameters first: none of them may replace a protocol parameter.
        ...extra,
        client_id: market.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await oauth.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
      };
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return { url: url.href, pending };
    },
    async completeSignIn(callback, pending) {
      const parameters = oauth.validateAuthResponse(server, client, callback, pending.state);
      const response = await oauth.authorizationCodeGrantRequest(
        server,
        client,
        auth,
        parameters,
        redirectUri,
        pending.codeVerifier,
        http,
      );
      const result = await oauth.processAuthorizationCodeResponse(server, client, response, {
        expectedNonce: pending.nonce,
        requireIdToken: true,
      });
      return signedIn(response, result);
    },
    endSessionUrl(idTokenHint, state) {
      if (!server.end_session_endpoint) throw new Error('the provider names no end_session_endpoint');
      const url = new URL(server.end_session_endpoint);
      url.searchParams.set('client_id', market.clientId);
      url.searchParams.set('id_token_hint', idTokenHint);
      url.searchParams.set('post_logout_redirect_uri', redirectUri);
      if (state !== undefined) url.searchParams.set('state', state);
      return url.href;
    },
  };
}
