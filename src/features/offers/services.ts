import type { OffersApi } from './api';
import type { CoreServices } from '../../lib/feature';

/** What the offers sagas take from the saga context. */
export interface OffersServices extends CoreServices {
  offersApi: OffersApi;
}
