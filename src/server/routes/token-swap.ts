import { fail, ok, type HandlerMap } from './handler';

export const tokenSwapHandlers: Pick<HandlerMap, 'tokenSwap'> = {
  // No auth-token: the access token may already have expired; the refresh token is the credential. The swap is a
  // refresh at the identity provider: rotation and replay detection are the provider's.
  tokenSwap: async ({ body, identity }) => {
    const result = identity.provider
      ? await identity.provider.swap(body.refresh_token)
      : { ok: false as const, reason: 'unknown' as const };
    if ('ok' in result)
      return fail(401, result.reason === 'expired' ? 'expired refresh_token' : 'unknown or revoked refresh_token');
    return ok(result);
  },
};
