import type { ApiClient, ApiResult } from '../../api/client';
import type { Recall, RecallsResponse } from '../../generated/types/api/owner';

/** The calls of the safety-recalls page; tests give the saga context a fake. */
export interface RecallsApi {
  /**
   * The recalls of one vehicle of the owner's garage (the vin header; cached by the client for its default time).
   * 404: the vehicle is not in this owner's garage.
   */
  recalls(vin: string): Promise<ApiResult<RecallsResponse>>;
  /**
   * Books the free remedy of an open recall with the owner's preferred dealer on `date` (an ISO day of
   * markets/site.json recalls' window); the answer is the recall as it now stands (scheduled). 409: not open, the
   * remedy not available yet, or no preferred dealer (its message says so); 400: a day outside the window.
   * It evicts the cached recalls.
   */
  bookRemedy(vin: string, campaignId: string, date: string): Promise<ApiResult<Recall>>;
  /** Cancels a booked remedy visit: the answer is the recall open again. 409: it was not booked. */
  cancelBooking(vin: string, campaignId: string): Promise<ApiResult<Recall>>;
}

export function createRecallsApi(client: ApiClient): RecallsApi {
  return {
    recalls: (vin) => client.call('recalls', { headers: { vin } }),
    bookRemedy: (vin, campaignId, date) =>
      client.call('bookRecallRemedy', { params: { campaignId }, headers: { vin }, body: { date } }),
    cancelBooking: (vin, campaignId) =>
      client.call('cancelRecallBooking', { params: { campaignId }, headers: { vin } }),
  };
}
