import type { ApiClient, ApiResult } from '../../api/client';
import { loadProfileLite, savePrivacyPreferences } from '../../api/owner-calls';
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
  return {
    loadProfile: () => loadProfileLite(client, market),
    savePreferences: (items) => savePrivacyPreferences(client, market, items),
    messages: () => client.call('messages'),
    markRead: (id) => client.call('markMessageRead', { params: { id } }),
  };
}
