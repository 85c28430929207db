import { put } from 'redux-saga/effects';
import { returnFailed, returnLoaded, type returnRequested, storedLabelFound } from '../slice';
import { returnsCall } from './returns-call';
import { service } from '../services';

/** The return, then whether its label was made already: the stored label (404: none yet, nothing to say). */
export function* loadReturn({ payload }: ReturnType<typeof returnRequested>) {
  const api = yield* service('returnsApi');
  const { returnId, guest } = payload;
  const result = yield* returnsCall(guest, () => api.returnDetails(returnId, guest));
  if (result.kind !== 'ok') {
    yield put(returnFailed({ notFound: result.kind === 'error' && result.status === 404 }));
    return;
  }
  yield put(returnLoaded(result.data.return));
  // Only a mail return has a label to print; a dealer return is handed over at the dealer.
  if (result.data.return.method !== 'mail') return;
  const label = yield* returnsCall(guest, () => api.cachedReturnLabel(returnId, guest));
  if (label.kind === 'ok') yield put(storedLabelFound(label.data.createdAt));
}
