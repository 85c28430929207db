import { call, put, type CallEffect, type PutEffect } from 'redux-saga/effects';
import type { Unauthorized } from './client';
import { sessionExpired, USER_TIMEOUT } from '../lib/auth/session-events';

/** What callApi turns a throw into (a bug: the client reports failures as values). */
export interface CallFailure {
  kind: 'error';
  status: number;
  message: string;
}

/** A result of the client, or of a feature's adapter over it: its 401 is the client's Unauthorized, passed on. */
type CallResult = { kind: string } | Unauthorized;

/**
 * Every call of a saga goes through here, so the one 401 rule is applied in one place (DESIGN, spec 000 §8,
 * 001 §6): a 401 whose result says to sign in logs 'User Timeout', keeps the current path and starts sign-in
 * (the session saga does that on sessionExpired). The client made that decision, knowing the endpoint and the
 * webview. The feature saga still gets the result, to leave its own state tidy. background: the page's own check,
 * not the owner's request (see sessionExpired).
 */
export function* callApi<R extends CallResult>(
  request: () => Promise<R>,
  { background = false }: { background?: boolean } = {},
): Generator<CallEffect | PutEffect, R | CallFailure, unknown> {
  const result = yield* callUnguarded(request);
  if (isSignInRequired(result))
    yield put(sessionExpired({ log: USER_TIMEOUT, ...(background ? { background: true as const } : {}) }));
  return result;
}

/**
 * A call whose 401 is the caller's own matter, not a reason to sign in: a guest's order authorization that
 * expired. The result is typed by the request; a throw becomes an error result, as in callApi.
 */
export function* callUnguarded<R extends CallResult>(
  request: () => Promise<R>,
): Generator<CallEffect, R | CallFailure, unknown> {
  try {
    // The one place a saga's call result is typed: redux-saga's `yield` answers unknown.
    return (yield call(request)) as R;
  } catch (e) {
    return { kind: 'error', status: 0, message: e instanceof Error ? e.message : String(e) };
  }
}

function isSignInRequired(result: CallResult): boolean {
  return result.kind === 'unauthorized' && 'signIn' in result && result.signIn === true;
}
