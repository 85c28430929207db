import { put, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../../api/saga-call';
import { serviceGetter } from '../../../lib/feature';
import { isValidVin } from '../../../lib/vehicles/vin';
import type { FeatureGuideServices } from '../services';
import { guideFailed, guideInterrupted, guideLoaded, guideRequested } from '../slice';

const service = serviceGetter<FeatureGuideServices>();

/**
 * Which articles apply to the page's VIN. A VIN that cannot be one is no vehicle of a garage: nothing is sent. A 401
 * leaves for sign-in (callApi), which brings the owner back here; a failure offline is asked again once back online.
 */
export function* loadGuide({ payload: { vin } }: ReturnType<typeof guideRequested>) {
  if (!isValidVin(vin)) {
    yield put(guideFailed({ vin, reason: 'not-in-garage' }));
    return;
  }
  const api = yield* service('featureGuideApi');
  const result = yield* callApi(() => api.guide(vin));
  if (result.kind === 'ok') yield put(guideLoaded({ vin, guide: result.data }));
  else if (result.kind === 'unauthorized') yield put(guideInterrupted({ vin }));
  else
    yield put(
      guideFailed({
        vin,
        reason: result.kind === 'error' && result.status === 404 ? 'not-in-garage' : 'error',
        offline: 'offline' in result && result.offline === true,
      }),
    );
}

// takeLatest: another VIN's page (or a retry) supersedes a call still on its way.
export function* watchFeatureGuide() {
  yield takeLatest(guideRequested.type, loadGuide);
}
