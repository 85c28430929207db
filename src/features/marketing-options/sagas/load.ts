import { call, put, takeLatest } from 'redux-saga/effects';
import { callApi } from '../../../api/saga-call';
import { serviceGetter } from '../../../lib/feature';
import type { MarketingServices } from '../services';
import { loadFailed, pageOpened, profileLoaded } from '../slice';

const service = serviceGetter<MarketingServices>();

/** The profile's preference codes (and mobile number), and edits kept from before a sign-in. */
export function* loadPage({ payload }: ReturnType<typeof pageOpened>) {
  const api = yield* service('marketingApi');
  const drafts = yield* service('drafts');
  const result = yield* callApi(() => api.loadProfile());
  if (result.kind !== 'ok') {
    yield put(loadFailed());
    return;
  }
  const draft = (yield call([drafts, drafts.take], payload.page)) as ReturnType<typeof drafts.take>;
  yield put(profileLoaded({ profile: result.data, draft }));
}

export function* watchLoadPage() {
  yield takeLatest(pageOpened.type, loadPage);
}
