import type { ApiClient, ApiResult } from '../../api/client';
import type { ConnectedService, SubscriptionsResponse } from '../../generated/types/api/owner';

export type ServiceId = ConnectedService['serviceId'];

/** The subscriptions data calls of the connected-services page; tests give the saga context a fake. */
export interface SubscriptionsApi {
  /**
   * The connected services of a vehicle of the owner's garage (the vin header; cached by the client). 404: not in
   * this owner's garage; 409: not connected.
   */
  services(vin: string): Promise<ApiResult<SubscriptionsResponse>>;
  /** Switches one on or off; the answer is the service as it now stands. 409: expired, or not switchable here. */
  switchService(vin: string, serviceId: ServiceId, enabled: boolean): Promise<ApiResult<ConnectedService>>;
}

export function createSubscriptionsApi(client: ApiClient): SubscriptionsApi {
  return {
    services: (vin) => client.call('subscriptions', { headers: { vin } }),
    switchService: (vin, serviceId, enabled) =>
      client.call('switchConnectedService', { params: { serviceId }, headers: { vin }, body: { enabled } }),
  };
}
