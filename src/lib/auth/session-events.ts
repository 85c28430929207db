import { createAction } from '@reduxjs/toolkit';

/**
 * A call found the session over (401). Any feature may dispatch it; one app saga (features/session) logs the
 * message and starts sign-in. It lives in lib/ because features never import each other. background: a call the
 * owner did not ask for (a check the page makes on its own), which does not bring back a message they closed.
 */
export const sessionExpired = createAction<{ log: string; background?: true }>('session/expired');

/** The message the spec logs when a 401 sends the owner to sign-in. */
export const USER_TIMEOUT = 'User Timeout';

/**
 * Spec 001 §4.5, §7: change the owner's passkeys at the provider (add or remove), coming back to the current page.
 * The session saga starts it: it owns the sign-in helper.
 */
export const passkeyChangeRequested = createAction<{ action: 'add' | 'remove' }>('session/passkeyChangeRequested');

/**
 * Spec 001 §4.3: after turning two-step verification on, the owner signs out and in again. comeBack (the deep-link
 * state in webview): sign-in starts at once and returns to the current page; otherwise the app leaves for its root.
 */
export const reauthenticationRequested = createAction<{ comeBack: boolean }>('session/reauthenticationRequested');

/** Spec 001 §2.3: change the password at the provider (its change-password flow), coming back to the current page. */
export const passwordChangeRequested = createAction('session/passwordChangeRequested');

/**
 * The service has deleted the owner's account and ended its sessions. The session saga forgets the tokens here and
 * starts no sign-in; the page that deleted the account stays to confirm it (there is no one to sign in as).
 */
export const accountDeleted = createAction('session/accountDeleted');
