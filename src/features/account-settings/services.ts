import type { SettingsApi } from './api';
import type { CoreServices } from '../../lib/feature';

/** What the account settings sagas take from the saga context. */
export interface SettingsServices extends CoreServices {
  settingsApi: SettingsApi;
}
