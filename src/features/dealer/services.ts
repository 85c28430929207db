import type { DealerApi } from './api';
import type { CoreServices } from '../../lib/feature';

/** What the dealer sagas take from the saga context; tests give fakes. */
export interface PreferredDealerServices extends CoreServices {
  dealerApi: DealerApi;
}
