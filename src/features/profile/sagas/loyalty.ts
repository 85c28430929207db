import { put, takeLatest } from 'redux-saga/effects';
import type { ApiResult } from '../../../api/client';
import { callApi } from '../../../api/saga-call';
import type { AggregatePointsResponse, RewardsActivityResponse } from '../../../generated/types/api/owner';
import { serviceGetter } from '../../../lib/feature';
import type { ProfileServices } from '../services';
import { loyaltyFailed, loyaltyLoaded, loyaltyRequested } from '../slice';

const service = serviceGetter<ProfileServices>();

/** The points first (the card needs them), then the activity; a failed activity leaves the points shown. */
export function* loadLoyalty() {
  const api = yield* service('profileApi');
  const points = (yield* callApi('aggregatePoints', () => api.points())) as ApiResult<AggregatePointsResponse>;
  if (points.kind !== 'ok') {
    yield put(loyaltyFailed());
    return;
  }
  const activity = (yield* callApi('rewardsActivity', () => api.rewardsActivity())) as ApiResult<RewardsActivityResponse>;
  yield put(loyaltyLoaded({ ...points.data.points, activity: activity.kind === 'ok' ? activity.data.activity : null }));
}

export function* watchLoyalty() {
  yield takeLatest(loyaltyRequested.type, loadLoyalty);
}
