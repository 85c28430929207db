import type { ApiClient, ApiResult } from '../../api/client';
import type { TermsConsentsResponse } from '../../generated/types/api/owner';

/** The terms and consents calls; tests give the saga context a fake. */
export interface TermsApi {
  /** Every version the owner accepted, the most recent first. */
  consents(): Promise<ApiResult<TermsConsentsResponse>>;
  /** Accepts a document's current version (409 for another); the answer is the whole list. */
  accept(documentId: string, version: string): Promise<ApiResult<TermsConsentsResponse>>;
}

export function createTermsApi(client: ApiClient): TermsApi {
  return {
    consents: () => client.call('termsConsents'),
    accept: (documentId, version) => client.call('acceptTerms', { body: { documentId, version } }),
  };
}
