import type { Action } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { cancel, fork, put, select, take, takeLatest } from 'redux-saga/effects';
import { scriptWanted } from '../../../lib/events/analytics';
import { helpAreaLeft, helpAreaShown, panelOpenChanged, selectHelp, type HelpState } from '../slice';
import { chatSession } from './chat';
import { popupTiming } from './popup';

/**
 * The calls script of spec 001 §7 (the market's scripts.calls: the call-back and click-to-call service) is asked for
 * when the owner first opens the help panel, where help is offered: non-essential, so it loads only with consent
 * group 6.
 */
export function* callsScriptWhenOpened() {
  const { panelOpen } = (yield select(selectHelp)) as HelpState;
  if (!panelOpen) yield take((a: Action) => panelOpenChanged.match(a) && a.payload);
  yield put(scriptWanted('calls'));
}

/**
 * The help area's effects from the moment it is on the page until it leaves: the chat, the pop-up's timing and the
 * calls script.
 */
export function* helpAreaSession() {
  const chat = (yield fork(chatSession)) as Task;
  const popup = (yield fork(popupTiming)) as Task;
  const calls = (yield fork(callsScriptWhenOpened)) as Task;
  yield take(helpAreaLeft.type);
  yield cancel([chat, popup, calls]);
}

export function* watchHelpArea() {
  yield takeLatest(helpAreaShown.type, helpAreaSession);
}
