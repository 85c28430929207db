import { call, put } from 'redux-saga/effects';
import type { ApiResult, GuestCredentials } from '../../../api/client';
import { callApi } from '../../../api/saga-call';
import type { EndpointId } from '../../../generated/api';
import { guestExpired } from '../slice';

/**
 * An owner's call goes through callApi (a 401 starts sign-in, the one rule); a guest's does not: for a guest a 401
 * means the order's authorization expired, and the guest screen asks for the order details again instead.
 */
export function* returnsCall<T>(endpoint: EndpointId, guest: GuestCredentials | undefined, request: () => Promise<ApiResult<T>>) {
  if (!guest) return (yield* callApi(endpoint, request)) as ApiResult<T>;
  let result: ApiResult<T>;
  try {
    result = (yield call(request)) as ApiResult<T>;
  } catch (e) {
    result = { kind: 'error', status: 0, message: e instanceof Error ? e.message : String(e) };
  }
  if (result.kind === 'unauthorized') yield put(guestExpired());
  return result;
}
