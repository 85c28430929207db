import type { ApiClient, ApiResult } from '../../api/client';
import type { RecallsResponse } from '../../generated/types/api/owner';

/** The calls of the safety-recalls page; tests give the saga context a fake. */
export interface RecallsApi {
  /**
   * The recalls of one vehicle of the owner's garage (the vin header; cached by the client for its default time).
   * 404: the vehicle is not in this owner's garage.
   */
  recalls(vin: string): Promise<ApiResult<RecallsResponse>>;
}

export function createRecallsApi(client: ApiClient): RecallsApi {
  return {
    recalls: (vin) => client.call('recalls', { headers: { vin } }),
  };
}
