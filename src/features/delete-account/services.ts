import type { CoreServices } from '../../lib/feature';
import type { DeleteAccountApi } from './api';

/** What the delete-account sagas take from the saga context. */
export interface DeleteAccountServices extends CoreServices {
  deleteAccountApi: DeleteAccountApi;
}
