import type { ApiClient, ApiResult } from '../../api/client';
import type { AddressRequest, PersonalInfoRequest, Profile, UserUpdateResponse } from '../../generated/types/api/owner';
import type { Market } from '../../generated/types/market';

/** The calls of the account settings page; tests give the saga context a fake. */
export interface SettingsApi {
  profile(): Promise<ApiResult<Profile>>;
  /** PUT update-user-info (001 §7), query locale and country. */
  updateUserInfo(body: PersonalInfoRequest): Promise<ApiResult<UserUpdateResponse>>;
  /** POST update-user-address (001 §7), query locale and country. */
  updateAddress(body: AddressRequest): Promise<ApiResult<UserUpdateResponse>>;
}

export function createSettingsApi(client: ApiClient, market: Market): SettingsApi {
  const query = { locale: market.languageRegionCode, country: market.threeLetterCountryCode };
  return {
    profile: async () => {
      const r = await client.call('profileLite', { query });
      return r.kind === 'ok' ? { kind: 'ok', status: r.status, data: r.data.value.profile } : r;
    },
    updateUserInfo: (body) => client.call('updateUserInfo', { query, body }),
    updateAddress: (body) => client.call('updateAddress', { query, body }),
  };
}
