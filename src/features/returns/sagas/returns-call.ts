import { put } from 'redux-saga/effects';
import type { ApiResult, GuestCredentials } from '../../../api/client';
import { callApi, callUnguarded } from '../../../api/saga-call';
import { guestExpired } from '../slice';

/**
 * An owner's call goes through callApi (a 401 starts sign-in, the one rule); a guest's does not: for a guest a 401
 * means the order's authorization expired, and the guest screen asks for the order details again instead.
 */
export function* returnsCall<T>(guest: GuestCredentials | undefined, request: () => Promise<ApiResult<T>>) {
  if (!guest) return yield* callApi(request);
  const result = yield* callUnguarded(request);
  if (result.kind === 'unauthorized') yield put(guestExpired());
  return result;
}
