import type { ApiClient, ApiResult } from '../../api/client';
import { loadProfileField } from '../../api/owner-calls';
import type { EmailChangeResponse } from '../../generated/types/api/owner';
import type { Market } from '../../generated/types/market';

export interface EmailApi {
  currentEmail(): Promise<ApiResult<string>>;
  requestChange(newEmail: string): Promise<ApiResult<EmailChangeResponse>>;
  confirmChange(code: string): Promise<ApiResult<EmailChangeResponse>>;
}

export function createEmailApi(client: ApiClient, market: Market): EmailApi {
  return {
    currentEmail: () => loadProfileField(client, market, 'email'),
    requestChange: (newEmail) => client.call('requestEmailChange', { body: { newEmail } }),
    confirmChange: (code) => client.call('confirmEmailChange', { body: { code } }),
  };
}
