import type { VehicleHealthApi } from './api';
import type { CoreServices } from '../../lib/feature';

/** What the vehicle health sagas take from the saga context. */
export interface VehicleHealthServices extends CoreServices {
  vehicleHealthApi: VehicleHealthApi;
}
