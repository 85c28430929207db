import { put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { callApi } from '../../../api/saga-call';
import { notify } from '../../../lib/events/notification';
import { serviceGetter } from '../../../lib/feature';
import {
  markReadFailed,
  messagesFailed,
  messagesLoaded,
  messagesRequested,
  messageToggled,
  selectMessages,
  type MessagesState,
} from '../messages-slice';
import { ecpChoices, preferenceBody } from '../options';
import {
  prefsLoaded,
  prefsLoadFailed,
  prefsOpened,
  prefsSaved,
  prefsSaveFailed,
  prefsSaveRequested,
  selectCommPrefs,
  type CommPrefsState,
} from '../prefs-slice';
import type { CommunicationServices } from '../services';

const service = serviceGetter<CommunicationServices>();

/** The answers from the profile's preferences. */
export function* loadPrefs() {
  const api = yield* service('communicationApi');
  const result = yield* callApi(() => api.loadProfile());
  if (result.kind === 'ok') yield put(prefsLoaded(result.data));
  else yield put(prefsLoadFailed());
}

/**
 * Saves every answer (mandatory ones as yes): the email page through the marketing ECP call, the communication page
 * through the market's privacy call. A failure keeps the answers.
 */
export function* savePrefs() {
  const api = yield* service('communicationApi');
  const webview = yield* service('webview');
  const state = (yield select(selectCommPrefs)) as CommPrefsState;
  const result =
    state.page === 'email-preference'
      ? yield* callApi(() => api.saveEmailPreferences(ecpChoices(state.questions, state.answers, state.format)))
      : yield* callApi(() => api.savePreferences(preferenceBody(state.questions, state.answers), { webview }));
  if (result.kind === 'ok') {
    yield put(prefsSaved());
    yield put(notify({ type: 'success', messageKey: 'comm.saved' }));
  } else {
    yield put(prefsSaveFailed());
  }
}

export function* loadMessages() {
  const api = yield* service('communicationApi');
  const result = yield* callApi(() => api.messages());
  if (result.kind === 'ok') yield put(messagesLoaded(result.data.messages));
  else yield put(messagesFailed());
}

/** Opening a message that was unread tells the service; a refusal shows it unread again. */
export function* markOpenedRead({ payload: { id, wasUnread } }: ReturnType<typeof messageToggled>) {
  const state = (yield select(selectMessages)) as MessagesState;
  if (!wasUnread || state.openId !== id) return;
  const api = yield* service('communicationApi');
  const result = yield* callApi(() => api.markRead(id));
  if (result.kind !== 'ok') yield put(markReadFailed(id));
}

export function* watchCommunication() {
  yield takeLatest(prefsOpened.type, loadPrefs);
  yield takeLeading(prefsSaveRequested.type, savePrefs);
  yield takeLatest(messagesRequested.type, loadMessages);
  yield takeEvery(messageToggled.type, markOpenedRead);
}
