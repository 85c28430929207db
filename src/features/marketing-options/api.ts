import type { ApiClient, ApiResult } from '../../api/client';
import type { PersonalInfoRequest, PrivacyPreferenceUpdate, Profile, UserUpdateResponse } from '../../generated/types/api/owner';
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
  const query = { locale: market.languageRegionCode, country: market.threeLetterCountryCode };
  return {
    loadProfile: async () => {
      const r = await client.call('profileLite', { query });
      return r.kind === 'ok' ? { kind: 'ok', data: r.data.value.profile, status: r.status } : r;
    },
    savePreferences: async ([first, ...rest]) => {
      if (!first) return { kind: 'error', status: 0, message: 'no option to save' };
      return client.call('updatePrivacyPreferences', {
        body: { countryCode: market.threeLetterCountryCode.toUpperCase(), privacyPreferences: [first, ...rest] },
      });
    },
    updatePersonalInfo: (body) => client.call('updateUserInfo', { query, body }),
  };
}
