import { call, getContext, put, type CallEffect, type GetContextEffect, type PutEffect } from 'redux-saga/effects';
import type { EndpointId } from '../generated/api';
import { sessionExpired, USER_TIMEOUT } from '../lib/auth/session-events';
import type { CoreServices } from '../lib/feature';
import { shouldSignIn } from '../lib/webview';
import type { ApiResult } from './client';

/**
 * Every call of a saga goes through here, so the one 401 rule lives in one place (DESIGN, spec 000 §8,
 * 001 §6): a 401 logs 'User Timeout', keeps the current path and starts sign-in (the session saga does that
 * on sessionExpired), except where webview skips it. The feature saga still gets the result, to leave its
 * own state tidy; a throw (a bug: the client reports failures as values) becomes an error result.
 */
export function* callApi<T>(
  endpoint: EndpointId,
  request: () => Promise<ApiResult<T>>,
): Generator<CallEffect | GetContextEffect | PutEffect, ApiResult<T>, unknown> {
  let result: ApiResult<T>;
  try {
    result = (yield call(request)) as ApiResult<T>;
  } catch (e) {
    result = { kind: 'error', status: 0, message: e instanceof Error ? e.message : String(e) };
  }
  if (result.kind === 'unauthorized') {
    const webview = (yield getContext('webview')) as CoreServices['webview'];
    if (shouldSignIn(endpoint, webview)) yield put(sessionExpired({ log: USER_TIMEOUT }));
  }
  return result;
}
