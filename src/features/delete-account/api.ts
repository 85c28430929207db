import type { ApiClient, ApiResult } from '../../api/client';
import { loadProfileField } from '../../api/owner-calls';
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
    email: () => loadProfileField(client, market, 'email'),
    deleteAccount: () => client.call('deleteAccount'),
  };
}
