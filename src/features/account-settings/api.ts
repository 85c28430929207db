import type { ApiClient, ApiResult } from '../../api/client';
import { loadProfileLite, localeCountry } from '../../api/owner-calls';
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
  const query = localeCountry(market);
  return {
    profile: () => loadProfileLite(client, market),
    updateUserInfo: (body) => client.call('updateUserInfo', { query, body }),
    updateAddress: (body) => client.call('updateAddress', { query, body }),
  };
}
