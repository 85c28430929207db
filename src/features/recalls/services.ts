import type { RecallsApi } from './api';
import type { CoreServices } from '../../lib/feature';

/** What the recalls sagas take from the saga context. */
export interface RecallsServices extends CoreServices {
  recallsApi: RecallsApi;
}
