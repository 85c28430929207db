import type { ApiClient, ApiResult } from '../../api/client';
import type { EmailChangeResponse } from '../../generated/types/api/owner';

export interface EmailApi {
  currentEmail(): Promise<ApiResult<string>>;
  requestChange(newEmail: string): Promise<ApiResult<EmailChangeResponse>>;
  confirmChange(code: string): Promise<ApiResult<EmailChangeResponse>>;
}

export function createEmailApi(client: ApiClient, query: { locale: string; country: string }): EmailApi {
  return {
    currentEmail: async () => {
      const r = await client.call('profileLite', { query });
      return r.kind === 'ok' ? { kind: 'ok', status: r.status, data: r.data.value.profile.email } : r;
    },
    requestChange: (newEmail) => client.call('requestEmailChange', { body: { newEmail } }),
    confirmChange: (code) => client.call('confirmEmailChange', { body: { code } }),
  };
}
