import { put, takeEvery, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../../api/saga-call';
import { serviceGetter } from '../../../lib/feature';
import type { ConnectedServicesServices } from '../services';
import {
  servicesFailed,
  servicesLoaded,
  servicesNotConnected,
  servicesRequested,
  serviceSwitched,
  serviceSwitchFailed,
  serviceSwitchRequested,
} from '../slice';

const service = serviceGetter<ConnectedServicesServices>();

/**
 * The connected services of the page's vehicle (already known to be in the garage). 409: not connected, nothing to
 * switch; a 401 leaves for sign-in (callApi); any other failure is shown with a retry.
 */
export function* loadServices({ payload: { vin } }: ReturnType<typeof servicesRequested>) {
  const api = yield* service('subscriptionsApi');
  const result = yield* callApi(() => api.services(vin));
  if (result.kind === 'ok') yield put(servicesLoaded({ vin, services: result.data.services }));
  else if (result.kind === 'unauthorized') return;
  else if (result.status === 409) yield put(servicesNotConnected({ vin }));
  else yield put(servicesFailed({ vin, offline: 'offline' in result && result.offline === true }));
}

/** Switches one service on or off; the answer replaces it. A refusal keeps it as it was and says so. */
export function* switchService({ payload: { vin, serviceId, enabled } }: ReturnType<typeof serviceSwitchRequested>) {
  const api = yield* service('subscriptionsApi');
  const result = yield* callApi(() => api.switchService(vin, serviceId, enabled));
  if (result.kind === 'ok') yield put(serviceSwitched({ vin, service: result.data }));
  else if (result.kind !== 'unauthorized') yield put(serviceSwitchFailed({ vin, serviceId }));
}

// A switch concerns its own service: each runs; the page keeps a second one from being sent while one is on its way.
export function* watchServices() {
  yield takeLatest(servicesRequested.type, loadServices);
  yield takeEvery(serviceSwitchRequested.type, switchService);
}
