import { all, put, takeLatest } from 'redux-saga/effects';
import type { ApiResult } from '../../../api/client';
import { callApi, type CallFailure } from '../../../api/saga-call';
import { serviceGetter } from '../../../lib/feature';
import { isValidVin } from '../../../lib/vehicles/vin';
import type { VehicleHealthServices } from '../services';
import { healthFailed, healthInterrupted, healthLoaded, healthRequested, type HealthFailure } from '../slice';

const service = serviceGetter<VehicleHealthServices>();

type Refused = Exclude<ApiResult<unknown>, { kind: 'ok' }> | CallFailure;

/** Why the page shows no figures, from the first refusal of the two calls. */
export function healthFailureOf(result: Refused): HealthFailure {
  if (result.kind !== 'error') return 'error';
  if (result.status === 409) return 'not-connected';
  if (result.status === 404) return /report/i.test(result.message) ? 'no-report' : 'not-in-garage';
  return 'error';
}

/**
 * The status and the health of the page's VIN, asked together: the page shows both or says why not. A 401 leaves
 * for sign-in (callApi), which brings the owner back here; a failure offline is asked again once back online.
 */
export function* loadHealth({ payload: { vin } }: ReturnType<typeof healthRequested>) {
  if (!isValidVin(vin)) {
    yield put(healthFailed({ vin, reason: 'not-in-garage' }));
    return;
  }
  const api = yield* service('vehicleHealthApi');
  const [report, prognostics] = (yield all([callApi(() => api.status(vin)), callApi(() => api.prognostics(vin))])) as [
    Awaited<ReturnType<typeof api.status>> | CallFailure,
    Awaited<ReturnType<typeof api.prognostics>> | CallFailure,
  ];
  if (report.kind === 'ok' && prognostics.kind === 'ok') {
    yield put(healthLoaded({ vin, report: report.data, prognostics: prognostics.data }));
    return;
  }
  const refused = report.kind !== 'ok' ? report : prognostics;
  if (refused.kind === 'ok') return;
  if (refused.kind === 'unauthorized') yield put(healthInterrupted({ vin }));
  else
    yield put(
      healthFailed({
        vin,
        reason: healthFailureOf(refused),
        offline: 'offline' in refused && refused.offline === true,
      }),
    );
}

// takeLatest: another VIN's page (or a retry) supersedes calls still on their way.
export function* watchVehicleHealth() {
  yield takeLatest(healthRequested.type, loadHealth);
}
