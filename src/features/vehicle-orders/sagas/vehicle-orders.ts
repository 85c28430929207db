import { call, put } from 'redux-saga/effects';
import { callApi, callUnguarded } from '../../../api/saga-call';
import { serviceGetter } from '../../../lib/feature';
import { botCheckToken } from '../../../lib/scripts/bot-check';
import { orderIdOf } from '../order-id';
import type { VehicleOrdersServices } from '../services';
import {
  cancelReservationFailed,
  cancelReservationInterrupted,
  cancelReservationRequested,
  guestStatusLoaded,
  guestStatusRefused,
  guestStatusRequested,
  orderStatusFailed,
  orderStatusInterrupted,
  orderStatusLoaded,
  orderStatusNotFound,
  orderStatusRequested,
  ordersFailed,
  ordersInterrupted,
  ordersLoaded,
  reservationCancelled,
  reservationsFailed,
  reservationsInterrupted,
  reservationsLoaded,
  stickerFailed,
  stickerRequested,
  stickerSaved,
} from '../slice';

const service = serviceGetter<VehicleOrdersServices>();

/** The owner's vehicle orders (v1). */
export function* loadCustomerOrders() {
  const api = yield* service('vehicleOrdersApi');
  const result = yield* callApi(() => api.customerOrders());
  if (result.kind === 'ok') yield put(ordersLoaded(result.data.orders));
  else if (result.kind === 'unauthorized') yield put(ordersInterrupted());
  else yield put(ordersFailed());
}

/** The owner's reservations: a sequence of its own, so a failure of one list leaves the other shown. */
export function* loadReservations() {
  const api = yield* service('vehicleOrdersApi');
  const result = yield* callApi(() => api.reservations());
  if (result.kind === 'ok') yield put(reservationsLoaded(result.data.reservations));
  else if (result.kind === 'unauthorized') yield put(reservationsInterrupted());
  else yield put(reservationsFailed());
}

/** After the owner confirmed: cancelled, or the reason in the modal and nothing changed (409: no longer possible). */
export function* cancelReservation({ payload }: ReturnType<typeof cancelReservationRequested>) {
  const api = yield* service('vehicleOrdersApi');
  const result = yield* callApi(() => api.cancelReservation(payload));
  if (result.kind === 'ok') yield put(reservationCancelled(payload));
  else if (result.kind === 'unauthorized') yield put(cancelReservationInterrupted());
  else
    yield put(
      cancelReservationFailed(
        result.status === 409 ? 'tracking.reservation.cancel.conflict' : 'tracking.reservation.cancel.failed',
      ),
    );
}

/** One order with its history (v2); an order number the service could never know is not found without a call. */
export function* loadOrderStatus({ payload }: ReturnType<typeof orderStatusRequested>) {
  const orderId = orderIdOf(payload);
  if (orderId === null) {
    yield put(orderStatusNotFound());
    return;
  }
  const api = yield* service('vehicleOrdersApi');
  const result = yield* callApi(() => api.customerOrder(orderId));
  if (result.kind === 'ok') yield put(orderStatusLoaded(result.data.order));
  else if (result.kind === 'unauthorized') yield put(orderStatusInterrupted());
  else if (result.status === 404) yield put(orderStatusNotFound());
  else yield put(orderStatusFailed());
}

/** The window sticker PDF, saved as a download. */
export function* downloadWindowSticker({ payload }: ReturnType<typeof stickerRequested>) {
  const api = yield* service('vehicleOrdersApi');
  const result = yield* callApi(() => api.windowSticker(payload));
  if (result.kind !== 'ok') {
    yield put(stickerFailed());
    return;
  }
  const save = yield* service('saveVehicleOrderDocument');
  try {
    yield call(save, result.data);
  } catch {
    yield put(stickerFailed()); // a PDF the browser could not decode: say so, the owner may try again
    return;
  }
  yield put(stickerSaved());
}

/**
 * A guest's look-up, with the bot-check's token (the script loads at the first submit): the client directly, not
 * callApi, because a guest has nothing to sign in to. The answer to wrong details never says which one was wrong (the
 * service gives the same 404 for both).
 */
export function* lookUpGuestOrder({ payload }: ReturnType<typeof guestStatusRequested>) {
  const api = yield* service('vehicleOrdersApi');
  const token = yield* botCheckToken('guest_order_status');
  const result = yield* callUnguarded(() =>
    api.guestOrderStatus(payload.orderId.trim().toUpperCase(), payload.email.trim(), token),
  );
  if (result.kind === 'ok') yield put(guestStatusLoaded(result.data.order));
  else if (result.kind === 'unauthorized') yield put(guestStatusRefused('expired'));
  else if (result.status === 404) yield put(guestStatusRefused('notFound'));
  else if (result.status === 429) yield put(guestStatusRefused('tooMany'));
  else yield put(guestStatusRefused('failed'));
}
