import { rotateRefreshToken } from '../idp/tokens';
import { fail, ok, type HandlerMap } from './handler';

export const tokenSwapHandlers: Pick<HandlerMap, 'tokenSwap'> = {
  // No auth-token: the access token may already have expired; the refresh token is the credential.
  // The identity provider's refresh tokens are swapped by a refresh at the provider (rotation and replay detection
  // are the provider's); the old /idp's here, until it goes.
  tokenSwap: async ({ db, body, now, accessTokenTtlSeconds, identity }) => {
    const old = rotateRefreshToken(db, body.refresh_token, now().getTime(), accessTokenTtlSeconds);
    const result = 'ok' in old && old.reason === 'unknown' && identity.provider ? await identity.provider.swap(body.refresh_token) : old;
    if ('ok' in result) return fail(401, result.reason === 'expired' ? 'expired refresh_token' : 'unknown or revoked refresh_token');
    return ok(result);
  },
};
