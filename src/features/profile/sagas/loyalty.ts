import { all, call, put, takeLatest } from 'redux-saga/effects';
import type { ApiResult } from '../../../api/client';
import { callApi } from '../../../api/saga-call';
import type { AggregatePointsResponse, RewardsActivityResponse } from '../../../generated/types/api/owner';
import { serviceGetter } from '../../../lib/feature';
import type { ProfileServices } from '../services';
import { loyaltyFailed, loyaltyLoaded, loyaltyRequested } from '../slice';

const service = serviceGetter<ProfileServices>();

/**
 * The points and the activity, asked for side by side (the dashboard appears once both are in); failed points fail
 * the card, a failed activity leaves the points shown.
 */
export function* loadLoyalty() {
  const api = yield* service('profileApi');
  let points: ApiResult<AggregatePointsResponse> | undefined;
  let activity: ApiResult<RewardsActivityResponse> | undefined;
  yield all([
    call(function* askPoints() {
      points = yield* callApi(() => api.points());
    }),
    call(function* askActivity() {
      activity = yield* callApi(() => api.rewardsActivity());
    }),
  ]);
  if (points?.kind !== 'ok') {
    yield put(loyaltyFailed());
    return;
  }
  yield put(
    loyaltyLoaded({ ...points.data.points, activity: activity?.kind === 'ok' ? activity.data.activity : null }),
  );
}

export function* watchLoyalty() {
  yield takeLatest(loyaltyRequested.type, loadLoyalty);
}
