import { call, takeLeading } from 'redux-saga/effects';
import { sessionExpired } from '../../../lib/auth/session-events';
import { serviceGetter } from '../../../lib/feature';
import type { SessionServices } from '../services';

const service = serviceGetter<SessionServices>();

/** The one place a 401 turns into sign-in (DESIGN: the rule lives in one place). */
export function* handleSessionExpired({ payload }: ReturnType<typeof sessionExpired>) {
  const log = yield* service('log');
  const currentPath = yield* service('currentPath');
  yield call(log, payload.log);
  yield* startSignIn(currentPath());
}

/**
 * Starts sign-in; a failure to start (no crypto, storage refused) is logged and must not end the root saga. fresh:
 * the provider asks for the password even if it still knows the owner.
 */
export function* startSignIn(returnPath: string, fresh = false) {
  const auth = yield* service('auth');
  const log = yield* service('log');
  try {
    yield call([auth, auth.signIn], returnPath, undefined, fresh ? { fresh } : undefined);
  } catch (e) {
    yield call(log, 'sign-in could not start', { message: e instanceof Error ? e.message : String(e) });
  }
}

// takeLeading: several calls failing with 401 at once start sign-in once.
export function* watchSessionExpired() {
  yield takeLeading(sessionExpired.type, handleSessionExpired);
}
