import type { ApiResult } from '../../../../src/api/client';
import { endSignIns, loadSignIns } from '../../../../src/features/sign-in-security/sagas/sign-ins';
import { signInDevice, signInName } from '../../../../src/features/sign-in-security/sign-in-name';
import {
  selectSignIns,
  signInEndRequested,
  signIns,
  signInsLoaded,
  signInsRequested,
  signOutOthersRequested,
  type SignInsState,
} from '../../../../src/features/sign-in-security/sign-ins-slice';
import type { SignIn, SignInsResponse } from '../../../../src/generated/types/api/owner';
import { sessionExpired } from '../../../../src/lib/auth/session-events';
import { notify } from '../../../../src/lib/events/notification';
import type { TextKey } from '../../../../src/lib/texts/text-key';
import { fakeServices } from '../../../support/app-services';
import { runSaga } from '../../../support/saga';
import type { Answers } from '../../../support/test-client';

const signIn = (id: string, current: boolean, more: Partial<SignIn> = {}): SignIn => ({
  id: id.padEnd(22, 'x'),
  device: 'computer',
  deviceModel: null,
  os: 'Windows',
  browser: 'Chrome',
  browserVersion: '131',
  network: '203.0.113.0/24',
  startedAt: '2026-11-20T09:00:00.000Z',
  lastActiveAt: '2026-11-23T10:00:00.000Z',
  current,
  ...more,
});
const THIS = signIn('this', true);
const PHONE = signIn('phone', false, { device: 'phone', deviceModel: 'iPhone', os: 'iOS', browser: 'Safari' });
const LAPTOP = signIn('laptop', false, { os: 'macOS', browser: 'Firefox', browserVersion: '133' });

const answer = (list: SignIn[]): ApiResult<SignInsResponse> => ({ kind: 'ok', status: 200, data: { signIns: list } });
const failure = (status: number, offline = false): ApiResult<never> => ({
  kind: 'error',
  status,
  message: `HTTP ${status}`,
  ...(offline ? { offline: true as const } : {}),
});

/** The saga against a real store of the slice, on the fake client with these answers; what it asked for too. */
async function run(
  saga: typeof loadSignIns | typeof endSignIns,
  action: Parameters<typeof endSignIns>[0] | null,
  answers: Answers,
) {
  const { services, client } = fakeServices({ answers });
  const { state, seen } = await runSaga({
    slices: [signIns],
    context: services,
    saga,
    ...(action ? { action } : {}),
    before: [signInsLoaded([THIS, PHONE, LAPTOP])],
  });
  return {
    state: selectSignIns(state as { signIns: SignInsState }),
    seen,
    notices: seen.filter(notify.match).map((a) => a.payload),
    calls: client.calls.map((c) => c.id),
  };
}

describe('loading the sign-ins', () => {
  it('shows the list the service answers', async () => {
    const { state, calls } = await run(loadSignIns, null, { signIns: () => answer([THIS, PHONE]) });
    expect(calls).toEqual(['signIns']);
    expect(state.status).toBe('loaded');
    expect(state.list.map((s) => s.id)).toEqual([THIS.id, PHONE.id]);
  });

  it('fails with a retry, and says when it was because the browser is offline', async () => {
    const down = await run(loadSignIns, null, { signIns: () => failure(503) });
    expect([down.state.status, down.state.offline]).toEqual(['failed', false]);
    expect(down.notices).toEqual([]);
    const offline = await run(loadSignIns, null, { signIns: () => failure(0, true) });
    expect([offline.state.status, offline.state.offline]).toEqual(['failed', true]);
  });

  it('on a 401 leaves for sign-in (the one rule), showing no failure', async () => {
    const { state, seen } = await run(loadSignIns, null, { signIns: () => ({ kind: 'unauthorized', signIn: true }) });
    expect(seen).toContainEqual(sessionExpired({ log: 'User Timeout' }));
    expect(state.status).not.toBe('failed');
  });

  it('keeps a list already shown while it is asked for again', () => {
    const loaded = signIns.reducer(undefined, signInsLoaded([THIS]));
    expect(signIns.reducer(loaded, signInsRequested()).status).toBe('loaded');
    expect(signIns.reducer(undefined, signInsRequested()).status).toBe('loading');
  });
});

describe('signing one out', () => {
  it('ends that one and shows the list the service answers, with a success notice', async () => {
    const { state, calls, notices } = await run(endSignIns, signInEndRequested({ id: PHONE.id }), {
      endSignIn: (options) => answer(options?.params.id === PHONE.id ? [THIS, LAPTOP] : [THIS, PHONE, LAPTOP]),
    });
    expect(calls).toEqual(['endSignIn']);
    expect(state.list.map((s) => s.id)).toEqual([THIS.id, LAPTOP.id]);
    expect(state.ending).toBeNull();
    expect(notices).toEqual([{ type: 'success', messageKey: 'security.signIns.signedOut' }]);
  });

  it('says it failed and keeps the list on an error', async () => {
    const { state, notices } = await run(endSignIns, signInEndRequested({ id: PHONE.id }), {
      endSignIn: () => failure(500),
    });
    expect(state.list).toHaveLength(3);
    expect(state.ending).toBeNull();
    expect(notices).toEqual([{ type: 'error', messageKey: 'security.signIns.signOutFailed' }]);
  });

  it('asks for the list again, with no error, when the sign-in had ended already (404)', async () => {
    const { seen, notices, state } = await run(endSignIns, signInEndRequested({ id: PHONE.id }), {
      endSignIn: () => failure(404),
    });
    expect(seen).toContainEqual(signInsRequested());
    expect(notices).toEqual([]);
    expect(state.ending).toBeNull();
  });

  it('on a 401 leaves for sign-in without an error notice', async () => {
    const { seen, notices } = await run(endSignIns, signInEndRequested({ id: PHONE.id }), {
      endSignIn: () => ({ kind: 'unauthorized', signIn: true }),
    });
    expect(seen).toContainEqual(sessionExpired({ log: 'User Timeout' }));
    expect(notices).toEqual([]);
  });
});

describe('signing out of all other devices', () => {
  it('ends the others and shows this one alone, with a success notice', async () => {
    const { state, calls, notices } = await run(endSignIns, signOutOthersRequested(), {
      endOtherSignIns: () => answer([THIS]),
    });
    expect(calls).toEqual(['endOtherSignIns']);
    expect(state.list).toEqual([THIS]);
    expect(notices).toEqual([{ type: 'success', messageKey: 'security.signIns.signedOutOthers' }]);
  });

  it('says it failed on an error (a 404 too: nothing tells that it worked)', async () => {
    for (const status of [500, 404]) {
      const { state, notices } = await run(endSignIns, signOutOthersRequested(), {
        endOtherSignIns: () => failure(status),
      });
      expect(state.list).toHaveLength(3);
      expect(notices).toEqual([{ type: 'error', messageKey: 'security.signIns.signOutOthersFailed' }]);
    }
  });
});

describe('what a sign-in is called', () => {
  const t = (key: TextKey, values: Record<string, string | number> = {}) =>
    `${key}${Object.keys(values).length ? JSON.stringify(values) : ''}`;

  it('names the browser with its version, and the system', () => {
    expect(signInName(PHONE, t)).toBe('security.signIns.browserOn{"browser":"Safari 131","os":"iOS"}');
    expect(signInName({ browser: 'Firefox', browserVersion: null, os: null }, t)).toBe('Firefox');
    expect(signInName({ browser: null, browserVersion: null, os: 'Linux' }, t)).toBe('Linux');
    expect(signInName({ browser: null, browserVersion: null, os: null }, t)).toBe('security.signIns.unknownBrowser');
  });

  it("says the kind of device, and a phone's model", () => {
    expect(signInDevice(PHONE, t)).toBe('security.signIns.device.phone · iPhone');
    expect(signInDevice(THIS, t)).toBe('security.signIns.device.computer');
  });
});
