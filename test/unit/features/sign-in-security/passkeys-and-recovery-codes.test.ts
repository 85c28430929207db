import {
  recoveryCodes,
  recoveryCodesGenerateRequested,
  recoveryCodesLoaded,
  recoveryCodesRequested,
  selectRecoveryCodes,
  type RecoveryCodesState,
} from '../../../../src/features/sign-in-security/recovery-codes-slice';
import { renamePasskey } from '../../../../src/features/sign-in-security/sagas/passkeys';
import {
  generateRecoveryCodes,
  loadRecoveryCodes,
} from '../../../../src/features/sign-in-security/sagas/recovery-codes';
import {
  mfaLoaded,
  passkeyRenameOpened,
  passkeyRenameRequested,
  selectSecurity,
  signInSecurity,
  type SecurityState,
} from '../../../../src/features/sign-in-security/slice';
import type { Passkey } from '../../../../src/generated/types/api/owner';
import { sessionExpired } from '../../../../src/lib/auth/session-events';
import { notify } from '../../../../src/lib/events/notification';
import { fakeServices } from '../../../support/app-services';
import { runSaga } from '../../../support/saga';
import { failed, ok, type Answers } from '../../../support/test-client';

const passkey: Passkey = {
  id: '7',
  publicKeyCredentialPublicKey: 'pk',
  passkeyRegistrationTimestamp: '2026-09-18T10:24:00.000Z',
  deviceType: { kind: 'platform', authenticator: 'Windows Hello' },
};
const other: Passkey = { ...passkey, id: '8', deviceType: { kind: 'securityKey' } };
const unauthorized: Answers['renamePasskey'] = () => ({ kind: 'unauthorized', signIn: true });

const security = (s: Record<string, unknown>) => selectSecurity(s as { signInSecurity: SecurityState });
const codes = (s: Record<string, unknown>) => selectRecoveryCodes(s as { recoveryCodes: RecoveryCodesState });
const notices = (seen: { type: string; payload?: unknown }[]) =>
  seen.filter((a) => a.type === notify.type).map((a) => a.payload);

async function rename(answers: Answers, name = 'Work laptop') {
  const { services, client } = fakeServices({ answers });
  const action = passkeyRenameRequested({ id: passkey.id, name });
  const run = await runSaga({
    slices: [signInSecurity],
    context: services,
    saga: renamePasskey,
    action,
    before: [
      mfaLoaded({ userRequiresMFA: true, mfaOptions: [], passkeys: [passkey, other] }),
      passkeyRenameOpened(passkey.id),
    ],
  });
  return { ...run, calls: client.callsOf('renamePasskey') };
}

describe('renaming a passkey', () => {
  it('sends the name for that passkey, closes the dialog and lists the passkey as the service answered it', async () => {
    const renamed = { ...passkey, name: 'Work laptop' };
    const { state, seen, calls } = await rename({ renamePasskey: ok(renamed) });
    expect(calls.map((c) => c.options)).toEqual([{ params: { id: '7' }, body: { name: 'Work laptop' } }]);
    expect(security(state).mfa.passkeys).toEqual([renamed, other]);
    expect(security(state).rename).toBeNull();
    expect(notices(seen)).toEqual([{ type: 'success', messageKey: 'security.passkeys.renamed' }]);
  });

  it('keeps the dialog open as refused when the service will not take the name or the passkey is gone', async () => {
    for (const status of [400, 404]) {
      const { state, seen } = await rename({ renamePasskey: failed(status) });
      expect(security(state).rename).toEqual({ id: '7', status: 'refused' });
      expect(security(state).mfa.passkeys).toEqual([passkey, other]);
      expect(notices(seen)).toEqual([]);
    }
  });

  it('keeps the dialog open as failed (try again) on any other failure', async () => {
    const { state } = await rename({ renamePasskey: failed(503) });
    expect(security(state).rename).toEqual({ id: '7', status: 'failed' });
  });

  it('closes the dialog on a 401 and leaves sign-in to the session saga', async () => {
    const { state, seen } = await rename({ renamePasskey: unauthorized });
    expect(security(state).rename).toBeNull();
    expect(seen).toContainEqual(sessionExpired({ log: 'User Timeout' }));
  });
});

describe('recovery codes', () => {
  const load = async (answers: Answers) =>
    runSaga({
      slices: [recoveryCodes],
      context: fakeServices({ answers }).services,
      saga: loadRecoveryCodes,
      action: recoveryCodesRequested(),
    });
  const generate = async (answers: Answers) =>
    runSaga({
      slices: [recoveryCodes],
      context: fakeServices({ answers }).services,
      saga: generateRecoveryCodes,
      action: recoveryCodesGenerateRequested(),
      before: [recoveryCodesLoaded({ total: 10, left: 3, createdTimestamp: '2026-10-01T08:00:00.000Z' })],
    });
  const fresh = {
    codes: ['ABCDE-FGHJK', 'MNPQR-STVWX'],
    total: 2,
    left: 2,
    createdTimestamp: '2026-11-23T10:00:00.000Z',
  };

  it('shows how many are left, never a code', async () => {
    const { state } = await load({
      recoveryCodes: ok({ total: 10, left: 7, createdTimestamp: '2026-10-01T08:00:00Z' }),
    });
    expect(codes(state)).toMatchObject({ status: 'loaded', total: 10, left: 7, shown: null });
  });

  it('says a failed load failed, for the section to offer a retry', async () => {
    const { state, seen } = await load({ recoveryCodes: failed(500) });
    expect(codes(state).status).toBe('failed');
    expect(notices(seen)).toEqual([]);
  });

  it('on a 401 shows nothing failed: sign-in takes over', async () => {
    const { state, seen } = await load({ recoveryCodes: () => ({ kind: 'unauthorized', signIn: true }) });
    expect(codes(state).status).toBe('idle');
    expect(seen).toContainEqual(sessionExpired({ log: 'User Timeout' }));
  });

  it('shows a new set once, with the count it replaced the old one with', async () => {
    const { state, seen } = await generate({ generateRecoveryCodes: ok(fresh) });
    expect(codes(state)).toMatchObject({ generate: 'idle', total: 2, left: 2, shown: fresh.codes });
    expect(notices(seen)).toEqual([{ type: 'success', messageKey: 'security.recovery.generated' }]);
  });

  it('keeps the old count and says the new set failed when the service fails', async () => {
    const { state } = await generate({ generateRecoveryCodes: failed(503) });
    expect(codes(state)).toMatchObject({ generate: 'failed', total: 10, left: 3, shown: null });
  });
});
