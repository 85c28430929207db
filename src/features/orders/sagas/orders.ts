import { put } from 'redux-saga/effects';
import type { ApiResult } from '../../../api/client';
import { callApi, callUnguarded } from '../../../api/saga-call';
import { notify } from '../../../lib/events/notification';
import { serviceGetter } from '../../../lib/feature';
import { botCheckToken } from '../../../lib/scripts/bot-check';
import type { TextKey } from '../../../lib/texts/text-key';
import type { OrdersServices } from '../services';
import {
  cancelItemFailed,
  cancelItemInterrupted,
  cancelItemRequested,
  cancelItemSucceeded,
  guestLookupFailed,
  guestLookupRequested,
  guestOrderFound,
  historyFailed,
  historyInterrupted,
  historyLoaded,
  historyPageRequested,
  noOrders,
  orderDetailsFailed,
  orderDetailsInterrupted,
  orderDetailsLoaded,
  orderDetailsRequested,
  orderNotFound,
} from '../slice';

const service = serviceGetter<OrdersServices>();

/** One page of the history, as the URL asks for it. */
export function* loadHistory({ payload: page }: ReturnType<typeof historyPageRequested>) {
  const api = yield* service('ordersApi');
  const result = yield* callApi(() => api.history(page));
  if (result.kind === 'ok') yield put(historyLoaded(result.data));
  else if (result.kind === 'unauthorized') yield put(historyInterrupted());
  else yield put(historyFailed());
}

/**
 * An order by number; without one, the most recent order: the first of page 1 of the history (newest first), or
 * the empty state when the owner has none.
 */
export function* loadOrderDetails({ payload }: ReturnType<typeof orderDetailsRequested>) {
  const api = yield* service('ordersApi');
  let orderNo = payload.orderNo;
  if (orderNo === null) {
    const history = yield* callApi(() => api.history(1));
    if (history.kind === 'unauthorized') {
      yield put(orderDetailsInterrupted());
      return;
    }
    if (history.kind === 'error') {
      yield put(orderDetailsFailed());
      return;
    }
    const newest = history.data.orders[0];
    if (!newest) {
      yield put(noOrders());
      return;
    }
    orderNo = newest.orderNo;
  }
  const number = orderNo;
  const result = yield* callApi(() => api.details(number));
  if (result.kind === 'ok') yield put(orderDetailsLoaded(result.data.order));
  else if (result.kind === 'unauthorized') yield put(orderDetailsInterrupted());
  // The service answers 404 for an unknown number and for another owner's order alike.
  else if (result.status === 404) yield put(orderNotFound(number));
  else yield put(orderDetailsFailed());
}

/** Cancels one line after the owner confirmed; the answer is the whole order with that line CANCELLED. */
export function* cancelOrderItem({ payload }: ReturnType<typeof cancelItemRequested>) {
  const api = yield* service('ordersApi');
  const result = yield* callApi(() => api.cancelItem(payload.orderNo, payload.line));
  if (result.kind === 'ok') {
    yield put(cancelItemSucceeded(result.data.order));
    yield put(notify({ type: 'success', messageKey: 'orders.cancel.done' }));
  } else if (result.kind === 'unauthorized') {
    yield put(cancelItemInterrupted());
  } else {
    // 409: the line moved on (shipped, say) since the page was loaded.
    yield put(cancelItemFailed(result.status === 409 ? 'orders.cancel.notCancellable' : 'orders.cancel.failed'));
  }
}

/** What a failed guest look-up says: never which of the two details was wrong (the service does not say either). */
export function guestErrorKey(result: ApiResult<unknown>): TextKey {
  if (result.kind === 'error' && result.status === 404) return 'orders.guest.notFound';
  if (result.kind === 'error' && result.status === 429) return 'orders.guest.tooMany';
  return 'orders.guest.failed';
}

/**
 * A guest's look-up by order number and email, with the bot-check's token (the script loads at the first submit).
 * Called on the client directly, not through callApi: a guest has no session, so no answer of this call may start a
 * sign-in.
 */
export function* lookUpGuestOrder({ payload }: ReturnType<typeof guestLookupRequested>) {
  const api = yield* service('ordersApi');
  const token = yield* botCheckToken('guest_order_lookup');
  const result = yield* callUnguarded(() => api.guestLookup(payload.orderNo, payload.email, token));
  if (result.kind === 'ok') yield put(guestOrderFound(result.data));
  else yield put(guestLookupFailed(guestErrorKey(result)));
}
