import type { ApiClient, ApiResult } from './client';
import type { Profile } from '../generated/types/api/owner';
import type { Market } from '../generated/types/market';
import { localeCountry } from '../lib/market/market-query-values';

type CallMarket = Pick<Market, 'languageRegionCode' | 'threeLetterCountryCode'>;

export { localeCountry } from '../lib/market/market-query-values';

/** The owner's profile without vehicles (profile-lite), cached by the client like the full profile. */
export async function loadProfileLite(client: ApiClient, market: CallMarket): Promise<ApiResult<Profile>> {
  const r = await client.call('profileLite', { query: localeCountry(market) });
  return r.kind === 'ok' ? { kind: 'ok', status: r.status, data: r.data.value.profile } : r;
}

/** One field of the profile (e.g. the email) as the result of its own call. */
export async function loadProfileField<K extends keyof Profile>(
  client: ApiClient,
  market: CallMarket,
  field: K,
): Promise<ApiResult<Profile[K]>> {
  const r = await loadProfileLite(client, market);
  return r.kind === 'ok' ? { kind: 'ok', status: r.status, data: r.data[field] } : r;
}
