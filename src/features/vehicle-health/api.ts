import type { ApiClient, ApiResult } from '../../api/client';
import type { PrognosticsResponse, VehicleStatusResponse } from '../../generated/types/api/owner';

/** The calls of the vehicle status and health page; tests give the saga context a fake. */
export interface VehicleHealthApi {
  /**
   * What a connected vehicle of the owner's garage last reported (the vin header; cached for a minute). 404: not in
   * this owner's garage, or connected but not reported yet; 409: not connected.
   */
  status(vin: string): Promise<ApiResult<VehicleStatusResponse>>;
  /** The vehicle's health from its diagnostics (prognostics); refused as status() is. */
  prognostics(vin: string): Promise<ApiResult<PrognosticsResponse>>;
}

export function createVehicleHealthApi(client: ApiClient): VehicleHealthApi {
  return {
    status: (vin) => client.call('vehicleStatus', { headers: { vin } }),
    prognostics: (vin) => client.call('prognostics', { headers: { vin } }),
  };
}
