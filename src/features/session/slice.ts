import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired } from '../../lib/auth/session-events';
import type { AuthState } from '../../lib/auth/sign-in';

export { sessionExpired } from '../../lib/auth/session-events';

/** unknown until the shell reports the auth state; expired from a 401 until sign-in takes over. */
export type SessionStatus = 'unknown' | AuthState | 'expired';

export interface SessionState {
  status: SessionStatus;
}

const initialState: SessionState = { status: 'unknown' };

export const session = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** The sign-in helper's onAuthState events, dispatched by the shell. */
    authStateChanged: (s, a: PayloadAction<AuthState>) => {
      s.status = a.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, (s) => {
      s.status = 'expired';
    });
  },
  selectors: {
    selectSessionStatus: (s) => s.status,
  },
});

export const { authStateChanged } = session.actions;
export const { selectSessionStatus } = session.selectors;
