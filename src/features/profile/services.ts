import type { ProfileApi } from './api';
import type { CoreServices } from '../../lib/feature';

/** What the profile sagas take from the saga context. */
export interface ProfileServices extends CoreServices {
  profileApi: ProfileApi;
}
