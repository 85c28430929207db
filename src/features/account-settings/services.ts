import type { CoreServices } from '../../lib/feature';
import type { SettingsApi } from './api';

/** What the account settings sagas take from the saga context. */
export interface SettingsServices extends CoreServices {
  settingsApi: SettingsApi;
}
