import { put, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../../api/saga-call';
import { serviceGetter } from '../../../lib/feature';
import type { ProfileServices } from '../services';
import { loyaltyFailed, loyaltyLoaded, loyaltyRequested } from '../slice';

const service = serviceGetter<ProfileServices>();

/** The points first (the card needs them), then the activity; a failed activity leaves the points shown. */
export function* loadLoyalty() {
  const api = yield* service('profileApi');
  const points = yield* callApi(() => api.points());
  if (points.kind !== 'ok') {
    yield put(loyaltyFailed());
    return;
  }
  const activity = yield* callApi(() => api.rewardsActivity());
  yield put(loyaltyLoaded({ ...points.data.points, activity: activity.kind === 'ok' ? activity.data.activity : null }));
}

export function* watchLoyalty() {
  yield takeLatest(loyaltyRequested.type, loadLoyalty);
}
