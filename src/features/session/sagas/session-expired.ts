import { call, getContext, takeLeading } from 'redux-saga/effects';
import { sessionExpired } from '../../../lib/auth/session-events';

export type AppLog = (message: string, detail?: Record<string, unknown>) => void;

/** What this saga needs from the saga context. */
export interface SessionSagaContext {
  log: AppLog;
  /** Starts sign-in; the path is saved (if safe) and used once after sign-in. */
  signIn: (returnPath: string) => void | Promise<void>;
  /** The current address below the origin: pathname + search + hash. */
  currentPath: () => string;
}

/** The one place a 401 turns into sign-in (DESIGN: the rule lives in one place). */
export function* handleSessionExpired({ payload }: ReturnType<typeof sessionExpired>) {
  const log: SessionSagaContext['log'] = yield getContext('log');
  const signIn: SessionSagaContext['signIn'] = yield getContext('signIn');
  const currentPath: SessionSagaContext['currentPath'] = yield getContext('currentPath');
  yield call(log, payload.log);
  const path: string = yield call(currentPath);
  try {
    yield call(signIn, path);
  } catch (e) {
    // Sign-in failing to start (no crypto, storage refused) must not end the root saga.
    yield call(log, 'sign-in could not start', { message: e instanceof Error ? e.message : String(e) });
  }
}

// takeLeading: several calls failing with 401 at once start sign-in once.
export function* watchSessionExpired() {
  yield takeLeading(sessionExpired.type, handleSessionExpired);
}
