import { rotateRefreshToken } from '../idp/tokens';
import { fail, ok, type HandlerMap } from './handler';

export const tokenSwapHandlers: Pick<HandlerMap, 'tokenSwap'> = {
  // No auth-token: the access token may already have expired; the refresh token is the credential.
  tokenSwap: ({ db, body, now, accessTokenTtlSeconds }) => {
    const result = rotateRefreshToken(db, body.refresh_token, now().getTime(), accessTokenTtlSeconds);
    if ('ok' in result) return fail(401, result.reason === 'expired' ? 'expired refresh_token' : 'unknown or revoked refresh_token');
    return ok(result);
  },
};
