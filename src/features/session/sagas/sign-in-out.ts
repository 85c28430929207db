import { call, put, takeLeading } from 'redux-saga/effects';
import { trackRequested } from '../../../lib/events/analytics';
import { serviceGetter } from '../../../lib/feature';
import type { SessionServices } from '../services';
import { signInRequested, signOutRequested } from '../slice';
import { startSignIn } from './session-expired';

const service = serviceGetter<SessionServices>();

export function* signIn({ payload }: ReturnType<typeof signInRequested>) {
  const currentPath = yield* service('currentPath');
  yield* startSignIn(payload?.returnPath ?? currentPath());
}

/** Signs out at the provider and here, then leaves for the market root, where sign-in starts again. */
export function* signOut() {
  const auth = yield* service('auth');
  const leave = yield* service('leave');
  const log = yield* service('log');
  // Before the provider forgets the owner: the event still knows who signed out.
  yield put(trackRequested({ event: 'signOut' }));
  try {
    yield call([auth, auth.signOut]);
  } catch (e) {
    yield call(log, 'sign-out failed', { message: e instanceof Error ? e.message : String(e) });
  }
  yield call(leave);
}

export function* watchSignIn() {
  yield takeLeading(signInRequested.type, signIn);
}

export function* watchSignOut() {
  yield takeLeading(signOutRequested.type, signOut);
}
