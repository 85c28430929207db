import { put, takeEvery, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../../api/saga-call';
import { serviceGetter } from '../../../lib/feature';
import type { DeletedVehiclesServices } from '../services';
import {
  removedFailed,
  removedLoaded,
  removedRequested,
  restoreFailed,
  restoreRequested,
  vehicleRestored,
} from '../slice';

const service = serviceGetter<DeletedVehiclesServices>();

/** The vehicles the owner can still restore; a failure is shown with a retry (offline: asked again once back). */
export function* loadRemoved() {
  const api = yield* service('deletedVehiclesApi');
  const result = yield* callApi(() => api.removed());
  if (result.kind === 'ok') yield put(removedLoaded(result.data.vehicles));
  else if (result.kind !== 'unauthorized')
    yield put(removedFailed({ offline: 'offline' in result && result.offline === true }));
}

/**
 * Restores one vehicle into the garage. 409: it is in a garage again (another account's: it cannot come back
 * here); 404: its restore period ended; any other failure: try again.
 */
export function* restoreVehicle({ payload: { vin } }: ReturnType<typeof restoreRequested>) {
  const api = yield* service('deletedVehiclesApi');
  const result = yield* callApi(() => api.restore(vin));
  if (result.kind === 'ok') yield put(vehicleRestored(result.data.data));
  else if (result.kind === 'unauthorized') return;
  else if (result.status === 409)
    yield put(
      restoreFailed({
        vin,
        error: /your garage/i.test(result.message) ? 'garage.duplicate' : 'garage.taken',
        gone: true,
      }),
    );
  else if (result.status === 404) yield put(restoreFailed({ vin, error: 'removed.expired', gone: true }));
  else yield put(restoreFailed({ vin, error: 'garage.failed', gone: false }));
}

export function* watchDeletedVehicles() {
  yield takeLatest(removedRequested.type, loadRemoved);
  yield takeEvery(restoreRequested.type, restoreVehicle);
}
