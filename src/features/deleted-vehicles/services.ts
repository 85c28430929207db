import type { DeletedVehiclesApi } from './api';
import type { CoreServices } from '../../lib/feature';

/** What the recently removed vehicles sagas take from the saga context. */
export interface DeletedVehiclesServices extends CoreServices {
  deletedVehiclesApi: DeletedVehiclesApi;
}
