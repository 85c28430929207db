import type { ApiClient, ApiResult } from '../../api/client';
import { localeCountry } from '../../api/owner-calls';
import type { Profile, Vehicle } from '../../generated/types/api/owner';
import type { Brand } from '../../generated/types/brand';
import type { Market } from '../../generated/types/market';
import { brandMakeCodes, vehiclesOfBrand } from '../../lib/market/brand-vehicles';

/** Spec 001 §8: a profile answer without `value` is an error, not an empty profile. */
export const INVALID_PROFILE_RESPONSE = 'invalid profile response';

export interface ProfileData {
  profile: Profile;
  /** Only the vehicles of the market's brand. */
  vehicles: Vehicle[];
}

export { brandMakeCodes, vehiclesOfBrand };

export async function loadProfile(
  client: ApiClient,
  market: Pick<Market, 'languageRegionCode' | 'threeLetterCountryCode' | 'brand'>,
  brands: readonly Brand[],
): Promise<ApiResult<ProfileData>> {
  const result = await client.call('profile', {
    query: localeCountry(market),
  });
  if (result.kind !== 'ok') return result;
  // The type says value is always there; the spec says the service sometimes leaves it out.
  const raw: unknown = result.data;
  const value = raw && typeof raw === 'object' && 'value' in raw ? raw.value : undefined;
  if (!value || typeof value !== 'object' || !('profile' in value) || !value.profile) {
    return { kind: 'error', status: result.status, message: INVALID_PROFILE_RESPONSE, body: result.data };
  }
  const { profile, vehicles } = result.data.value;
  return {
    kind: 'ok',
    status: result.status,
    data: { profile, vehicles: vehiclesOfBrand(Array.isArray(vehicles) ? vehicles : [], market.brand, brands) },
  };
}
