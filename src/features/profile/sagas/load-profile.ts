import { all, call, put, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../../api/saga-call';
import { serviceGetter } from '../../../lib/feature';
import type { ProfileServices } from '../services';
import { connectedStatusFound, profileFailed, profileLoaded, profileRequested, recallSummaryFound } from '../slice';

const service = serviceGetter<ProfileServices>();

export const UNAUTHORIZED = 'unauthorized';

/** Spec 002 §4: a vehicle whose vehicle-type call fails is not connected. */
export function* loadConnectedStatus(vin: string) {
  const api = yield* service('profileApi');
  const result = yield* callApi(() => api.vehicleType(vin));
  yield put(connectedStatusFound({ vin, isConnected: result.kind === 'ok' && result.data.isConnected === true }));
}

/**
 * A vehicle's open safety recalls (open or with a repair booked: not remedied yet), for its card. A failed call says
 * so on the card; a 401 leaves for sign-in (callApi) like any other.
 */
export function* loadRecallSummary(vin: string) {
  const api = yield* service('profileApi');
  const result = yield* callApi(() => api.recalls(vin));
  yield put(
    recallSummaryFound({
      vin,
      summary:
        result.kind === 'ok'
          ? {
              status: 'loaded',
              open: result.data.recalls.filter((r) => r.status === 'open' || r.status === 'scheduled').length,
              checkedAt: result.data.checkedAt,
            }
          : { status: 'failed' },
    }),
  );
}

/**
 * Profile with vehicles (cached 3 minutes by the client), then for every vehicle at once its connected status and its
 * recalls: one call each, side by side.
 */
export function* loadProfile() {
  const api = yield* service('profileApi');
  const result = yield* callApi(() => api.loadProfile());
  if (result.kind === 'ok') {
    yield put(profileLoaded(result.data));
    yield all(result.data.vehicles.flatMap((v) => [call(loadConnectedStatus, v.vin), call(loadRecallSummary, v.vin)]));
  } else {
    // The 401 rule (sign-in, or not in webview) was applied by callApi; the state only records the failure.
    yield put(profileFailed(result.kind === 'unauthorized' ? UNAUTHORIZED : result.message));
  }
}

// takeLatest: a newer request (market switch, retry) supersedes one still in flight.
export function* watchLoadProfile() {
  yield takeLatest(profileRequested.type, loadProfile);
}
