import type { EmailApi } from './api';
import type { CoreServices } from '../../lib/feature';

/** What the change-email sagas take from the saga context; tests give fakes. */
export interface ChangeEmailServices extends CoreServices {
  emailApi: EmailApi;
}
