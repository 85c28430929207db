import { call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import type { FragmentResult } from './api';
import type { ContentServices } from './services';
import { serviceGetter } from '../../lib/feature';
import {
  fragmentLoaded,
  fragmentRequested,
  fragmentRetried,
  fragmentsRequested,
  fragmentUnavailable,
  selectFragment,
  type FragmentRef,
} from '../../ui/content/slice';

const service = serviceGetter<ContentServices>();

/** What a fragment's result puts in the store; spec 002 §8: a failure is logged and the part renders nothing. */
function* settle(name: string, result: FragmentResult) {
  if (result.kind === 'ok') {
    yield put(fragmentLoaded({ name, data: result.data }));
    return;
  }
  // Absent content is just absent.
  if (result.kind === 'error') {
    const log = yield* service('log');
    yield call(log, 'content fetch failed', { name, message: result.message });
  }
  yield put(fragmentUnavailable({ name }));
}

export function* loadFragment({ payload }: { payload: FragmentRef }) {
  const api = yield* service('contentApi');
  const result = (yield call([api, api.fragment], payload.category, payload.name)) as FragmentResult;
  yield* settle(payload.name, result);
}

/** Several of a category in one request; each settles as one asked alone would. */
export function* loadFragments(category: string, names: string[]) {
  const api = yield* service('contentApi');
  const results = (yield call([api, api.fragments], category, names)) as Record<string, FragmentResult>;
  for (const name of names) yield* settle(name, results[name] ?? { kind: 'absent' });
}

/**
 * Each fragment is fetched once per page, however many components ask for it, alone or with others; one that could
 * not be had is fetched again when the owner asks (fragmentRetried puts it back to loading: a second click while it
 * loads is ignored).
 */
export function* watchFragments() {
  const asked = new Set<string>();
  const notAsked = (names: string[]) => {
    const fresh = [...new Set(names)].filter((n) => !asked.has(n));
    for (const n of fresh) asked.add(n);
    return fresh;
  };
  yield takeEvery(fragmentRequested.type, function* fetchOnce(action: ReturnType<typeof fragmentRequested>) {
    if (notAsked([action.payload.name]).length === 0) return;
    yield* loadFragment(action);
  });
  yield takeEvery(fragmentsRequested.type, function* fetchTogether(action: ReturnType<typeof fragmentsRequested>) {
    const names = notAsked(action.payload.names);
    if (names.length > 0) yield* loadFragments(action.payload.category, names);
  });
  yield takeLeading(fragmentRetried.type, function* fetchAgain(action: ReturnType<typeof fragmentRetried>) {
    const state = (yield select(selectFragment, action.payload.name)) as ReturnType<typeof selectFragment>;
    if (state?.status === 'loading') yield* loadFragment(action);
  });
}
