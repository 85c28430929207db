import { call, put, takeEvery } from 'redux-saga/effects';
import type { FragmentResult } from './api';
import type { ContentServices } from './services';
import { serviceGetter } from '../../lib/feature';
import { fragmentLoaded, fragmentRequested, fragmentsRequested, fragmentUnavailable } from '../../ui/content/slice';

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

export function* loadFragment({ payload }: ReturnType<typeof fragmentRequested>) {
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

/** Each fragment is fetched once per page, however many components ask for it, alone or with others. */
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
}
