import { call, select, takeEvery } from 'redux-saga/effects';
import type { AnalyticsContext } from '../../../lib/analytics/shortcodes';
import { scriptLoaded, trackRequested } from '../../../lib/events/analytics';
import { serviceGetter } from '../../../lib/feature';
import type { Analytics, AnalyticsServices } from '../services';
import { analyticsState } from '../slice';

const service = serviceGetter<AnalyticsServices>();

/** Spec 002 §3: events from data, nothing sent before consent, every failure only logged. */
export function* track({ payload }: ReturnType<typeof trackRequested>) {
  if (!((yield select(analyticsState.selectors.selectAnalyticsConsent)) as boolean)) return;
  if (payload.event === 'pageView' && (yield* service('analyticsSuppressed'))) return;
  // Its config, script and the owner's ids are asked for once the page's own work is done.
  yield call(yield* service('pageSettled'));
  const analyticsOf = yield* service('analytics');
  const analytics = (yield call(analyticsOf)) as Analytics | null;
  if (!analytics) return;
  const market = yield* service('analyticsMarket');
  const userOf = yield* service('analyticsUser');
  const user = (yield call(userOf)) as AnalyticsContext['user'];
  const ctx: AnalyticsContext = {
    user,
    market,
    ...(payload.page ? { page: payload.page } : {}),
    ...(payload.detail ? { detail: payload.detail } : {}),
  };
  yield call([analytics, analytics.track], payload.event, ctx);
}

export function* flushWhenLoaded({ payload }: ReturnType<typeof scriptLoaded>) {
  if (payload.kind !== 'analytics') return;
  const analyticsOf = yield* service('analytics');
  const analytics = (yield call(analyticsOf)) as Analytics | null;
  if (analytics) yield call([analytics, analytics.flush]);
}

export function* watchTrack() {
  yield takeEvery(trackRequested.type, track);
  yield takeEvery(scriptLoaded.type, flushWhenLoaded);
}
