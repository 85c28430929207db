import { put, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../../api/saga-call';
import { serviceGetter } from '../../../lib/feature';
import type { OffersServices } from '../services';
import { offersFailed, offersLoaded, offersRequested } from '../slice';

const service = serviceGetter<OffersServices>();

/** The offers of the page's market. A 401 is the dashboard's to handle (its profile call signs in). */
export function* loadOffers({ payload }: ReturnType<typeof offersRequested>) {
  const api = yield* service('offersApi');
  const result = yield* callApi(() => api.offers(payload));
  if (result.kind === 'ok') yield put(offersLoaded(result.data));
  else yield put(offersFailed());
}

export function* watchOffers() {
  yield takeLatest(offersRequested.type, loadOffers);
}
