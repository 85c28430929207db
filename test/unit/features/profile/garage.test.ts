import type { ApiResult } from '../../../../src/api/client';
import {
  addVehicle,
  garageErrorKey,
  removeVehicle,
  renameVehicle,
} from '../../../../src/features/profile/sagas/garage';
import {
  profile,
  profileRequested,
  vehicleAddRequested,
  vehicleRemoveRequested,
  vehicleRenameRequested,
  type ProfileState,
} from '../../../../src/features/profile/slice';
import { sessionExpired } from '../../../../src/lib/auth/session-events';
import { notify } from '../../../../src/lib/events/notification';
import { isValidVin, normaliseVin } from '../../../../src/lib/vehicles/vin';
import { fakeServices } from '../../../support/app-services';
import { runSaga } from '../../../support/saga';

describe('the VIN check before sending (spec 001 §9)', () => {
  it('takes 17 letters and digits without I, O or Q, ignoring spaces and case', () => {
    expect(isValidVin(normaliseVin('wf0x xxgcdx pa12345'))).toBe(true);
    for (const bad of [
      'WF0XXXGCDXPA1234',
      'WF0XXXGCDXPA123456',
      'WF0XXXGCDXPI12345',
      'WF0XXXGCDXPO12345',
      'WF0XXXGCDXPQ12345',
      'WF0XXXGCDXPA1234-',
    ]) {
      expect(isValidVin(normaliseVin(bad))).toBe(false);
    }
  });
});

describe('garage changes', () => {
  const calls: string[] = [];
  const answering = (answer: ApiResult<unknown>) =>
    fakeServices({
      profileApi: {
        loadProfile: async () => ({ kind: 'error', status: 500, message: 'unused' }),
        vehicleType: async () => ({ kind: 'ok', status: 200, data: { isConnected: false } }),
        recalls: async (vin) => ({
          kind: 'ok',
          status: 200,
          data: { vin, checkedAt: '2026-11-28T10:00:00Z', recalls: [] },
        }),
        addVehicle: async (vin, nickname) => {
          calls.push(`add ${vin} ${nickname ?? '-'}`);
          return answer;
        },
        renameVehicle: async (vin, nickName) => {
          calls.push(`rename ${vin} ${nickName}`);
          return answer;
        },
        removeVehicle: async (vin) => {
          calls.push(`remove ${vin}`);
          return answer;
        },
        points: async () => ({ kind: 'ok', status: 200, data: { points: { total: 0, expiring: 0 } } }),
        rewardsActivity: async () => ({ kind: 'ok', status: 200, data: { activity: [] } }),
      },
    }).services;
  beforeEach(() => {
    calls.length = 0;
  });
  const run = async (
    saga: Parameters<typeof runSaga>[0]['saga'],
    action: Parameters<typeof runSaga>[0]['action'],
    answer: ApiResult<unknown>,
  ) => {
    const r = await runSaga({ slices: [profile], context: answering(answer), saga, action });
    return { garage: (r.state.profile as ProfileState).garage, seen: r.seen };
  };

  it('adds a VIN (normalised) with its nickname, then notifies and reloads the profile', async () => {
    const { garage, seen } = await run(
      addVehicle,
      vehicleAddRequested({ vin: ' 1ftew1ep5jfa00099 ', nickname: ' Truck ' }),
      { kind: 'ok', status: 200, data: {} },
    );
    expect(calls).toEqual(['add 1FTEW1EP5JFA00099 Truck']);
    expect(seen).toContainEqual(notify({ type: 'success', messageKey: 'garage.added' }));
    expect(seen).toContainEqual(profileRequested());
    expect(garage).toEqual({ pending: null, error: null });
  });

  it("clears the last outcome's banner when a new attempt starts, so a failure never sits under an old success", async () => {
    const { seen } = await run(addVehicle, vehicleAddRequested({ vin: 'WF0XXXGCDXPO12345' }), {
      kind: 'ok',
      status: 200,
      data: {},
    });
    expect(seen).toContainEqual(notify({ type: 'none', messageKey: '' }));
    expect(seen.findIndex((a) => a.type === notify.type)).toBeLessThan(
      seen.findIndex((a) => a.type === 'profile/garageFailed'),
    );
  });

  it('never sends a VIN that fails the check', async () => {
    const { garage } = await run(addVehicle, vehicleAddRequested({ vin: 'WF0XXXGCDXPO12345' }), {
      kind: 'ok',
      status: 200,
      data: {},
    });
    expect(calls).toEqual([]);
    expect(garage.error).toBe('garage.vinInvalid');
  });

  it('says whose vehicle it is on 409, and keeps a general failure apart', async () => {
    expect(
      (
        await run(addVehicle, vehicleAddRequested({ vin: '1FTEW1EP5JFA00099' }), {
          kind: 'error',
          status: 409,
          message: 'vehicle is registered to another account; ownership moves through the delinking flow',
        })
      ).garage.error,
    ).toBe('garage.taken');
    expect(
      (
        await run(addVehicle, vehicleAddRequested({ vin: '1FTEW1EP5JFA00099' }), {
          kind: 'error',
          status: 409,
          message: 'vehicle already in the garage',
        })
      ).garage.error,
    ).toBe('garage.duplicate');
    expect(garageErrorKey({ kind: 'error', status: 503, message: 'down' })).toBe('garage.failed');
  });

  it('a 401 applies the one rule and shows no error', async () => {
    const { garage, seen } = await run(removeVehicle, vehicleRemoveRequested({ vin: '1FTEW1EP5JFA00099' }), {
      kind: 'unauthorized',
      signIn: true,
    });
    expect(seen.map((a) => a.type)).toContain(sessionExpired.type);
    expect(garage).toEqual({ pending: null, error: null });
  });

  it('renames with a trimmed nickname and refuses an empty one', async () => {
    await run(renameVehicle, vehicleRenameRequested({ vin: 'V', nickName: ' Family car ' }), {
      kind: 'ok',
      status: 200,
      data: {},
    });
    expect(calls).toEqual(['rename V Family car']);
    const { garage } = await run(renameVehicle, vehicleRenameRequested({ vin: 'V', nickName: '   ' }), {
      kind: 'ok',
      status: 200,
      data: {},
    });
    expect(garage.error).toBe('garage.nicknameEmpty');
  });

  it('removes and reloads; a failure keeps the vehicle and says so', async () => {
    const ok = await run(removeVehicle, vehicleRemoveRequested({ vin: 'V' }), {
      kind: 'ok',
      status: 204,
      data: undefined,
    });
    expect(ok.seen).toContainEqual(notify({ type: 'success', messageKey: 'garage.removed' }));
    const failed = await run(removeVehicle, vehicleRemoveRequested({ vin: 'V' }), {
      kind: 'error',
      status: 500,
      message: 'down',
    });
    expect(failed.garage.error).toBe('garage.failed');
    expect(failed.seen.some((a) => a.type === profileRequested.type)).toBe(false);
  });
});
