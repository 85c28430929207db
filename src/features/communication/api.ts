import type { ApiClient, ApiResult } from '../../api/client';
import type { MessagesResponse, PrivacyPreferenceUpdate, Profile } from '../../generated/types/api/owner';
import type { Market } from '../../generated/types/market';

/** The calls of the communication pages; tests give the saga context a fake. */
export interface CommunicationApi {
  loadProfile(): Promise<ApiResult<Profile>>;
  savePreferences(items: PrivacyPreferenceUpdate[]): Promise<ApiResult<unknown>>;
  messages(): Promise<ApiResult<MessagesResponse>>;
  markRead(id: string): Promise<ApiResult<unknown>>;
}

export function createCommunicationApi(client: ApiClient, market: Market): CommunicationApi {
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
    messages: () => client.call('messages'),
    markRead: (id) => client.call('markMessageRead', { params: { id } }),
  };
}
