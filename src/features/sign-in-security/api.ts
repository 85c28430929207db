import type { ApiClient, ApiResult } from '../../api/client';
import { loadProfileField } from '../../api/owner-calls';
import type {
  MfaOptionsResponse,
  MfaOptionType,
  Passkey,
  RecoveryCodesResponse,
  RecoveryCodesStatus,
  SignInsResponse,
} from '../../generated/types/api/owner';
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
  /** The owner's name for one passkey (trimmed, 1-60 characters); answers the passkey as it is now. */
  renamePasskey(id: string, name: string): Promise<ApiResult<Passkey>>;
  /** How many recovery codes the owner's set has and how many are left: never the codes. */
  recoveryCodes(): Promise<ApiResult<RecoveryCodesStatus>>;
  /** A new set, replacing the old one: the only answer that holds the codes. */
  generateRecoveryCodes(): Promise<ApiResult<RecoveryCodesResponse>>;
}

export function createSecurityApi(client: ApiClient, market: Market): SecurityApi {
  return {
    email: () => loadProfileField(client, market, 'email'),
    mfaOptions: () => client.call('mfaOptions', {}),
    removeOption: (optionType) => client.call('removeMfaOption', { query: { optionType } }),
    setUserLevel: (value) => client.call('updateMfaUserLevel', { body: { userRequiresMFA: value ? 'true' : 'false' } }),
    renamePasskey: (id, name) => client.call('renamePasskey', { params: { id }, body: { name } }),
    recoveryCodes: () => client.call('recoveryCodes', {}),
    generateRecoveryCodes: () => client.call('generateRecoveryCodes', {}),
  };
}

/** The devices and sign-ins calls: each answers the owner's sign-ins as they are after it. */
export interface SignInsApi {
  list(): Promise<ApiResult<SignInsResponse>>;
  /** Signs one other browser out (its session, grants and tokens); 404 once it has ended already. */
  end(id: string): Promise<ApiResult<SignInsResponse>>;
  /** Signs out every browser but this one. */
  endOthers(): Promise<ApiResult<SignInsResponse>>;
}

export function createSignInsApi(client: ApiClient): SignInsApi {
  return {
    list: () => client.call('signIns', {}),
    end: (id) => client.call('endSignIn', { params: { id } }),
    endOthers: () => client.call('endOtherSignIns', {}),
  };
}
