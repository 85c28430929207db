import { handleSessionExpired } from '../../../../../src/features/session/sagas/session-expired';
import { signIn, signOut } from '../../../../../src/features/session/sagas/sign-in-out';
import { selectSessionStatus, session, signInRequested, signOutRequested } from '../../../../../src/features/session/slice';
import { sessionExpired } from '../../../../../src/lib/auth/session-events';
import { runSaga } from '../../../../support/saga';

function context(signInImpl: (path: string) => Promise<void> = async () => undefined) {
  const logged: string[] = [];
  const signedIn: string[] = [];
  const events: string[] = [];
  const ctx = {
    webview: false,
    log: (message: string) => { logged.push(message); },
    auth: {
      signIn: async (path?: string | null) => { signedIn.push(path ?? ''); await signInImpl(path ?? ''); },
      signOut: async () => { events.push('signOut'); },
    },
    currentPath: () => '/product/de-de/kontoeinstellungen?tab=2#privacy',
    leave: () => { events.push('leave'); },
  };
  return { ctx, logged, signedIn, events };
}

async function expire(signInImpl?: (path: string) => Promise<void>) {
  const c = context(signInImpl);
  const { state } = await runSaga({ slices: [session], context: c.ctx, saga: handleSessionExpired, action: sessionExpired({ log: 'User Timeout' }) });
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

it('logs instead of failing when sign-in cannot start', async () => {
  const { logged } = await expire(async () => {
    throw new Error('no crypto');
  });
  expect(logged).toEqual(['User Timeout', 'sign-in could not start']);
});

it('starts sign-in on the intent, with the given return path or else the current one', async () => {
  const c = context();
  await runSaga({ slices: [session], context: c.ctx, saga: signIn, action: signInRequested({ returnPath: '/product/de-de/account-dashboard' }) });
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
  c.ctx.auth.signOut = async () => { throw new Error('offline'); };
  await runSaga({ slices: [session], context: c.ctx, saga: signOut, action: signOutRequested() });
  expect(c.events).toEqual(['leave']);
  expect(c.logged).toEqual(['sign-out failed']);
});
