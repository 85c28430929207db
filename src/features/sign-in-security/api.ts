import type { ApiClient, ApiResult } from '../../api/client';
import { loadProfileField } from '../../api/owner-calls';
import type { MfaOptionType, MfaOptionsResponse } from '../../generated/types/api/owner';
import type { Market } from '../../generated/types/market';

/** The calls of the sign-in and security page; tests give the saga context a fake. */
export interface SecurityApi {
  /** The owner's email (profile-lite: the page needs no vehicles). */
  email(): Promise<ApiResult<string>>;
  mfaOptions(): Promise<ApiResult<MfaOptionsResponse>>;
  /** Spec 001 §7: DELETE with optionType in the query; 204 is success. */
  removeOption(type: MfaOptionType): Promise<ApiResult<unknown>>;
  /** Spec 001 §7: the user-level flag, sent as the text true or false. */
  setUserLevel(value: boolean): Promise<ApiResult<unknown>>;
}

export function createSecurityApi(client: ApiClient, market: Market): SecurityApi {
  return {
    email: () => loadProfileField(client, market, 'email'),
    mfaOptions: () => client.call('mfaOptions', {}),
    removeOption: (optionType) => client.call('removeMfaOption', { query: { optionType } }),
    setUserLevel: (value) => client.call('updateMfaUserLevel', { body: { userRequiresMFA: value ? 'true' : 'false' } }),
  };
}
