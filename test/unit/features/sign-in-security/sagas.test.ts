import type { ApiResult } from '../../../../src/api/client';
import {
  loadSecurity,
  removeMfaOption,
  saveMfaFlag,
} from '../../../../src/features/sign-in-security/sagas/sign-in-security';
import {
  mfaFlagSaveRequested,
  mfaLoaded,
  mfaOptionRemoveRequested,
  securityRequested,
  selectMfaSwitch,
  selectSecurity,
  signInSecurity,
  type SecurityState,
} from '../../../../src/features/sign-in-security/slice';
import type { MfaOptionsResponse } from '../../../../src/generated/types/api/owner';
import { reauthenticationRequested, sessionExpired } from '../../../../src/lib/auth/session-events';
import { scriptWanted, scriptWantedAfterPage } from '../../../../src/lib/events/analytics';
import { notify } from '../../../../src/lib/events/notification';
import { fakeServices } from '../../../support/app-services';
import { runSaga } from '../../../support/saga';

const twoOptions: MfaOptionsResponse = {
  userRequiresMFA: false,
  mfaOptions: [{ type: 'email', value: 'a***@example.com' }, { type: 'totp' }],
  passkeys: [],
};
const withPasskey: MfaOptionsResponse = {
  ...twoOptions,
  passkeys: [
    {
      id: '1',
      publicKeyCredentialPublicKey: 'pk',
      passkeyRegistrationTimestamp: '2026-09-18T10:24:00.000Z',
      deviceType: { kind: 'platform' },
    },
  ],
};

type Api = ReturnType<typeof fakeServices>['services']['securityApi'];

function setup(api: Partial<Api> = {}, webview = false) {
  const calls: string[] = [];
  const base = fakeServices().services.securityApi;
  const securityApi: Api = {
    ...base,
    email: api.email ?? base.email,
    mfaOptions: api.mfaOptions ?? (async () => ({ kind: 'ok', status: 200, data: twoOptions })),
    removeOption: async (t) => {
      calls.push(`remove ${t}`);
      return (api.removeOption ?? base.removeOption)(t);
    },
    setUserLevel: async (v) => {
      calls.push(`flag ${v}`);
      return (api.setUserLevel ?? base.setUserLevel)(v);
    },
  };
  return { calls, context: fakeServices({ securityApi, webview }).services };
}

const state = (s: Record<string, unknown>) => selectSecurity(s as { signInSecurity: SecurityState });
const notices = (seen: { type: string; payload?: unknown }[]) =>
  seen.filter((a) => a.type === notify.type).map((a) => a.payload);
const failure = (status: number): ApiResult<never> => ({ kind: 'error', status, message: `HTTP ${status}` });

describe('loading the page (spec 001 §4.2)', () => {
  it('shows the email and the MFA options', async () => {
    const { context } = setup();
    const { state: s, seen } = await runSaga({
      slices: [signInSecurity],
      context,
      saga: loadSecurity,
      action: securityRequested({ change: null }),
    });
    expect(state(s).email).toEqual({ status: 'loaded', value: 'ada@example.com' });
    expect(state(s).mfa.options.map((o) => o.type)).toEqual(['email', 'totp']);
    expect(notices(seen)).toEqual([]);
    // The page of the account (sign-in) widget (spec 001 §7): asked for once, strictly necessary, after the page's own work.
    expect(seen.filter((a) => scriptWantedAfterPage.match(a)).map((a) => a.payload)).toEqual(['signIn']);
    expect(seen.filter((a) => scriptWanted.match(a))).toEqual([]);
  });

  it('on an MFA load failure shows the get-options error and hides the section', async () => {
    const { context } = setup({ mfaOptions: async () => failure(503) });
    const { state: s, seen } = await runSaga({
      slices: [signInSecurity],
      context,
      saga: loadSecurity,
      action: securityRequested({ change: null }),
    });
    expect(state(s).mfa.status).toBe('failed');
    expect(state(s).email.status).toBe('loaded');
    // Said in place by the page (with a retry), not in a banner that would move the page.
    expect(notices(seen)).toEqual([]);
  });

  it('on a 401 leaves for sign-in (the one rule) without an error notice', async () => {
    const { context } = setup({
      mfaOptions: async () => ({ kind: 'unauthorized', signIn: true }),
      email: async () => ({ kind: 'unauthorized', signIn: true }),
    });
    const { seen } = await runSaga({
      slices: [signInSecurity],
      context,
      saga: loadSecurity,
      action: securityRequested({ change: null }),
    });
    expect(seen.some((a) => a.type === sessionExpired.type)).toBe(true);
    expect(notices(seen)).toEqual([]);
  });
});

describe('passkey notices on return (spec 001 §4.5)', () => {
  const back = async (change: 'passkeyAdd' | 'passkeyRemove', data: MfaOptionsResponse) => {
    const { context } = setup({ mfaOptions: async () => ({ kind: 'ok', status: 200, data }) });
    return notices(
      (await runSaga({ slices: [signInSecurity], context, saga: loadSecurity, action: securityRequested({ change }) }))
        .seen,
    );
  };

  it('passkeyAdd with a passkey present: success', async () => {
    expect(await back('passkeyAdd', withPasskey)).toEqual([{ type: 'success', messageKey: 'security.passkeys.added' }]);
  });

  it('passkeyAdd without a passkey: no success claimed', async () => {
    expect(await back('passkeyAdd', twoOptions)).toEqual([]);
  });

  it('passkeyRemove with one still present: error', async () => {
    expect(await back('passkeyRemove', withPasskey)).toEqual([
      { type: 'error', messageKey: 'security.passkeys.removeFailed' },
    ]);
  });

  it('passkeyRemove with none left: success', async () => {
    expect(await back('passkeyRemove', twoOptions)).toEqual([
      { type: 'success', messageKey: 'security.passkeys.removed' },
    ]);
  });
});

describe('the user-level flag (spec 001 §4.3)', () => {
  const save = async (value: boolean, api: Partial<Api> = {}, webview = false) => {
    const { context, calls } = setup(api, webview);
    const run = await runSaga({
      slices: [signInSecurity],
      context,
      saga: saveMfaFlag,
      before: [mfaLoaded({ ...twoOptions, userRequiresMFA: !value })],
      action: mfaFlagSaveRequested({ value }),
    });
    return { ...run, calls };
  };

  it('on: sends true, then signs out and in again', async () => {
    const { calls, seen, state: s } = await save(true);
    expect(calls).toEqual(['flag true']);
    expect(seen.find((a) => a.type === reauthenticationRequested.type)?.payload).toEqual({ comeBack: false });
    expect(selectMfaSwitch(s as { signInSecurity: SecurityState })).toBe(true);
  });

  it('on in webview: the sign-in comes back to this page (deep-link state)', async () => {
    const { seen } = await save(true, {}, true);
    expect(seen.find((a) => a.type === reauthenticationRequested.type)?.payload).toEqual({ comeBack: true });
  });

  it('off: sends false and stays signed in', async () => {
    const { calls, seen, state: s } = await save(false);
    expect(calls).toEqual(['flag false']);
    expect(seen.some((a) => a.type === reauthenticationRequested.type)).toBe(false);
    expect(selectMfaSwitch(s as { signInSecurity: SecurityState })).toBe(false);
    expect(notices(seen)).toEqual([{ type: 'success', messageKey: 'security.mfa.turnedOff' }]);
  });

  it.each([true, false])('a failed save (%s) reverts the switch and shows the update-flag error', async (value) => {
    const { seen, state: s } = await save(value, { setUserLevel: async () => failure(500) });
    expect(selectMfaSwitch(s as { signInSecurity: SecurityState })).toBe(!value);
    expect(notices(seen)).toEqual([{ type: 'error', messageKey: 'security.mfa.updateFailed' }]);
    expect(seen.some((a) => a.type === reauthenticationRequested.type)).toBe(false);
  });
});

describe('removing an option (spec 001 §4.4)', () => {
  const remove = async (options: MfaOptionsResponse, api: Partial<Api> = {}) => {
    const { context, calls } = setup(api);
    const run = await runSaga({
      slices: [signInSecurity],
      context,
      saga: removeMfaOption,
      before: [mfaLoaded(options)],
      action: mfaOptionRemoveRequested('email'),
    });
    return { ...run, calls, s: state(run.state) };
  };

  it('the only option is not sent: the error page shows', async () => {
    const { calls, s } = await remove({ ...twoOptions, mfaOptions: [{ type: 'email', value: 'a***@example.com' }] });
    expect(calls).toEqual([]);
    expect(s.errorPage).toBe(true);
    expect(s.mfa.options).toHaveLength(1);
  });

  it('204 removes it from the list', async () => {
    const { calls, s, seen } = await remove(twoOptions);
    expect(calls).toEqual(['remove email']);
    expect(s.mfa.options.map((o) => o.type)).toEqual(['totp']);
    expect(notices(seen)).toEqual([{ type: 'success', messageKey: 'security.mfa.removed' }]);
  });

  it('an answer other than 204 is not a removal', async () => {
    const { s, seen } = await remove(twoOptions, { removeOption: async () => ({ kind: 'ok', status: 200, data: {} }) });
    expect(s.mfa.options).toHaveLength(2);
    expect(notices(seen)).toEqual([{ type: 'error', messageKey: 'security.mfa.deleteFailed' }]);
  });

  it('a failure keeps the option and shows the delete-option error', async () => {
    const { s, seen } = await remove(twoOptions, { removeOption: async () => failure(409) });
    expect(s.mfa.options).toHaveLength(2);
    expect(s.removing).toBeNull();
    expect(notices(seen)).toEqual([{ type: 'error', messageKey: 'security.mfa.deleteFailed' }]);
  });
});
