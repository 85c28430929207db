import type { SecurityApi, SignInsApi } from './api';
import type { CoreServices } from '../../lib/feature';

/** What the sign-in and security sagas take from the saga context. */
export interface SecurityServices extends CoreServices {
  securityApi: SecurityApi;
  signInsApi: SignInsApi;
}
