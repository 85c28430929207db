import type { CoreServices } from '../../lib/feature';
import type { SecurityApi } from './api';

/** What the sign-in and security sagas take from the saga context. */
export interface SecurityServices extends CoreServices {
  securityApi: SecurityApi;
}
