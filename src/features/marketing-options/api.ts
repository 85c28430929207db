import type { ApiClient, ApiResult } from '../../api/client';
import { loadProfileLite, localeCountry } from '../../api/owner-calls';
import { privacyCalls } from '../../api/privacy-calls';
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
  /** Spec 000 §7: one item per option, through the market's privacy call (market.privacyApi). */
  savePreferences(items: PrivacyPreferenceUpdate[], where: { webview: boolean }): Promise<ApiResult<unknown>>;
  /** The image markets' consent to the use of the owner's photos and images: a preference with its own call. */
  saveImageConsent(consent: 0 | 1): Promise<ApiResult<unknown>>;
  /** Spec 000 §7: the user service answers status, httpStatus and error.message. */
  updatePersonalInfo(body: PersonalInfoRequest): Promise<ApiResult<UserUpdateResponse>>;
}

export function createMarketingApi(client: ApiClient, market: Market): MarketingApi {
  const query = localeCountry(market);
  const privacy = privacyCalls(client, market);
  return {
    loadProfile: () => loadProfileLite(client, market),
    savePreferences: (items, where) => privacy.savePreferences(items, where),
    saveImageConsent: (consent) => privacy.saveImageConsent(consent),
    updatePersonalInfo: (body) => client.call('updateUserInfo', { query, body }),
  };
}
