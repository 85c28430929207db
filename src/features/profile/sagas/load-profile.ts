import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { callApi } from '../../../api/saga-call';
import { serviceGetter } from '../../../lib/feature';
import type { ProfileServices } from '../services';
import {
  connectedStatusFound,
  connectedStatusWanted,
  profileFailed,
  profileLoaded,
  profileRequested,
  recallSummaryFound,
  selectConnected,
  selectVehicles,
  vehicleLinesRequested,
  type VehicleLine,
} from '../slice';

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

const LINE_LOADERS: Record<VehicleLine, (vin: string) => Generator> = {
  connected: loadConnectedStatus,
  recalls: loadRecallSummary,
};

/**
 * The lines a page asked for, of every vehicle of the profile at once: one call per vehicle and line, side by side.
 * A line already on its way is not asked for again (the shortcuts and the dashboard may both want the connected
 * status of the same vehicles).
 */
export function* loadVehicleLines(lines: readonly VehicleLine[], onTheirWay: Set<VehicleLine>) {
  const asked = lines.filter((line) => !onTheirWay.has(line));
  if (asked.length === 0) return;
  for (const line of asked) onTheirWay.add(line);
  try {
    const vehicles = (yield select(selectVehicles)) as ReturnType<typeof selectVehicles>;
    yield all(vehicles.flatMap((v) => asked.map((line) => call(LINE_LOADERS[line], v.vin))));
  } finally {
    for (const line of asked) onTheirWay.delete(line);
  }
}

/**
 * The connected status the shell wants, once the page has settled: the page's own calls and scripts first (on the
 * dashboard, its cards' lines, which answer it). Only when a vehicle's status is still unknown then.
 */
export function* loadConnectedStatusWhenSettled(onTheirWay: Set<VehicleLine>) {
  yield call(yield* service('pageSettled'));
  const vehicles = (yield select(selectVehicles)) as ReturnType<typeof selectVehicles>;
  const connected = (yield select(selectConnected)) as ReturnType<typeof selectConnected>;
  if (vehicles.some((v) => !(v.vin in connected))) yield* loadVehicleLines(['connected'], onTheirWay);
}

/** The profile with the vehicles (cached 3 minutes by the client); what each vehicle's card adds is asked for apart. */
export function* loadProfile() {
  const api = yield* service('profileApi');
  const result = yield* callApi(() => api.loadProfile());
  if (result.kind === 'ok') {
    yield put(profileLoaded(result.data));
  } else {
    // The 401 rule (sign-in, or not in webview) was applied by callApi; the state only records the failure.
    yield put(profileFailed(result.kind === 'unauthorized' ? UNAUTHORIZED : result.message));
  }
}

// takeLatest: a newer request (market switch, retry) supersedes one still in flight.
export function* watchLoadProfile() {
  yield takeLatest(profileRequested.type, loadProfile);
  const onTheirWay = new Set<VehicleLine>();
  yield takeEvery(vehicleLinesRequested.type, ({ payload }: ReturnType<typeof vehicleLinesRequested>) =>
    loadVehicleLines(payload, onTheirWay),
  );
  yield takeLeading(connectedStatusWanted.type, () => loadConnectedStatusWhenSettled(onTheirWay));
}
