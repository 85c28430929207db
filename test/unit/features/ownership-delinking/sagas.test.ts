import type { ApiResult } from '../../../../src/api/client';
import type { DelinkApi } from '../../../../src/features/ownership-delinking/api';
import { confirmDelink, openDelink } from '../../../../src/features/ownership-delinking/sagas/ownership-delinking';
import {
  delinkConfirmed,
  delinkOpened,
  delinkReasonChosen,
  ownershipDelinking,
  selectDelink,
  vehicleFound,
  type DelinkState,
} from '../../../../src/features/ownership-delinking/slice';
import type { OwnershipEndReason, Vehicle } from '../../../../src/generated/types/api/owner';
import { sessionExpired } from '../../../../src/lib/auth/session-events';
import { fakeServices } from '../../../support/app-services';
import { runSaga } from '../../../support/saga';

const puma: Vehicle = { vin: 'WF0FXXWPMFPT45678', make: 'F', modelYear: '2024', modelName: 'Puma', nickName: null };
const kuga: Vehicle = {
  vin: 'WF0XXXGCDXPA12345',
  make: 'F',
  modelYear: '2023',
  modelName: 'Kuga',
  nickName: 'Familienauto',
};
const link = (vin: string) => Buffer.from(JSON.stringify({ vin, name: 'Puma' })).toString('base64url');
const failure = (status: number): ApiResult<never> => ({ kind: 'error', status, message: `HTTP ${status}` });

function setup(api: Partial<DelinkApi> = {}) {
  const calls: string[] = [];
  const delinkApi: DelinkApi = {
    garage: async () => {
      calls.push('garage');
      return (api.garage ?? (async () => ({ kind: 'ok', status: 200, data: [kuga, puma] })))();
    },
    delink: async (vin, reason) => {
      calls.push(`delink ${vin} ${reason}`);
      const ended = { vin, ownedSince: '2026-01-01T00:00:00.000Z', endedAt: '2026-11-23T10:00:00.000Z', reason };
      return (api.delink ?? (async () => ({ kind: 'ok', status: 200, data: ended })))(vin, reason);
    },
  };
  return { calls, context: fakeServices({ delinkApi }).services };
}

const state = (s: Record<string, unknown>) => selectDelink(s as { ownershipDelinking: DelinkState });

async function open(data: string, api: Partial<DelinkApi> = {}) {
  const { calls, context } = setup(api);
  const r = await runSaga({ slices: [ownershipDelinking], context, saga: openDelink, action: delinkOpened({ data }) });
  return { calls, state: state(r.state), seen: r.seen };
}

async function confirm(
  api: Partial<DelinkApi> = {},
  vehicle: Vehicle | null = puma,
  reason: OwnershipEndReason | null = 'sold',
) {
  const { calls, context } = setup(api);
  const before = [
    delinkOpened({ data: link(puma.vin) }),
    ...(vehicle ? [vehicleFound(vehicle)] : []),
    ...(reason ? [delinkReasonChosen(reason)] : []),
  ];
  const r = await runSaga({
    slices: [ownershipDelinking],
    context,
    saga: confirmDelink,
    action: delinkConfirmed(),
    before,
  });
  return { calls, state: state(r.state), seen: r.seen };
}

describe('opening the link', () => {
  it("finds the link's VIN in the owner's garage and asks to confirm, naming the vehicle as the garage does", async () => {
    const { state: s, calls } = await open(link(puma.vin));
    expect(calls).toEqual(['garage']);
    expect(s.step).toBe('confirm');
    expect(s.vehicle).toEqual(puma);
    expect(s.link).toEqual({ vin: puma.vin, name: 'Puma' });
  });

  it('shows the invalid-link page for a malformed link, without calling the service', async () => {
    const { state: s, calls } = await open('not*base64');
    expect(s.step).toBe('invalid');
    expect(calls).toEqual([]);
  });

  it('shows the invalid-link page for a bad VIN', async () => {
    expect((await open(Buffer.from('{"vin":"WF0FXXWPMFPO45678"}').toString('base64url'))).state.step).toBe('invalid');
  });

  it('says the vehicle is not in the account when the garage lacks the VIN', async () => {
    const { state: s } = await open(link('1FTFW1E87PFA10001'));
    expect(s.step).toBe('not-in-account');
    expect(s.link?.vin).toBe('1FTFW1E87PFA10001');
  });

  it('says the garage could not be loaded, with a retry, on a failure', async () => {
    expect((await open(link(puma.vin), { garage: async () => failure(503) })).state.step).toBe('load-failed');
  });

  it('leaves for sign-in on a 401, staying on the loading state', async () => {
    const { state: s, seen } = await open(link(puma.vin), {
      garage: async () => ({ kind: 'unauthorized', signIn: true }),
    });
    expect(seen).toContainEqual(sessionExpired({ log: 'User Timeout' }));
    expect(s.step).toBe('checking');
  });
});

describe('confirming', () => {
  it('delinks the vehicle by its VIN with the chosen reason (not the removal call) and shows the success page', async () => {
    const { state: s, calls } = await confirm({}, puma, 'transferred');
    expect(calls).toEqual([`delink ${puma.vin} transferred`]);
    expect(s.step).toBe('removed');
    expect(s.removing).toBe(false);
  });

  it('sends nothing before a reason is chosen, and asks for one; choosing one clears the request', async () => {
    const { state: s, calls } = await confirm({}, puma, null);
    expect(calls).toEqual([]);
    expect(s.step).toBe('confirm');
    expect(s.reasonMissing).toBe(true);
    expect(s.removing).toBe(false);
    const chosen = ownershipDelinking.reducer({ ...s, reasonMissing: true }, delinkReasonChosen('notMine'));
    expect([chosen.reason, chosen.reasonMissing]).toEqual(['notMine', false]);
  });

  it('keeps the confirm step and its reason, and says so, when the delinking fails', async () => {
    const { state: s } = await confirm({ delink: async () => failure(500) });
    expect(s.reason).toBe('sold');
    expect(s.step).toBe('confirm');
    expect(s.removeFailed).toBe(true);
    expect(s.removing).toBe(false);
  });

  it('says the vehicle is not in the account when it was removed meanwhile (404)', async () => {
    expect((await confirm({ delink: async () => failure(404) })).state.step).toBe('not-in-account');
  });

  it('leaves for sign-in on a 401 without an error', async () => {
    const { state: s, seen } = await confirm({ delink: async () => ({ kind: 'unauthorized', signIn: true }) });
    expect(seen).toContainEqual(sessionExpired({ log: 'User Timeout' }));
    expect(s.removeFailed).toBe(false);
    expect(s.removing).toBe(false);
  });

  it('sends nothing without a vehicle to delink', async () => {
    const { calls, state: s } = await confirm({}, null);
    expect(calls).toEqual([]);
    expect(s.removing).toBe(false);
  });
});
