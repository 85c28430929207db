import { put } from 'redux-saga/effects';
import { callApi } from '../../../api/saga-call';
import { serviceGetter } from '../../../lib/feature';
import {
  handoverFailed,
  handoverInterrupted,
  handoverLoaded,
  handoverRequested,
  tickRefused,
  tickRequested,
  tickSaved,
} from '../handover-slice';
import type { VehicleOrdersServices } from '../services';

const service = serviceGetter<VehicleOrdersServices>();

/** The checklist of an order in delivery; 409 (not in delivery) leaves the page without one. */
export function* loadHandover({ payload: orderId }: ReturnType<typeof handoverRequested>) {
  const api = yield* service('vehicleOrdersApi');
  const result = yield* callApi(() => api.handoverChecklist(orderId));
  if (result.kind === 'ok') yield put(handoverLoaded(result.data));
  else if (result.kind === 'unauthorized') yield put(handoverInterrupted());
  else yield put(handoverFailed({ orderId, notOffered: result.status === 409 || result.status === 404 }));
}

/**
 * One tick, shown before it is sent: the answer confirms that item (with the time the service kept), a refusal takes
 * the tick back and says so. A 401 leaves for sign-in, which loads the list again from the service.
 */
export function* saveTick({ payload }: ReturnType<typeof tickRequested>) {
  const api = yield* service('vehicleOrdersApi');
  const result = yield* callApi(() => api.checkHandoverItem(payload.orderId, payload.itemId, payload.done));
  const item = result.kind === 'ok' ? result.data.items.find((i) => i.id === payload.itemId) : undefined;
  if (item) yield put(tickSaved({ orderId: payload.orderId, item }));
  else if (result.kind === 'unauthorized') yield put(handoverInterrupted());
  else yield put(tickRefused(payload));
}
