import { eventChannel, type EventChannel } from 'redux-saga';
import { call, put, race, select, take } from 'redux-saga/effects';
import { serviceGetter } from '../../../lib/feature';
import { popupCookie, schedulePopup, shouldShowPopup, type PopupTimes } from '../popup';
import type { HelpServices } from '../services';
import { popupDismissed, popupExpired, popupScheduled, popupShown, selectHelp, type HelpState } from '../slice';

const service = serviceGetter<HelpServices>();

type Moment = 'show' | 'hide';

/**
 * The pop-up's two moments (popup.ts) as a channel. Its timers resume the saga at once when they fire, so the
 * pop-up shows in the same task as its timer; closing the channel cancels whichever moment is still to come.
 */
function popupMoments(times: PopupTimes, elapsedMs: number): EventChannel<Moment> {
  return eventChannel<Moment>((emit) =>
    schedulePopup({ ...times, show: () => emit('show'), hide: () => emit('hide'), elapsedMs }),
  );
}

/**
 * The starting pop-up (spec 002 §2, §9): only without its cookie; 3 s after the page load it shows and writes its
 * cookie for a day, unless the panel is open then (it may come on a later visit); 4 s later it expires. Dismissed,
 * it is over. The times are site.json's help (popupDelayMs, popupVisibleMs, popupCookieDays).
 */
export function* popupTiming() {
  const env = yield* service('helpPopupEnv');
  if (!shouldShowPopup(env.readCookies())) return;
  const { help } = (yield* service('tables')).site;
  yield put(popupScheduled());
  const moments = popupMoments({ delayMs: help.popupDelayMs, visibleMs: help.popupVisibleMs }, env.sinceLoad());
  try {
    yield take(moments);
    const { panelOpen } = (yield select(selectHelp)) as HelpState;
    if (panelOpen) return;
    yield call([env, env.writeCookie], popupCookie(env.now(), env.secure, help.popupCookieDays));
    yield put(popupShown());
    const { hidden } = (yield race({ hidden: take(moments), dismissed: take(popupDismissed.type) })) as {
      hidden?: Moment;
    };
    if (hidden) yield put(popupExpired());
  } finally {
    moments.close();
  }
}
