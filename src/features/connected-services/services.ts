import type { SubscriptionsApi } from './api';
import type { ApiResult } from '../../api/client';
import type { Vehicle } from '../../generated/types/api/owner';
import type { CoreServices } from '../../lib/feature';

/** What the connected-services sagas take from the saga context; tests give fakes. */
export interface ConnectedServicesServices extends CoreServices {
  /** The owner's vehicles of this brand (the profile call, cached 3 minutes by the client). */
  connectedGarage: () => Promise<ApiResult<Vehicle[]>>;
  subscriptionsApi: SubscriptionsApi;
}
