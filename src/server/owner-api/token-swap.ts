import { fail, ok, type HandlerMap } from './handler';
import { markets } from '../../generated/markets/local';
import { environmentMarkets } from '../shared/environments';

/** The client of each consumer key, in every environment (another provider's refresh names the client). */
const clientOfKey = new Map(
  [...markets, ...Object.values(environmentMarkets).flat()].map((m) => [m.consumerKey, m.clientId] as const),
);

export const tokenSwapHandlers: Pick<HandlerMap, 'tokenSwap'> = {
  // No auth-token: the access token may already have expired; the refresh token is the credential. The swap is a
  // refresh at the identity provider: rotation and replay detection are the provider's.
  tokenSwap: async ({ body, identity, header, userAgent, clientIp }) => {
    const result = identity
      ? await identity.swap(body.refresh_token, clientOfKey.get(header('consumerKey') ?? ''))
      : { ok: false as const, reason: 'unknown' as const };
    if ('ok' in result)
      return fail(401, result.reason === 'expired' ? 'expired refresh_token' : 'unknown or revoked refresh_token');
    // The browser's sign-in is active now, from there (the devices and sign-ins list).
    identity?.signIns?.refreshed(result.access_token, { userAgent, address: clientIp });
    return ok(result);
  },
};
