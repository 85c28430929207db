import type { UnknownAction } from '@reduxjs/toolkit';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { callApi } from '../../../api/saga-call';
import type { DataExportResponse } from '../../../generated/types/api/owner';
import { serviceGetter } from '../../../lib/feature';
import type { MyDataServices } from '../services';
import {
  downloadFailed,
  downloadInterrupted,
  downloadRequested,
  downloadSaved,
  exportLookFailed,
  exportSeen,
  myDataLeft,
  myDataOpened,
  prepareAccepted,
  prepareFailed,
  prepareInterrupted,
  prepareRequested,
} from '../slice';

const service = serviceGetter<MyDataServices>();

const offline = (result: { kind: string }) => 'offline' in result && result.offline === true;

/**
 * Looks at the owner's export and, while it is being prepared, again every site.json dataExport.pollMs: the page's
 * progress. Stops once it is no longer being prepared (ready, failed...), when a look fails (the page offers to look
 * again), or when cancelled (the page closed). `seen`: an answer already in hand, the first look then waits.
 */
export function* followExport(seen?: DataExportResponse) {
  const api = yield* service('myDataApi');
  const wait = yield* service('myDataWait');
  const { site } = yield* service('tables');
  let current = seen;
  for (;;) {
    if (current === undefined) {
      const result = yield* callApi(() => api.status());
      if (result.kind === 'unauthorized') return;
      if (result.kind !== 'ok') {
        yield put(exportLookFailed({ offline: offline(result) }));
        return;
      }
      current = result.data;
      yield put(exportSeen(current));
    }
    if (current.status !== 'preparing') return;
    yield call(wait, site.dataExport.pollMs);
    current = undefined;
  }
}

/** The owner asks for an export: the service starts one (or answers the one under way), followed from there. */
export function* prepareExport() {
  const api = yield* service('myDataApi');
  const result = yield* callApi(() => api.prepare());
  if (result.kind === 'ok') yield put(prepareAccepted(result.data));
  else if (result.kind === 'unauthorized') yield put(prepareInterrupted());
  else yield put(prepareFailed({ limited: result.status === 429 }));
}

/**
 * Downloads the ready file and hands it to the browser under its name. 404: its period ended (or a newer one
 * replaced it) since the page looked: the page looks again and says so.
 */
export function* downloadExport({ payload: { fileName } }: ReturnType<typeof downloadRequested>) {
  const api = yield* service('myDataApi');
  const save = yield* service('saveMyData');
  const result = yield* callApi(() => api.file());
  if (result.kind === 'ok') {
    yield call(save, result.data, fileName);
    yield put(downloadSaved());
  } else if (result.kind === 'unauthorized') yield put(downloadInterrupted());
  else if (result.status === 404) {
    yield put(downloadInterrupted());
    yield put(myDataOpened());
  } else yield put(downloadFailed());
}

/** The one follower of the page's export: its latest start wins, and the page's closing cancels it. */
function* follow(action: UnknownAction) {
  if (myDataLeft.match(action)) return;
  yield call(followExport, prepareAccepted.match(action) ? action.payload : undefined);
}

export function* watchMyData() {
  yield takeLatest([myDataOpened.type, prepareAccepted.type, myDataLeft.type], follow);
  // A second click while a call is under way is ignored.
  yield takeLeading(prepareRequested.type, prepareExport);
  yield takeLeading(downloadRequested.type, downloadExport);
}
