import { all, call, put, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../../api/saga-call';
import { serviceGetter } from '../../../lib/feature';
import type { ProfileServices } from '../services';
import { connectedStatusFound, profileFailed, profileLoaded, profileRequested } from '../slice';

const service = serviceGetter<ProfileServices>();

export const UNAUTHORIZED = 'unauthorized';

/** Spec 002 §4: a vehicle whose vehicle-type call fails is not connected. */
export function* loadConnectedStatus(vin: string) {
  const api = yield* service('profileApi');
  const result = yield* callApi(() => api.vehicleType(vin));
  yield put(connectedStatusFound({ vin, isConnected: result.kind === 'ok' && result.data.isConnected === true }));
}

/** Profile with vehicles (cached 3 minutes by the client), then each vehicle's connected status. */
export function* loadProfile() {
  const api = yield* service('profileApi');
  const result = yield* callApi(() => api.loadProfile());
  if (result.kind === 'ok') {
    yield put(profileLoaded(result.data));
    yield all(result.data.vehicles.map((v) => call(loadConnectedStatus, v.vin)));
  } else {
    // The 401 rule (sign-in, or not in webview) was applied by callApi; the state only records the failure.
    yield put(profileFailed(result.kind === 'unauthorized' ? UNAUTHORIZED : result.message));
  }
}

// takeLatest: a newer request (market switch, retry) supersedes one still in flight.
export function* watchLoadProfile() {
  yield takeLatest(profileRequested.type, loadProfile);
}
