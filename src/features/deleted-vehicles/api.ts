import type { ApiClient, ApiResult } from '../../api/client';
import type { DeletedVehiclesResponse, VehicleResponse } from '../../generated/types/api/owner';

/** The calls of the recently removed vehicles page; tests give the saga context a fake. */
export interface DeletedVehiclesApi {
  /** The vehicles the owner removed that can still be restored (site.json garage.restoreWithinDays). */
  removed(): Promise<ApiResult<DeletedVehiclesResponse>>;
  /**
   * Restores one into the garage as it was; the answer is the vehicle. 404: no longer restorable; 409: in a garage
   * again (another account's, or this one's). It evicts the cached profile.
   */
  restore(vin: string): Promise<ApiResult<VehicleResponse>>;
}

export function createDeletedVehiclesApi(client: ApiClient): DeletedVehiclesApi {
  return {
    removed: () => client.call('deletedVehicles', {}),
    restore: (vin) => client.call('addDeletedVehicle', { headers: { vin } }),
  };
}
