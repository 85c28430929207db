import type { UnknownAction } from '@reduxjs/toolkit';
import { BACKGROUND_REFUSED, handleSessionExpired } from '../../../../../src/features/session/sagas/session-expired';
import {
  changePasskey,
  changePassword,
  reauthenticate,
  signIn,
  signOut,
} from '../../../../../src/features/session/sagas/sign-in-out';
import {
  authStateChanged,
  automaticSignInStarted,
  selectSessionStatus,
  selectSignInProblem,
  session,
  signInProblemDismissed,
  signInProblemFound,
  signInRequested,
  signOutRequested,
} from '../../../../../src/features/session/slice';
import {
  passkeyChangeRequested,
  passwordChangeRequested,
  reauthenticationRequested,
  sessionExpired,
} from '../../../../../src/lib/auth/session-events';
import type { ChangeFlow } from '../../../../../src/lib/auth/sign-in';
import { runSaga } from '../../../../support/saga';
import { fixtureTables } from '../../../../support/site-tables';

function context(
  signInImpl: (path: string) => Promise<void> = async () => undefined,
  lastSignInAt: number | null = null,
) {
  const logged: string[] = [];
  const signedIn: string[] = [];
  const events: string[] = [];
  const ctx = {
    webview: false,
    tables: fixtureTables,
    log: (message: string) => {
      logged.push(message);
    },
    auth: {
      signIn: async (path?: string | null, change?: ChangeFlow, options?: { fresh?: boolean }) => {
        signedIn.push(
          `${path ?? ''}${change ? ` (${change.flow}${'action' in change ? ` ${change.action}` : ''})` : ''}${options?.fresh ? ' (fresh)' : ''}`,
        );
        await signInImpl(path ?? '');
      },
      signOut: async () => {
        events.push('signOut');
      },
      lastSignInAt: () => lastSignInAt,
      isAuthenticated: () => lastSignInAt !== null,
    },
    currentPath: () => '/product/de-de/kontoeinstellungen?tab=2#privacy',
    leave: () => {
      events.push('leave');
    },
  };
  return { ctx, logged, signedIn, events };
}

async function expire(
  signInImpl?: (path: string) => Promise<void>,
  {
    lastSignInAt = null,
    before = [],
    background = false,
  }: { lastSignInAt?: number | null; before?: UnknownAction[]; background?: boolean } = {},
) {
  const c = context(signInImpl, lastSignInAt);
  const { state } = await runSaga({
    slices: [session],
    context: c.ctx,
    saga: handleSessionExpired,
    action: sessionExpired({ log: 'User Timeout', ...(background ? { background: true as const } : {}) }),
    before,
  });
  return { ...c, state: state as Parameters<typeof selectSessionStatus>[0] };
}

it("logs 'User Timeout' through the injected logger", async () => {
  const { logged } = await expire();
  expect(logged[0]).toBe('User Timeout');
});

it('starts sign-in with the current path as the return path', async () => {
  const { signedIn } = await expire();
  expect(signedIn).toEqual(['/product/de-de/kontoeinstellungen?tab=2#privacy']);
});

it('marks the session expired', async () => {
  const { state } = await expire();
  expect(selectSessionStatus(state)).toBe('expired');
});

it('logs instead of failing when sign-in cannot start, and says so on the page', async () => {
  const { logged, state } = await expire(async () => {
    throw new Error('no crypto');
  });
  expect(logged).toEqual(['User Timeout', 'sign-in could not start']);
  expect(selectSignInProblem(state)).toBe('unavailable');
  expect(selectSessionStatus(state)).toBe('unauthenticated');
});

describe('never a loop', () => {
  const { quietSeconds } = fixtureTables.site.signInSecurity.automaticSignIn;

  it(`starts no sign-in for a 401 within ${quietSeconds} s of a completed one: the page stays and says why`, async () => {
    const { signedIn, state, logged } = await expire(undefined, {
      lastSignInAt: Date.now() - (quietSeconds - 5) * 1000,
      before: [authStateChanged('authenticated')],
    });
    expect(signedIn).toEqual([]);
    expect(logged[0]).toBe('User Timeout');
    expect(selectSignInProblem(state)).toBe('tokenRefused');
    // Still the signed-in page (its edits stay), not the sign-in's spinner.
    expect(selectSessionStatus(state)).toBe('authenticated');
  });

  it('signs in again once the quiet time has passed', async () => {
    const { signedIn, state } = await expire(undefined, { lastSignInAt: Date.now() - (quietSeconds + 5) * 1000 });
    expect(signedIn).toHaveLength(1);
    expect(selectSignInProblem(state)).toBeUndefined();
  });

  it('starts at most one sign-in on its own per page load', async () => {
    const { signedIn, state } = await expire(undefined, { before: [automaticSignInStarted()] });
    expect(signedIn).toEqual([]);
    expect(selectSignInProblem(state)).toBe('tokenRefused');
  });

  describe('after the owner closed the message', () => {
    const closed = [
      automaticSignInStarted(),
      signInProblemFound({ problem: 'tokenRefused', status: 'authenticated' }),
      signInProblemDismissed(),
    ];

    it('does not open it again for a check the page makes on its own (the terms check, a refused read)', async () => {
      const { signedIn, state, logged } = await expire(undefined, { before: closed, background: true });
      expect(signedIn).toEqual([]);
      expect(selectSignInProblem(state)).toBeUndefined();
      expect(logged).toEqual(['User Timeout', BACKGROUND_REFUSED]);
    });

    it("opens it again for the owner's own request (a save)", async () => {
      const { signedIn, state } = await expire(undefined, { before: closed });
      expect(signedIn).toEqual([]);
      expect(selectSignInProblem(state)).toBe('tokenRefused');
    });

    it('opens it for a check the page makes on its own when the owner has not closed it before', async () => {
      const { state } = await expire(undefined, { before: [automaticSignInStarted()], background: true });
      expect(selectSignInProblem(state)).toBe('tokenRefused');
    });
  });

  it('lets the owner try again: their own request clears the message and signs in', () => {
    const refused = session.reducer(
      undefined,
      signInProblemFound({ problem: 'tokenRefused', status: 'authenticated' }),
    );
    const again = session.reducer(refused, signInRequested());
    expect([again.problem, again.status]).toEqual([undefined, 'signing-in']);
  });
});

it('starts sign-in on the intent, with the given return path or else the current one', async () => {
  const c = context();
  await runSaga({
    slices: [session],
    context: c.ctx,
    saga: signIn,
    action: signInRequested({ returnPath: '/product/de-de/account-dashboard' }),
  });
  await runSaga({ slices: [session], context: c.ctx, saga: signIn, action: signInRequested() });
  expect(c.signedIn).toEqual(['/product/de-de/account-dashboard', '/product/de-de/kontoeinstellungen?tab=2#privacy']);
});

it('signs out at the provider, then leaves for the market root', async () => {
  const c = context();
  const { state } = await runSaga({ slices: [session], context: c.ctx, saga: signOut, action: signOutRequested() });
  expect(c.events).toEqual(['signOut', 'leave']);
  expect(selectSessionStatus(state as Parameters<typeof selectSessionStatus>[0])).toBe('signing-out');
});

it('still leaves when the provider cannot be reached for sign-out, and logs it', async () => {
  const c = context();
  c.ctx.auth.signOut = async () => {
    throw new Error('offline');
  };
  await runSaga({ slices: [session], context: c.ctx, saga: signOut, action: signOutRequested() });
  expect(c.events).toEqual(['leave']);
  expect(c.logged).toEqual(['sign-out failed']);
});

describe('after turning two-step verification on (spec 001 §4.3)', () => {
  it('signs out and leaves for the market root, where sign-in starts again', async () => {
    const c = context();
    await runSaga({
      slices: [session],
      context: c.ctx,
      saga: reauthenticate,
      action: reauthenticationRequested({ comeBack: false }),
    });
    expect(c.events).toEqual(['signOut', 'leave']);
    expect(c.signedIn).toEqual([]);
  });

  it('in webview, signs out and starts sign-in at once with the deep-link state', async () => {
    const c = context();
    await runSaga({
      slices: [session],
      context: c.ctx,
      saga: reauthenticate,
      action: reauthenticationRequested({ comeBack: true }),
    });
    expect(c.events).toEqual(['signOut']);
    expect(c.signedIn).toEqual(['/product/de-de/kontoeinstellungen?tab=2#privacy (fresh)']);
  });
});

describe('passkey change (spec 001 §7)', () => {
  it('starts the provider flow with the action, coming back to the page', async () => {
    const c = context();
    await runSaga({
      slices: [session],
      context: c.ctx,
      saga: changePasskey,
      action: passkeyChangeRequested({ action: 'add' }),
    });
    expect(c.signedIn).toEqual(['/product/de-de/kontoeinstellungen?tab=2#privacy (passkey add)']);
  });

  it('logs instead of failing when the flow cannot start', async () => {
    const c = context(async () => {
      throw new Error('no crypto');
    });
    await runSaga({
      slices: [session],
      context: c.ctx,
      saga: changePasskey,
      action: passkeyChangeRequested({ action: 'remove' }),
    });
    expect(c.logged).toEqual(['passkey change could not start']);
  });
});

it('starts the provider change-password flow, coming back to the page', async () => {
  const c = context();
  await runSaga({ slices: [session], context: c.ctx, saga: changePassword, action: passwordChangeRequested() });
  expect(c.signedIn).toEqual(['/product/de-de/kontoeinstellungen?tab=2#privacy (password)']);
});

it('stays signing-out when the sign-in helper reports unauthenticated on the way out (no second sign-in starts)', () => {
  let state = session.reducer(undefined, signOutRequested());
  state = session.reducer(state, authStateChanged('unauthenticated'));
  expect(state.status).toBe('signing-out');
  state = session.reducer(
    session.reducer(undefined, reauthenticationRequested({ comeBack: false })),
    authStateChanged('unauthenticated'),
  );
  expect(state.status).toBe('signing-out');
  expect(session.reducer(undefined, authStateChanged('unauthenticated')).status).toBe('unauthenticated');
});
