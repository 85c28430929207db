import type { ApiClient, ApiResult } from '../../api/client';
import { loadProfileLite } from '../../api/owner-calls';
import { privacyCalls, type EcpChoices } from '../../api/privacy-calls';
import type { MessagesResponse, PrivacyPreferenceUpdate, Profile } from '../../generated/types/api/owner';
import type { Market } from '../../generated/types/market';

/** The calls of the communication pages; tests give the saga context a fake. */
export interface CommunicationApi {
  loadProfile(): Promise<ApiResult<Profile>>;
  /** The communication preference page: the market's privacy call (market.privacyApi). */
  savePreferences(items: PrivacyPreferenceUpdate[], where: { webview: boolean }): Promise<ApiResult<unknown>>;
  /** The email preference page: the marketing ECP call. */
  saveEmailPreferences(choices: EcpChoices): Promise<ApiResult<unknown>>;
  messages(): Promise<ApiResult<MessagesResponse>>;
  markRead(id: string): Promise<ApiResult<unknown>>;
}

export function createCommunicationApi(client: ApiClient, market: Market): CommunicationApi {
  const privacy = privacyCalls(client, market);
  return {
    loadProfile: () => loadProfileLite(client, market),
    savePreferences: (items, where) => privacy.savePreferences(items, where),
    saveEmailPreferences: (choices) => privacy.saveEcpPreferences(choices),
    messages: () => client.call('messages'),
    markRead: (id) => client.call('markMessageRead', { params: { id } }),
  };
}
