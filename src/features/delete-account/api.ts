import type { ApiClient, ApiResult } from '../../api/client';
import type { Market } from '../../generated/types/market';

/** The calls of the delete-account page; tests give the saga context a fake. */
export interface DeleteAccountApi {
  /** The owner's email, which the owner types to confirm (profile-lite: the page needs no vehicles). */
  email(): Promise<ApiResult<string>>;
  /** DELETE, no body; 204 is success. The service removes everything of the owner and ends every session. */
  deleteAccount(): Promise<ApiResult<unknown>>;
}

export function createDeleteAccountApi(client: ApiClient, market: Market): DeleteAccountApi {
  return {
    email: async () => {
      const r = await client.call('profileLite', { query: { locale: market.languageRegionCode, country: market.threeLetterCountryCode } });
      return r.kind === 'ok' ? { kind: 'ok', status: r.status, data: r.data.value.profile.email } : r;
    },
    deleteAccount: () => client.call('deleteAccount'),
  };
}
