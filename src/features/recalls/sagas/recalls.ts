import { put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { ApiResult } from '../../../api/client';
import { callApi, type CallFailure } from '../../../api/saga-call';
import type { Recall } from '../../../generated/types/api/owner';
import { serviceGetter } from '../../../lib/feature';
import type { TextKey } from '../../../lib/texts/text-key';
import { isValidVin } from '../../../lib/vehicles/vin';
import type { RecallsServices } from '../services';
import {
  recallsFailed,
  recallsInterrupted,
  recallsLoaded,
  recallsRequested,
  remedyBooked,
  remedyBookingFailed,
  remedyBookingRequested,
  remedyCancelFailed,
  remedyCancelled,
  remedyCancelRequested,
  remedyInterrupted,
} from '../slice';

const service = serviceGetter<RecallsServices>();

/**
 * The recalls of the page's VIN. 404: the vehicle is not in this owner's garage; a 401 leaves for sign-in (the one
 * rule, applied by callApi), which brings the owner back to this page; any other failure (offline included, which
 * the offline notice says) is shown with a retry.
 */
export function* loadRecalls({ payload: { vin } }: ReturnType<typeof recallsRequested>) {
  if (!isValidVin(vin)) {
    yield put(recallsFailed({ vin, reason: 'not-in-garage' }));
    return;
  }
  const api = yield* service('recallsApi');
  const result = yield* callApi(() => api.recalls(vin));
  if (result.kind === 'ok')
    yield put(recallsLoaded({ vin, checkedAt: result.data.checkedAt, recalls: result.data.recalls }));
  else if (result.kind === 'unauthorized') yield put(recallsInterrupted({ vin }));
  else if (result.status === 404) yield put(recallsFailed({ vin, reason: 'not-in-garage' }));
  else yield put(recallsFailed({ vin, reason: 'error', offline: 'offline' in result && result.offline === true }));
}

/**
 * Why a booking was not made: a 400 is a day outside the window; a 409 whose message names the preferred dealer
 * (the owner has none: the remedy is booked with them) asks for one first; any other refusal or failure says to try
 * again.
 */
export function bookingErrorKey(result: ApiResult<Recall> | CallFailure): TextKey {
  if (result.kind !== 'error') return 'recalls.book.failed';
  // A day the service's window does not hold (the day turned while the form was open): said under the day field.
  if (result.status === 400) return 'recalls.book.dateInvalid';
  return result.status === 409 && /preferred dealer/i.test(result.message)
    ? 'recalls.book.noDealer'
    : 'recalls.book.failed';
}

/** Books the remedy of one recall on the owner's day; the answer replaces the recall in the list. */
export function* bookRemedy({ payload: { vin, campaignId, date } }: ReturnType<typeof remedyBookingRequested>) {
  const api = yield* service('recallsApi');
  const result = yield* callApi(() => api.bookRemedy(vin, campaignId, date));
  if (result.kind === 'ok') yield put(remedyBooked({ vin, recall: result.data }));
  else if (result.kind === 'unauthorized') yield put(remedyInterrupted({ vin, campaignId }));
  else yield put(remedyBookingFailed({ vin, campaignId, error: bookingErrorKey(result) }));
}

/** Cancels the booked remedy visit of one recall; the answer (open again) replaces it in the list. */
export function* cancelRemedy({ payload: { vin, campaignId } }: ReturnType<typeof remedyCancelRequested>) {
  const api = yield* service('recallsApi');
  const result = yield* callApi(() => api.cancelBooking(vin, campaignId));
  if (result.kind === 'ok') yield put(remedyCancelled({ vin, recall: result.data }));
  else if (result.kind === 'unauthorized') yield put(remedyInterrupted({ vin, campaignId }));
  else yield put(remedyCancelFailed({ vin, campaignId, error: 'recalls.cancel.failed' }));
}

// takeLatest: the page of another VIN (or a retry) supersedes a call still on its way. Bookings and cancellings
// each concern their own recall (the card keeps a second one from being sent while one is on its way).
export function* watchRecalls() {
  yield takeLatest(recallsRequested.type, loadRecalls);
  yield takeEvery(remedyBookingRequested.type, bookRemedy);
  yield takeEvery(remedyCancelRequested.type, cancelRemedy);
}
