import { put } from 'redux-saga/effects';
import { callApi } from '../../../api/saga-call';
import { notify } from '../../../lib/events/notification';
import { serviceGetter } from '../../../lib/feature';
import type { SecurityServices } from '../services';
import {
  signInEndFailed,
  signInEndRequested,
  signInsEnded,
  signInsFailed,
  signInsInterrupted,
  signInsLoaded,
  signInsRequested,
  signOutOthersRequested,
} from '../sign-ins-slice';

const service = serviceGetter<SecurityServices>();

/** The owner's sign-ins; a failure shows with a retry (offline: asked again by itself once back online). */
export function* loadSignIns() {
  const api = yield* service('signInsApi');
  const result = yield* callApi(() => api.list());
  if (result.kind === 'ok') yield put(signInsLoaded(result.data.signIns));
  else if (result.kind === 'unauthorized') yield put(signInsInterrupted());
  else yield put(signInsFailed({ offline: 'offline' in result && result.offline === true }));
}

/** After the confirmation: one browser, or every other one, signed out; the answer is the list as it is now. */
export function* endSignIns(action: ReturnType<typeof signInEndRequested> | ReturnType<typeof signOutOthersRequested>) {
  const api = yield* service('signInsApi');
  const one = signInEndRequested.match(action) ? action.payload.id : null;
  const result = yield* callApi(() => (one === null ? api.endOthers() : api.end(one)));
  if (result.kind === 'ok') {
    yield put(signInsEnded(result.data.signIns));
    yield put(
      notify({
        type: 'success',
        messageKey: one === null ? 'security.signIns.signedOutOthers' : 'security.signIns.signedOut',
      }),
    );
    return;
  }
  yield put(signInEndFailed());
  if (result.kind === 'unauthorized') return; // sign-in takes over
  // Ended already (elsewhere, or it expired): nothing failed, the list is only out of date.
  if (one !== null && result.status === 404) {
    yield put(signInsRequested());
    return;
  }
  yield put(
    notify({
      type: 'error',
      messageKey: one === null ? 'security.signIns.signOutOthersFailed' : 'security.signIns.signOutFailed',
    }),
  );
}
