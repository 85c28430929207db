import { call, put, takeLeading } from 'redux-saga/effects';
import {
  accountDeleted,
  passkeyChangeRequested,
  passwordChangeRequested,
  reauthenticationRequested,
} from '../../../lib/auth/session-events';
import type { ChangeFlow } from '../../../lib/auth/sign-in';
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

/**
 * Signs out here, then at the provider (its sign-out address ends its own sign-in and comes back to the market
 * root), or straight to the market root when the provider has none to end; sign-in starts again there.
 */
export function* signOut() {
  const endSession = yield* signOutHere(true);
  const leave = yield* service('leave');
  yield call(leave, endSession ?? undefined, { signedOut: true });
}

/** signedOutPage: the provider sends the browser back to the app's signed-out page (not a new sign-in). */
function* signOutHere(signedOutPage = false) {
  const auth = yield* service('auth');
  const log = yield* service('log');
  // Before the provider forgets the owner: the event still knows who signed out.
  yield put(trackRequested({ event: 'signOut' }));
  try {
    const endSession = (yield call([auth, auth.signOut], { signedOutPage })) as string | null;
    return endSession;
  } catch (e) {
    yield call(log, 'sign-out failed', { message: e instanceof Error ? e.message : String(e) });
    return null;
  }
}

/**
 * The account is gone and the service has ended its sessions: forget the tokens here (and the saved return path),
 * then stay on the page, which confirms the deletion. No sign-out event (there is no one left to report) and no
 * sign-in. The sign-in helper's sign-out also tells the provider, which answers the dead token with 204 and nothing
 * to revoke.
 */
export function* forgetDeletedAccount() {
  const auth = yield* service('auth');
  const log = yield* service('log');
  try {
    yield call([auth, auth.signOut]);
  } catch (e) {
    yield call(log, 'sign-out after account deletion failed', { message: e instanceof Error ? e.message : String(e) });
  }
}

/** Spec 001 §4.3: signed out, then in again, back at the deep-link path when there is one (webview). */
export function* reauthenticate({ payload }: ReturnType<typeof reauthenticationRequested>) {
  const currentPath = yield* service('currentPath');
  const here = currentPath();
  const endSession = yield* signOutHere();
  if (payload.comeBack) {
    // Signed in again at once, asked for the password (and the new second factor) whatever the provider's session.
    yield* startSignIn(here, true);
    return;
  }
  // Signed out at the provider too: the next sign-in asks for everything.
  const leave = yield* service('leave');
  yield call(leave, endSession ?? undefined);
}

/** Spec 001 §7: a change flow at the provider (passkey or password); a failure to start is logged, the page stays. */
export function* startChange(change: ChangeFlow) {
  const auth = yield* service('auth');
  const log = yield* service('log');
  const currentPath = yield* service('currentPath');
  try {
    yield call([auth, auth.signIn], currentPath(), change);
  } catch (e) {
    yield call(log, `${change.flow} change could not start`, { message: e instanceof Error ? e.message : String(e) });
  }
}

export function* changePasskey({ payload }: ReturnType<typeof passkeyChangeRequested>) {
  yield* startChange({ flow: 'passkey', action: payload.action });
}

export function* changePassword() {
  yield* startChange({ flow: 'password' });
}

export function* watchSignIn() {
  yield takeLeading(signInRequested.type, signIn);
}

export function* watchSignOut() {
  yield takeLeading(signOutRequested.type, signOut);
}

export function* watchAccountDeleted() {
  yield takeLeading(accountDeleted.type, forgetDeletedAccount);
}

export function* watchReauthentication() {
  yield takeLeading(reauthenticationRequested.type, reauthenticate);
}

export function* watchProviderChanges() {
  yield takeLeading(passkeyChangeRequested.type, changePasskey);
  yield takeLeading(passwordChangeRequested.type, changePassword);
}
