import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { accountDeleted, reauthenticationRequested } from '../../lib/auth/session-events';
import type { AuthState } from '../../lib/auth/sign-in';

export { sessionExpired } from '../../lib/auth/session-events';

/**
 * The single source of truth the shell reads. unknown until boot reports the auth state; signing-in and
 * signing-out while the browser leaves for the provider; expired from a 401 until sign-in takes over; refused
 * when the provider sent the owner back but the sign-in could not be completed (boot finds that out).
 */
export type SessionStatus =
  | 'unknown'
  | AuthState
  | 'signing-in'
  | 'signing-out'
  | 'expired'
  | 'refused'
  /** Back from signing out: the signed-out page, until the owner signs in again. */
  | 'signedOut';

/**
 * Why the app does not sign in on its own when it would: unavailable, a sign-in could not start (the provider's
 * discovery failed, the network is down); tokenRefused, the data service refused a token right after a completed
 * sign-in, or a second time in one page load (signing in again would loop). The page stays, with its edits.
 */
export type SignInProblem = 'unavailable' | 'tokenRefused';

export interface SessionState {
  status: SessionStatus;
  /**
   * The owner deleted the account here: the tokens are forgotten, but the page that confirms it stays. The status
   * keeps what the page showed, as 'signing-out' does until the browser leaves, so the owner page is not swapped
   * for a sign-in as nobody; any later call answers 401 and starts sign-in the usual way.
   */
  accountDeleted?: true;
  /** Sign-ins the app started on its own in this page load (a 401): at most one. */
  automaticSignIns?: number;
  problem?: SignInProblem;
  /** The owner closed the message of this problem: a check the page makes on its own does not bring it back. */
  problemClosed?: SignInProblem;
}

const initialState: SessionState = { status: 'unknown' };

export const session = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** The sign-in helper's onAuthState events (and the state found at boot). */
    authStateChanged: (s, a: PayloadAction<AuthState>) => {
      // Signing out ends in 'unauthenticated' on the way: the page stays 'signing-out' until the browser leaves, so
      // an owner page does not start its own sign-in meanwhile (the sign-out decides where sign-in starts).
      if (s.status === 'signing-out' && a.payload === 'unauthenticated') return;
      if (s.accountDeleted && a.payload === 'unauthenticated') return;
      s.status = a.payload;
    },
    /** Intent: start sign-in, coming back to returnPath (checked by the redirect guard) or the current page. */
    signInRequested: (s, _a: PayloadAction<{ returnPath?: string } | undefined>) => {
      s.status = 'signing-in';
      delete s.problem;
    },
    /** A 401 starts sign-in: the page is left behind (the status hides it), counted against the page load's one. */
    automaticSignInStarted: (s) => {
      s.status = 'expired';
      s.automaticSignIns = (s.automaticSignIns ?? 0) + 1;
    },
    /** Sign-in could not start, or would loop: the page says so and offers to try again. */
    signInProblemFound: (s, a: PayloadAction<{ problem: SignInProblem; status: SessionStatus }>) => {
      s.problem = a.payload.problem;
      s.status = a.payload.status;
    },
    signInProblemDismissed: (s) => {
      if (s.problem) s.problemClosed = s.problem;
      delete s.problem;
    },
    /** Intent: sign out here and at the provider. */
    signOutRequested: (s) => {
      s.status = 'signing-out';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(reauthenticationRequested, (s) => {
      s.status = 'signing-out';
    });
    builder.addCase(accountDeleted, (s) => {
      s.accountDeleted = true;
    });
  },
  selectors: {
    selectSessionStatus: (s) => s.status,
    /** The account was deleted on this page: nobody is signed in any more, whatever the status keeps showing. */
    selectAccountDeleted: (s) => s.accountDeleted === true,
    /** Signed in as far as the page is concerned: a live token, and not on the way out. */
    selectSignedIn: (s) => s.status === 'authenticated',
    selectSignInProblem: (s) => s.problem,
    selectSignInProblemClosed: (s) => s.problemClosed,
    selectAutomaticSignIns: (s) => s.automaticSignIns ?? 0,
  },
});

export const {
  authStateChanged,
  signInRequested,
  signOutRequested,
  automaticSignInStarted,
  signInProblemFound,
  signInProblemDismissed,
} = session.actions;
export const {
  selectSessionStatus,
  selectSignedIn,
  selectAccountDeleted,
  selectSignInProblem,
  selectSignInProblemClosed,
  selectAutomaticSignIns,
} = session.selectors;
