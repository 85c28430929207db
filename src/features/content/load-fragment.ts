import { call, put, takeEvery } from 'redux-saga/effects';
import type { FragmentResult } from './api';
import type { ContentServices } from './services';
import { serviceGetter } from '../../lib/feature';
import { fragmentLoaded, fragmentRequested, fragmentUnavailable } from '../../ui/content/slice';

const service = serviceGetter<ContentServices>();

export function* loadFragment({ payload }: ReturnType<typeof fragmentRequested>) {
  const api = yield* service('contentApi');
  const log = yield* service('log');
  const result = (yield call([api, api.fragment], payload.category, payload.name)) as FragmentResult;
  if (result.kind === 'ok') {
    yield put(fragmentLoaded({ name: payload.name, data: result.data }));
    return;
  }
  // Spec 002 §8: a content fetch failure is logged and the component renders nothing; absent content is just absent.
  if (result.kind === 'error') yield call(log, 'content fetch failed', { name: payload.name, message: result.message });
  yield put(fragmentUnavailable({ name: payload.name }));
}

/** Each fragment is fetched once per page, however many components ask for it. */
export function* watchFragments() {
  const asked = new Set<string>();
  yield takeEvery(fragmentRequested.type, function* fetchOnce(action: ReturnType<typeof fragmentRequested>) {
    if (asked.has(action.payload.name)) return;
    asked.add(action.payload.name);
    yield* loadFragment(action);
  });
}
