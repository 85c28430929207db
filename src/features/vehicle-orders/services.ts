import type { OrderDealerApi, VehicleOrdersApi } from './api';
import type { DocumentResponse } from '../../generated/types/api/owner';
import type { CoreServices } from '../../lib/feature';
import type { BotCheckServices } from '../../lib/scripts/bot-check';

/** What the vehicle-orders sagas take from the saga context; tests give fakes. */
export interface VehicleOrdersServices extends CoreServices, BotCheckServices {
  vehicleOrdersApi: VehicleOrdersApi;
  /** The selling dealer of the status page's order (the dealer service's nvcDealers call). */
  orderDealerApi: OrderDealerApi;
  /** Hands a document answer to the browser as a download (document-file.ts saveDocument); a fake in tests. */
  saveVehicleOrderDocument: (doc: DocumentResponse) => void;
}
