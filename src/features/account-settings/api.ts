import type { ApiClient, ApiResult } from '../../api/client';
import { loadProfileLite, localeCountry } from '../../api/owner-calls';
import type { AddressRequest, PersonalInfoRequest, Profile, UserUpdateResponse } from '../../generated/types/api/owner';
import type { Market } from '../../generated/types/market';

/** The calls the sections of markets/forms/account-settings.json save with (their `endpoint`). */
export type SectionEndpoint = 'updateUserInfo' | 'updateAddress';

/** The calls of the account settings page; tests give the saga context a fake. */
export interface SettingsApi {
  profile(): Promise<ApiResult<Profile>>;
  /**
   * A section's save: PUT update-user-info or POST update-user-address (001 §7), query locale and country. The body
   * is built from the definition's section (the generator checks each sent field against the call's body schema).
   */
  save(endpoint: SectionEndpoint, body: Record<string, string>): Promise<ApiResult<UserUpdateResponse>>;
}

/** The body as its call types it: the generator checked each field the section sends against the call's body schema. */
const asBody = <T>(body: Record<string, string>) => body as unknown as T;

export function createSettingsApi(client: ApiClient, market: Market): SettingsApi {
  const query = localeCountry(market);
  return {
    profile: () => loadProfileLite(client, market),
    save: (endpoint, body) =>
      endpoint === 'updateUserInfo'
        ? client.call('updateUserInfo', { query, body: asBody<PersonalInfoRequest>(body) })
        : client.call('updateAddress', { query, body: asBody<AddressRequest>(body) }),
  };
}
