import { put } from 'redux-saga/effects';
import { callApi } from '../../../api/saga-call';
import { notify } from '../../../lib/events/notification';
import { serviceGetter } from '../../../lib/feature';
import { refusalKey } from '../email-rules';
import type { ChangeEmailServices } from '../services';
import {
  changeRefused,
  codeRequested,
  codeSent,
  codeSubmitted,
  currentEmailFailed,
  currentEmailLoaded,
  emailChanged,
} from '../slice';

const service = serviceGetter<ChangeEmailServices>();

export function* loadCurrentEmail() {
  const api = yield* service('emailApi');
  const result = yield* callApi(() => api.currentEmail());
  if (result.kind === 'ok') yield put(currentEmailLoaded(result.data));
  // Sign-in, where callApi has started it, takes the page over; any other failure is said on it.
  else if (!(result.kind === 'unauthorized' && result.signIn)) yield put(currentEmailFailed());
}

/** Asks the service to send a code to the new address; a taken address is said at once. */
export function* requestCode({ payload }: ReturnType<typeof codeRequested>) {
  const api = yield* service('emailApi');
  const result = yield* callApi(() => api.requestChange(payload));
  if (result.kind === 'ok') yield put(codeSent(result.data.email));
  else if (result.kind === 'error')
    yield put(changeRefused({ key: refusalKey(result.status, result.message), backToEnter: true }));
  else yield put(changeRefused({ key: 'change.failed', backToEnter: false }));
}

/** The code makes the new address the account's; a wrong one can be typed again, an expired request starts over. */
export function* confirmCode({ payload }: ReturnType<typeof codeSubmitted>) {
  const api = yield* service('emailApi');
  const result = yield* callApi(() => api.confirmChange(payload));
  if (result.kind === 'ok') {
    yield put(emailChanged(result.data.email));
    yield put(notify({ type: 'success', messageKey: 'change.done' }));
    return;
  }
  if (result.kind === 'error') {
    const key = refusalKey(result.status, result.message);
    yield put(changeRefused({ key, backToEnter: key !== 'change.code.wrong' && key !== 'change.failed' }));
    return;
  }
  yield put(changeRefused({ key: 'change.failed', backToEnter: false }));
}
