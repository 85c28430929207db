import { forgetDeletedAccount } from '../../../../../src/features/session/sagas/sign-in-out';
import { authStateChanged, selectSessionStatus, session } from '../../../../../src/features/session/slice';
import { accountDeleted } from '../../../../../src/lib/auth/session-events';
import { trackRequested } from '../../../../../src/lib/events/analytics';
import { runSaga } from '../../../../support/saga';

function context(signOut: () => Promise<void> = async () => undefined) {
  const events: string[] = [];
  const logged: string[] = [];
  return {
    events,
    logged,
    ctx: {
      webview: false,
      log: (message: string) => {
        logged.push(message);
      },
      auth: {
        signIn: async () => {
          events.push('signIn');
        },
        signOut: async () => {
          events.push('signOut');
          await signOut();
        },
      },
      currentPath: () => '/lincoln/en-us/delete-account',
      leave: () => {
        events.push('leave');
      },
    },
  };
}

describe('after the account is deleted (accountDeleted)', () => {
  it('forgets the tokens here, and neither leaves nor starts sign-in', async () => {
    const c = context();
    const { seen } = await runSaga({
      slices: [session],
      context: c.ctx,
      saga: forgetDeletedAccount,
      action: accountDeleted(),
    });
    expect(c.events).toEqual(['signOut']);
    expect(seen.map((a) => a.type)).not.toContain(trackRequested.type);
  });

  it('logs a failed sign-out instead of failing', async () => {
    const c = context(async () => {
      throw new Error('storage refused');
    });
    await runSaga({ slices: [session], context: c.ctx, saga: forgetDeletedAccount, action: accountDeleted() });
    expect(c.logged).toEqual(['sign-out after account deletion failed']);
  });

  it('keeps the page: the signed-out report that follows does not turn the owner page into a sign-in', async () => {
    const c = context();
    const { state } = await runSaga({
      slices: [session],
      context: c.ctx,
      saga: forgetDeletedAccount,
      action: accountDeleted(),
      before: [authStateChanged('authenticated')],
    });
    const store = state as Parameters<typeof selectSessionStatus>[0];
    expect(selectSessionStatus(store)).toBe('authenticated');
    expect(session.reducer(store.session, authStateChanged('unauthenticated')).status).toBe('authenticated');
  });

  it('does not change how an ordinary sign-out report is recorded', () => {
    expect(session.reducer({ status: 'authenticated' }, authStateChanged('unauthenticated')).status).toBe(
      'unauthenticated',
    );
  });
});
