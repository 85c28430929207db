import type { DeleteAccountApi } from './api';
import type { CoreServices } from '../../lib/feature';

/** What the delete-account sagas take from the saga context. */
export interface DeleteAccountServices extends CoreServices {
  deleteAccountApi: DeleteAccountApi;
}
