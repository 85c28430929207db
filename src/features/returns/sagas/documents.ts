import { call, put } from 'redux-saga/effects';
import { labelFailed, type labelRequested, labelSaved, slipFailed, type slipRequested, slipSaved } from '../slice';
import { returnsCall } from './returns-call';
import { service } from '../services';

/** The return label: made the first time, the stored one afterwards (cached: true), saved as a download either way. */
export function* downloadLabel({ payload }: ReturnType<typeof labelRequested>) {
  const api = yield* service('returnsApi');
  const save = yield* service('saveDocument');
  const result = yield* returnsCall(payload.guest, () => api.returnLabel(payload.returnId, payload.guest));
  if (result.kind !== 'ok') {
    yield put(labelFailed());
    return;
  }
  yield call(save, result.data);
  yield put(labelSaved({ createdAt: result.data.createdAt, cached: result.data.cached }));
}

export function* downloadPackingSlip({ payload }: ReturnType<typeof slipRequested>) {
  const api = yield* service('returnsApi');
  const save = yield* service('saveDocument');
  const result = yield* returnsCall(payload.guest, () => api.packingSlip(payload.returnId, payload.guest));
  if (result.kind !== 'ok') {
    yield put(slipFailed());
    return;
  }
  yield call(save, result.data);
  yield put(slipSaved());
}
