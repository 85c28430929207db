import type { VehicleOrdersApi } from './api';
import type { DocumentResponse } from '../../generated/types/api/owner';
import type { CoreServices } from '../../lib/feature';

/** What the vehicle-orders sagas take from the saga context; tests give fakes. */
export interface VehicleOrdersServices extends CoreServices {
  vehicleOrdersApi: VehicleOrdersApi;
  /** Hands a document answer to the browser as a download (document-file.ts saveDocument); a fake in tests. */
  saveVehicleOrderDocument: (doc: DocumentResponse) => void;
}
