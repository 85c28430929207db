import { createAction } from '@reduxjs/toolkit';

/**
 * A call found the session over (401). Any feature may dispatch it; one app saga (features/session) logs the
 * message and starts sign-in. It lives in lib/ because features never import each other.
 */
export const sessionExpired = createAction<{ log: string }>('session/expired');

/** The message the spec logs when a 401 sends the owner to sign-in. */
export const USER_TIMEOUT = 'User Timeout';
