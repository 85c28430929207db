import * as oauth from 'oauth4webapi';
import type Provider from 'oidc-provider';
import type { ProviderTokens, SwappedTokens, TokenRefusal } from '../../context';

export function providerTokens(
  provider: Provider,
  issuer: URL,
  overlap: RefreshOverlap = { answer: (_token, swap) => swap() },
): ProviderTokens {
  // Plain http only for a provider on this machine (tests, npm start); anywhere else the library insists on https.
  const loopback = issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
  const http = loopback ? { [oauth.allowInsecureRequests]: true } : {};
  let server: Promise<oauth.AuthorizationServer> | undefined;
  const discovered = () => {
    server ??= oauth
      .discoveryRequest(issuer, { ...http, algorithm: 'oidc' })
      .then((response) => oauth.processDiscoveryResponse(issuer, response))
      .catch((error: unknown) => {
        server = undefined; // the next swap tries again
        throw error;
      });
    return server;
  };

  return {
    async ownerOf(accessToken) {
      const token = await provider.AccessToken.find(accessToken, { ignoreExpiration: true });
      if (!token?.accountId) return { ok: false, reason: 'unknown' };
      if (token.isExpired) return { ok: false, reason: 'expired' };
      // A sign-out or a password change revokes the grant: its tokens stop here, not when they expire.
      if (!token.grantId || !(await provider.Grant.find(token.grantId))) return { ok: false, reason: 'unknown' };
      return { ok: true, guid: token.accountId, expiresAt: token.exp === undefined ? undefined : token.exp * 1000 };
    },
    swap(refreshToken) {
      return overlap.answer(
        refreshToken,
        () => refresh(refreshToken),
        (answer) => !('ok' in answer),
      );
    },
  };

  async function refresh(refreshToken: string): Promise<SwappedTokens | TokenRefusal> {
    const stored = await provider.RefreshToken.find(refreshToken, { ignoreExpiration: true });
    if (!stored?.clientId) return { ok: false, reason: 'unknown' };
    if (stored.isExpired) return { ok: false, reason: 'expired' };
    const as = await discovered();
    const client: oauth.Client = { client_id: stored.clientId };
    const response = await oauth.refreshTokenGrantRequest(as, client, oauth.None(), refreshToken, http);
    try {
      const result = await oauth.processRefreshTokenResponse(as, client, response);
      if (!result.refresh_token || result.expires_in === undefined) return { ok: false, reason: 'unknown' };
      return {
        access_token: result.access_token,
        refresh_token: result.refresh_token,
        expires_in: result.expires_in,
      };
    } catch (error) {
      // The provider refused it (a used token revokes its whole family): the owner signs in again.
      if (error instanceof oauth.ResponseBodyError) return { ok: false, reason: 'unknown' };
      throw error;
    }
  }
}

/** What keeps a swap's answer for the rotation overlap (refresh-overlap.ts). */
export interface RefreshOverlap {
  answer(
    token: string,
    swap: () => Promise<SwappedTokens | TokenRefusal>,
    keep: (answer: SwappedTokens | TokenRefusal) => boolean,
  ): Promise<SwappedTokens | TokenRefusal>;
}
