import { put } from 'redux-saga/effects';
import { callApi } from '../../../api/saga-call';
import { notify } from '../../../lib/events/notification';
import { serviceGetter } from '../../../lib/feature';
import {
  recoveryCodesFailed,
  recoveryCodesGenerated,
  recoveryCodesGenerateFailed,
  recoveryCodesInterrupted,
  recoveryCodesLoaded,
} from '../recovery-codes-slice';
import type { SecurityServices } from '../services';

const service = serviceGetter<SecurityServices>();

/** How many recovery codes the owner has left; a failure shows in the section with a retry. */
export function* loadRecoveryCodes() {
  const api = yield* service('securityApi');
  const result = yield* callApi(() => api.recoveryCodes());
  if (result.kind === 'ok') yield put(recoveryCodesLoaded(result.data));
  else if (result.kind === 'unauthorized') yield put(recoveryCodesInterrupted());
  else yield put(recoveryCodesFailed());
}

/**
 * A new set (after the confirmation where one exists: the old codes stop working): shown once on the page. A failure
 * leaves the old set as it was and says so in the section, with a way to try again.
 */
export function* generateRecoveryCodes() {
  const api = yield* service('securityApi');
  const result = yield* callApi(() => api.generateRecoveryCodes());
  if (result.kind === 'ok') {
    yield put(recoveryCodesGenerated(result.data));
    yield put(notify({ type: 'success', messageKey: 'security.recovery.generated' }));
    return;
  }
  if (result.kind === 'unauthorized') yield put(recoveryCodesInterrupted());
  else yield put(recoveryCodesGenerateFailed());
}
