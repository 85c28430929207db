import { put, takeLeading } from 'redux-saga/effects';
import type { ApiResult } from '../../../api/client';
import { callApi } from '../../../api/saga-call';
import { trackRequested } from '../../../lib/events/analytics';
import { notify } from '../../../lib/events/notification';
import { serviceGetter } from '../../../lib/feature';
import type { TextKey } from '../../../lib/texts/text-key';
import { isValidVin, normaliseVin } from '../../../lib/vehicles/vin';
import type { ProfileServices } from '../services';
import {
  garageDone,
  garageFailed,
  profileRequested,
  vehicleAddRequested,
  vehicleRemoveRequested,
  vehicleRenameRequested,
} from '../slice';

const service = serviceGetter<ProfileServices>();

/** Why a change failed, as a text key: the service's 409s say whose vehicle it is. */
export function garageErrorKey(result: ApiResult<unknown>): TextKey {
  if (result.kind !== 'error') return 'garage.failed';
  if (result.status === 409) return /another account/.test(result.message) ? 'garage.taken' : 'garage.duplicate';
  if (result.status === 400) return 'garage.vinInvalid';
  return 'garage.failed';
}

/**
 * One change to the garage: the call (the one 401 rule applies), then on success a notification and the
 * profile again (the client evicted it), on failure the reason next to the form. A 401 leaves for sign-in.
 */
function* change(request: () => Promise<ApiResult<unknown>>, doneKey: TextKey) {
  const result = yield* callApi(request);
  if (result.kind === 'ok') {
    yield put(garageDone());
    yield put(notify({ type: 'success', messageKey: doneKey }));
    yield put(profileRequested());
    return true;
  }
  yield put(result.kind === 'unauthorized' ? garageDone() : garageFailed(garageErrorKey(result)));
  return false;
}

/** A new attempt starts afresh: the last one's banner would read as this one's outcome. */
const clearOutcome = () => put(notify({ type: 'none', messageKey: '' }));

export function* addVehicle({ payload }: ReturnType<typeof vehicleAddRequested>) {
  const api = yield* service('profileApi');
  yield clearOutcome();
  const vin = normaliseVin(payload.vin);
  // Checked before sending (spec 001 §9): a wrong VIN never reaches the service.
  if (!isValidVin(vin)) {
    yield put(garageFailed('garage.vinInvalid'));
    return;
  }
  const nickname = payload.nickname?.trim() || undefined;
  const added = yield* change(() => api.addVehicle(vin, nickname), 'garage.added');
  if (added) yield put(trackRequested({ event: 'vehicleAdded' }));
}

export function* renameVehicle({ payload }: ReturnType<typeof vehicleRenameRequested>) {
  const api = yield* service('profileApi');
  yield clearOutcome();
  const nickName = payload.nickName.trim();
  if (nickName === '') {
    yield put(garageFailed('garage.nicknameEmpty'));
    return;
  }
  yield* change(() => api.renameVehicle(payload.vin, nickName), 'garage.renamed');
}

export function* removeVehicle({ payload }: ReturnType<typeof vehicleRemoveRequested>) {
  const api = yield* service('profileApi');
  yield clearOutcome();
  yield* change(() => api.removeVehicle(payload.vin), 'garage.removed');
}

export function* watchGarage() {
  yield takeLeading(vehicleAddRequested.type, addVehicle);
  yield takeLeading(vehicleRenameRequested.type, renameVehicle);
  yield takeLeading(vehicleRemoveRequested.type, removeVehicle);
}
