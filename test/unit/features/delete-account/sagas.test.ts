import type { ApiResult } from '../../../../src/api/client';
import type { DeleteAccountApi } from '../../../../src/features/delete-account/api';
import { deletionConfirmed, emailMatches } from '../../../../src/features/delete-account/confirmation';
import { deleteOwnerAccount, loadEmail } from '../../../../src/features/delete-account/sagas/delete-account';
import {
  deleteAccount,
  deleteAccountOpened,
  deleteRequested,
  deleteSucceeded,
  emailLoaded,
  selectDeleteAccount,
  type DeleteAccountState,
} from '../../../../src/features/delete-account/slice';
import { accountDeleted, sessionExpired } from '../../../../src/lib/auth/session-events';
import { fakeServices } from '../../../support/app-services';
import { runSaga } from '../../../support/saga';

const EMAIL = 'Olivia.Brown@example.com';
const failure = (status: number): ApiResult<never> => ({ kind: 'error', status, message: `HTTP ${status}` });

function setup(api: Partial<DeleteAccountApi> = {}) {
  const calls: string[] = [];
  const deleteAccountApi: DeleteAccountApi = {
    email: async () => {
      calls.push('email');
      return (api.email ?? (async () => ({ kind: 'ok', status: 200, data: EMAIL })))();
    },
    deleteAccount: async () => {
      calls.push('delete');
      return (api.deleteAccount ?? (async () => ({ kind: 'ok', status: 204, data: undefined })))();
    },
  };
  return { calls, context: fakeServices({ deleteAccountApi }).services };
}

const state = (s: Record<string, unknown>) => selectDeleteAccount(s as { deleteAccount: DeleteAccountState });

describe('the confirmation (email typed exactly, box ticked)', () => {
  it('compares the email case-insensitively, ignoring spaces around it', () => {
    expect(emailMatches('  olivia.brown@EXAMPLE.com ', EMAIL)).toBe(true);
    expect(emailMatches('olivia.brown@example.co', EMAIL)).toBe(false);
    expect(emailMatches('olivia. brown@example.com', EMAIL)).toBe(false);
    expect(emailMatches('', '')).toBe(false);
    expect(emailMatches('a@example.com', null)).toBe(false);
  });

  it('needs both the email and the box', () => {
    expect(deletionConfirmed({ typedEmail: EMAIL, understood: true }, EMAIL)).toBe(true);
    expect(deletionConfirmed({ typedEmail: EMAIL, understood: false }, EMAIL)).toBe(false);
    expect(deletionConfirmed({ typedEmail: 'someone@example.com', understood: true }, EMAIL)).toBe(false);
  });
});

describe('opening the page', () => {
  const load = async (api: Partial<DeleteAccountApi> = {}) => {
    const { context, calls } = setup(api);
    const r = await runSaga({ slices: [deleteAccount], context, saga: loadEmail, action: deleteAccountOpened() });
    return { calls, state: state(r.state), seen: r.seen };
  };

  it("loads the owner's email", async () => {
    expect((await load()).state.email).toEqual({ status: 'loaded', value: EMAIL });
  });

  it('says when the email could not be loaded', async () => {
    expect((await load({ email: async () => failure(503) })).state.email.status).toBe('failed');
  });

  it('leaves for sign-in on a 401', async () => {
    expect((await load({ email: async () => ({ kind: 'unauthorized', signIn: true }) })).seen).toContainEqual(
      sessionExpired({ log: 'User Timeout' }),
    );
  });

  it('keeps the confirmation of a deleted account and loads nothing', async () => {
    const { context, calls } = setup();
    const r = await runSaga({
      slices: [deleteAccount],
      context,
      saga: loadEmail,
      action: deleteAccountOpened(),
      before: [deleteSucceeded()],
    });
    expect(state(r.state).status).toBe('deleted');
    expect(calls).toEqual([]);
  });
});

describe('deleting', () => {
  const remove = async (
    api: Partial<DeleteAccountApi> = {},
    input = { typedEmail: ` ${EMAIL.toUpperCase()} `, understood: true },
  ) => {
    const { context, calls } = setup(api);
    const r = await runSaga({
      slices: [deleteAccount],
      context,
      saga: deleteOwnerAccount,
      action: deleteRequested(input),
      before: [deleteAccountOpened(), emailLoaded(EMAIL)],
    });
    return { calls, state: state(r.state), seen: r.seen };
  };

  it('deletes, signs out here (accountDeleted) and shows the confirmation', async () => {
    const { calls, state: s, seen } = await remove();
    expect(calls).toEqual(['delete']);
    expect(s.status).toBe('deleted');
    const types = seen.map((a) => a.type);
    // The tokens go before the confirmation shows.
    expect(types.indexOf(accountDeleted.type)).toBeGreaterThanOrEqual(0);
    expect(types.indexOf(accountDeleted.type)).toBeLessThan(types.indexOf(deleteSucceeded.type));
  });

  it('keeps the page with its error when the delete fails, and stays signed in', async () => {
    const { state: s, seen } = await remove({ deleteAccount: async () => failure(500) });
    expect(s.status).toBe('failed');
    expect(seen.map((a) => a.type)).not.toContain(accountDeleted.type);
  });

  it('leaves for sign-in on a 401, without an error', async () => {
    const { state: s, seen } = await remove({ deleteAccount: async () => ({ kind: 'unauthorized', signIn: true }) });
    expect(seen).toContainEqual(sessionExpired({ log: 'User Timeout' }));
    expect(s.status).toBe('idle');
  });

  it('sends nothing unless both confirmations hold', async () => {
    for (const input of [
      { typedEmail: EMAIL, understood: false },
      { typedEmail: 'olivia@example.com', understood: true },
    ]) {
      const { calls, state: s } = await remove({}, input);
      expect(calls).toEqual([]);
      expect(s.status).toBe('idle');
    }
  });
});
