import { brands } from '../../generated/site';
import type { Profile, Vehicle } from '../../generated/types/api/owner';
import type { BrandId, Market } from '../../generated/types/market';
import type { ApiClient, ApiResult } from '../../api/client';

/** Spec 001 §8: a profile answer without `value` is an error, not an empty profile. */
export const INVALID_PROFILE_RESPONSE = 'invalid profile response';

export interface ProfileData {
  profile: Profile;
  /** Only the vehicles of the market's brand. */
  vehicles: Vehicle[];
}

/** The make codes of a brand, from markets/brands.json (product → F, lincoln → L; M belongs to neither). */
export function brandMakeCodes(brand: BrandId): readonly string[] {
  return brands.find((b) => b.id === brand)?.makeCodes ?? [];
}

/** Spec 001 §3.5, §6: brand partitions the data, so other brands' vehicles never reach the state. */
export function vehiclesOfBrand(vehicles: readonly Vehicle[], brand: BrandId): Vehicle[] {
  const codes = brandMakeCodes(brand);
  return vehicles.filter((v) => codes.includes(v.make));
}

export async function loadProfile(
  client: ApiClient,
  market: Pick<Market, 'languageRegionCode' | 'threeLetterCountryCode' | 'brand'>,
): Promise<ApiResult<ProfileData>> {
  const result = await client.call('profile', {
    query: { locale: market.languageRegionCode, country: market.threeLetterCountryCode },
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
    data: { profile, vehicles: vehiclesOfBrand(Array.isArray(vehicles) ? vehicles : [], market.brand) },
  };
}
