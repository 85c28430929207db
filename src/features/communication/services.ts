import type { CommunicationApi } from './api';
import type { CoreServices } from '../../lib/feature';

/** What the communication sagas take from the saga context; tests give fakes. */
export interface CommunicationServices extends CoreServices {
  communicationApi: CommunicationApi;
}
