import { put } from 'redux-saga/effects';
import type { ApiResult } from '../../../api/client';
import { callApi } from '../../../api/saga-call';
import type { TextKey } from '../../../lib/texts/text-key';
import type { DealersResult } from '../api';
import { service } from '../services';
import {
  bookingCancelFailed,
  bookingCancelled,
  type bookingCancelRequested,
  type bookingDateChangeRequested,
  bookingFailed,
  type bookingRequested,
  bookingSaved,
  dealerSearchFailed,
  dealerSearchLoaded,
  type dealerSearchRequested,
  preferredDealerFailed,
  preferredDealerLoaded,
} from '../slice';

// Drop-off at a dealer is for signed-in owners only (guests send their return by mail), so these calls are the owner's.

/** The owner's preferred dealer, offered first: its code and id, then its details. None chosen is not a failure. */
export function* loadPreferredDealer() {
  const api = yield* service('returnsApi');
  const ref = yield* callApi(() => api.preferredDealer());
  if (ref.kind !== 'ok') {
    yield put(preferredDealerFailed());
    return;
  }
  const { dealerCode, dealerId } = ref.data;
  if (dealerCode === null || dealerId === null) {
    yield put(preferredDealerLoaded(null));
    return;
  }
  const details = (yield* callApi(
    () => api.dealerDetails(dealerId, dealerCode) as Promise<ApiResult<unknown>>,
  )) as DealersResult;
  if (details.kind === 'ok') yield put(preferredDealerLoaded(details.dealers[0] ?? null));
  else yield put(preferredDealerFailed());
}

export function* searchDealers({ payload }: ReturnType<typeof dealerSearchRequested>) {
  const api = yield* service('returnsApi');
  const result = (yield* callApi(() => api.dealerSearch(payload) as Promise<ApiResult<unknown>>)) as DealersResult;
  if (result.kind === 'ok') yield put(dealerSearchLoaded(result.dealers));
  else yield put(dealerSearchFailed());
}

/** The text key of a refused booking: 400 a date outside the window, 409 one exists already. */
export function bookingErrorKey(status: number): TextKey {
  if (status === 400) return 'returns.booking.refused';
  if (status === 409) return 'returns.booking.exists';
  return 'returns.booking.failed';
}

export function* bookDropOff({ payload }: ReturnType<typeof bookingRequested>) {
  const api = yield* service('returnsApi');
  const result = yield* callApi(() => api.createBooking(payload));
  if (result.kind === 'ok') yield put(bookingSaved(result.data));
  else yield put(bookingFailed(result.kind === 'error' ? bookingErrorKey(result.status) : 'returns.booking.failed'));
}

export function* changeDropOffDate({ payload }: ReturnType<typeof bookingDateChangeRequested>) {
  const api = yield* service('returnsApi');
  const result = yield* callApi(() => api.updateBooking(payload.bookingId, payload.date));
  if (result.kind === 'ok') yield put(bookingSaved(result.data));
  else yield put(bookingFailed(result.kind === 'error' ? bookingErrorKey(result.status) : 'returns.booking.failed'));
}

export function* cancelDropOff({ payload }: ReturnType<typeof bookingCancelRequested>) {
  const api = yield* service('returnsApi');
  const result = yield* callApi(() => api.deleteBooking(payload));
  if (result.kind === 'ok') yield put(bookingCancelled());
  else yield put(bookingCancelFailed());
}
