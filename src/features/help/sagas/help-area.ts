import type { Task } from 'redux-saga';
import { cancel, fork, take, takeLatest } from 'redux-saga/effects';
import { helpAreaLeft, helpAreaShown } from '../slice';
import { chatSession } from './chat';
import { popupTiming } from './popup';

/** The help area's effects from the moment it is on the page until it leaves: the chat and the pop-up's timing. */
export function* helpAreaSession() {
  const chat = (yield fork(chatSession)) as Task;
  const popup = (yield fork(popupTiming)) as Task;
  yield take(helpAreaLeft.type);
  yield cancel([chat, popup]);
}

export function* watchHelpArea() {
  yield takeLatest(helpAreaShown.type, helpAreaSession);
}
