import { put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { callApi } from '../../../api/saga-call';
import { serviceGetter } from '../../../lib/feature';
import { parseDelinkData } from '../link-data';
import type { DelinkServices } from '../services';
import {
  delinkConfirmed,
  delinkFailed,
  delinkInterrupted,
  delinkOpened,
  delinkRemoved,
  garageFailed,
  linkRead,
  linkRejected,
  vehicleFound,
  vehicleNotInAccount,
  type DelinkState,
} from '../slice';

const service = serviceGetter<DelinkServices>();
const selectState = (s: { ownershipDelinking: DelinkState }) => s.ownershipDelinking;

/**
 * Reads the link (a bad one goes no further: nothing is called), then finds its VIN in the owner's garage. A 401
 * leaves for sign-in (the one rule), coming back to this link.
 */
export function* openDelink({ payload }: ReturnType<typeof delinkOpened>) {
  const parsed = parseDelinkData(payload.data);
  if (!parsed.ok) {
    yield put(linkRejected());
    return;
  }
  yield put(linkRead(parsed.link));
  const api = yield* service('delinkApi');
  const garage = yield* callApi(() => api.garage());
  if (garage.kind === 'unauthorized') return;
  if (garage.kind !== 'ok') {
    yield put(garageFailed());
    return;
  }
  const vehicle = garage.data.find((v) => v.vin === parsed.link.vin);
  yield put(vehicle ? vehicleFound(vehicle) : vehicleNotInAccount());
}

/**
 * Confirmed with a reason: the ownership ends and the vehicle leaves the garage, through the delink call (not the
 * removal: a delinked vehicle is not one to restore). Done: the record; 404: it is no longer there (removed
 * meanwhile), which the page says as such; any other failure keeps the question, with the error. Without a reason
 * the state asked for one and nothing is sent.
 */
export function* confirmDelink() {
  const { vehicle, reason, removing } = (yield select(selectState)) as DelinkState;
  if (!removing || reason === null) return;
  if (!vehicle) {
    yield put(delinkInterrupted());
    return;
  }
  const api = yield* service('delinkApi');
  const result = yield* callApi(() => api.delink(vehicle.vin, reason));
  if (result.kind === 'ok') yield put(delinkRemoved());
  else if (result.kind === 'unauthorized') yield put(delinkInterrupted());
  else if (result.status === 404) yield put(vehicleNotInAccount());
  else yield put(delinkFailed());
}

export function* watchDelink() {
  yield takeLatest(delinkOpened.type, openDelink);
  // takeLeading: a second press while the call is on its way is ignored.
  yield takeLeading(delinkConfirmed.type, confirmDelink);
}
