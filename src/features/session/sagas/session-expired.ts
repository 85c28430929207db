import { call, put, select, takeLeading } from 'redux-saga/effects';
import { sessionExpired } from '../../../lib/auth/session-events';
import { serviceGetter } from '../../../lib/feature';
import type { SessionServices } from '../services';
import {
  automaticSignInStarted,
  selectAutomaticSignIns,
  selectSessionStatus,
  selectSignInProblemClosed,
  signInProblemFound,
  type SessionStatus,
  type SignInProblem,
} from '../slice';

const service = serviceGetter<SessionServices>();

/** Logged when a check the page made on its own is refused after the owner closed the token-refused message. */
export const BACKGROUND_REFUSED = "the service refused a page's own check after the message was closed";

/**
 * The one place a 401 turns into sign-in (DESIGN: the rule lives in one place), and the one place that keeps it from
 * looping: at most one automatic sign-in per page load, and none within site.json's quiet time after a completed one.
 * A token the provider issued but the data service refuses would otherwise sign the owner in again and again.
 */
export function* handleSessionExpired({ payload }: ReturnType<typeof sessionExpired>) {
  const log = yield* service('log');
  const auth = yield* service('auth');
  const currentPath = yield* service('currentPath');
  const { site } = yield* service('tables');
  yield call(log, payload.log);
  const started = (yield select(selectAutomaticSignIns)) as number;
  const signedInAt = auth.lastSignInAt();
  const quietMs = site.signInSecurity.automaticSignIn.quietSeconds * 1000;
  const now = (yield call(Date.now)) as number;
  if (started > 0 || (signedInAt !== null && now - signedInAt < quietMs)) {
    // The owner closed the message: the page's own check (terms, help) does not open it again; their next save does.
    const closed = (yield select(selectSignInProblemClosed)) as SignInProblem | undefined;
    if (payload.background && closed === 'tokenRefused') {
      yield call(log, BACKGROUND_REFUSED, { started });
      return;
    }
    yield call(log, 'the service refused a fresh sign-in', { started, signedInAt });
    const status = (yield select(selectSessionStatus)) as SessionStatus;
    yield put(signInProblemFound({ problem: 'tokenRefused', status }));
    return;
  }
  yield put(automaticSignInStarted());
  yield* startSignIn(currentPath());
}

/**
 * Starts sign-in; a failure to start (discovery failed, offline, no crypto, storage refused) is logged and shown, and
 * must not end the root saga. fresh: the provider asks for the password even if it still knows the owner.
 */
export function* startSignIn(returnPath: string, fresh = false) {
  const auth = yield* service('auth');
  const log = yield* service('log');
  try {
    yield call([auth, auth.signIn], returnPath, undefined, fresh ? { fresh } : undefined);
  } catch (e) {
    yield call(log, 'sign-in could not start', { message: e instanceof Error ? e.message : String(e) });
    const signedIn = (yield call([auth, auth.isAuthenticated])) as boolean;
    yield put(signInProblemFound({ problem: 'unavailable', status: signedIn ? 'authenticated' : 'unauthenticated' }));
  }
}

// takeLeading: several calls failing with 401 at once start sign-in once.
export function* watchSessionExpired() {
  yield takeLeading(sessionExpired.type, handleSessionExpired);
}
