import type { CoreServices } from '../../lib/feature';
import type { ProfileApi } from './api';

/** What the profile sagas take from the saga context. */
export interface ProfileServices extends CoreServices {
  profileApi: ProfileApi;
}
