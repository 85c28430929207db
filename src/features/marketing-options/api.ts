import type { ApiClient, ApiResult } from '../../api/client';
import { loadProfileLite, localeCountry, savePrivacyPreferences } from '../../api/owner-calls';
import type {
  PersonalInfoRequest,
  PrivacyPreferenceUpdate,
  Profile,
  UserUpdateResponse,
} from '../../generated/types/api/owner';
import type { Market } from '../../generated/types/market';

/** The calls of the marketing options pages; tests give the saga context a fake. */
export interface MarketingApi {
  /** The profile (lite), cached 3 minutes by the client and evicted by the updates. */
  loadProfile(): Promise<ApiResult<Profile>>;
  /** Spec 000 §7: countryCode upper-case three letters, one item per option. */
  savePreferences(items: PrivacyPreferenceUpdate[]): Promise<ApiResult<unknown>>;
  /** Spec 000 §7: the user service answers status, httpStatus and error.message. */
  updatePersonalInfo(body: PersonalInfoRequest): Promise<ApiResult<UserUpdateResponse>>;
}

export function createMarketingApi(client: ApiClient, market: Market): MarketingApi {
  const query = localeCountry(market);
  return {
    loadProfile: () => loadProfileLite(client, market),
    savePreferences: (items) => savePrivacyPreferences(client, market, items),
    updatePersonalInfo: (body) => client.call('updateUserInfo', { query, body }),
  };
}
