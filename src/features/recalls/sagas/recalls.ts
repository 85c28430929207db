import { put, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../../api/saga-call';
import { serviceGetter } from '../../../lib/feature';
import type { RecallsServices } from '../services';
import { recallsFailed, recallsInterrupted, recallsLoaded, recallsRequested } from '../slice';

const service = serviceGetter<RecallsServices>();

/** Spec 001 §9: 17 letters and digits, never I, O or Q. Anything else is no vehicle of a garage: nothing is sent. */
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

/**
 * The recalls of the page's VIN. 404: the vehicle is not in this owner's garage; a 401 leaves for sign-in (the one
 * rule, applied by callApi), which brings the owner back to this page; any other failure (offline included, which
 * the offline notice says) is shown with a retry.
 */
export function* loadRecalls({ payload: { vin } }: ReturnType<typeof recallsRequested>) {
  if (!VIN.test(vin)) {
    yield put(recallsFailed({ vin, reason: 'not-in-garage' }));
    return;
  }
  const api = yield* service('recallsApi');
  const result = yield* callApi(() => api.recalls(vin));
  if (result.kind === 'ok')
    yield put(recallsLoaded({ vin, checkedAt: result.data.checkedAt, recalls: result.data.recalls }));
  else if (result.kind === 'unauthorized') yield put(recallsInterrupted({ vin }));
  else if (result.status === 404) yield put(recallsFailed({ vin, reason: 'not-in-garage' }));
  else yield put(recallsFailed({ vin, reason: 'error', offline: 'offline' in result && result.offline === true }));
}

// takeLatest: the page of another VIN (or a retry) supersedes a call still on its way.
export function* watchRecalls() {
  yield takeLatest(recallsRequested.type, loadRecalls);
}
