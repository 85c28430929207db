import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { ApiResult } from '../../../../../src/api/client';
import type { ProfileApi } from '../../../../../src/features/profile/api';
import type { ProfileData } from '../../../../../src/features/profile/profile-data';
import {
  loadConnectedStatusWhenSettled,
  loadProfile,
  loadVehicleLines,
  watchLoadProfile,
} from '../../../../../src/features/profile/sagas/load-profile';
import {
  profile,
  profileFailed,
  profileLoaded,
  connectedStatusFound,
  profileRequested,
  selectConnected,
  selectHasConnectedVehicle,
  selectHasVehicles,
  selectProfile,
  selectProfileError,
  selectProfileStatus,
  selectRecallSummaries,
  selectVehicles,
  vehicleLinesRequested,
  type VehicleLine,
} from '../../../../../src/features/profile/slice';
import type { Recall, RecallsResponse } from '../../../../../src/generated/types/api/owner';
import { sessionExpired } from '../../../../../src/lib/auth/session-events';

const data: ProfileData = {
  profile: {
    userGuid: 'u1',
    firstName: 'Ada',
    lastName: 'L',
    email: 'a@example.com',
    country: 'USA',
    mobilePhoneNumber: null,
    privacyPreferences: [],
  },
  vehicles: [{ vin: '1FTEW1EP5JFA00001', make: 'F', modelYear: '2021', modelName: 'Ranger', nickName: null }],
};

const fakeProfileApi = (
  answer: ApiResult<ProfileData> | Error,
  connected: Record<string, ApiResult<{ isConnected: boolean }>> = {},
  recalls: Record<string, ApiResult<RecallsResponse>> = {},
  asked: string[] = [],
): ProfileApi => ({
  loadProfile: async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  },
  vehicleType: async (vin) => {
    asked.push(`vehicleType ${vin}`);
    return connected[vin] ?? { kind: 'error', status: 500, message: 'down' };
  },
  recalls: async (vin) => {
    asked.push(`recalls ${vin}`);
    return recalls[vin] ?? { kind: 'error', status: 500, message: 'down' };
  },
  addVehicle: async () => ({ kind: 'error', status: 500, message: 'not used here' }),
  renameVehicle: async () => ({ kind: 'error', status: 500, message: 'not used here' }),
  removeVehicle: async () => ({ kind: 'error', status: 500, message: 'not used here' }),
  points: async () => ({ kind: 'error', status: 500, message: 'not used here' }),
  rewardsActivity: async () => ({ kind: 'error', status: 500, message: 'not used here' }),
});

/** Loads the profile, then (as the dashboard does once it has drawn the vehicles) the vehicles' `lines`. */
async function run(api: ProfileApi, webview = false, lines: readonly VehicleLine[] = ['connected', 'recalls']) {
  const seen: UnknownAction[] = [];
  const sagas = createSagaMiddleware({ context: { profileApi: api, webview } });
  const store = configureStore({
    reducer: { [profile.reducerPath]: profile.reducer },
    middleware: (gdm) =>
      gdm({ thunk: false }).concat(
        () => (next) => (a) => {
          seen.push(a as UnknownAction);
          return next(a);
        },
        sagas,
      ),
  });
  store.dispatch(profileRequested());
  await sagas.run(loadProfile).toPromise();
  await sagas.run(loadVehicleLines, lines, new Set<VehicleLine>()).toPromise();
  return { state: store.getState(), seen };
}

it('loads the profile alone: what the vehicle cards add is asked for by the page that shows it', async () => {
  const asked: string[] = [];
  const { state } = await run(fakeProfileApi({ kind: 'ok', status: 200, data }, {}, {}, asked), false, []);
  expect(selectProfileStatus(state)).toBe('loaded');
  expect(asked).toEqual([]);
});

it('asks only for the lines asked for (the shortcuts want the connected status, not the recalls)', async () => {
  const asked: string[] = [];
  await run(fakeProfileApi({ kind: 'ok', status: 200, data }, {}, {}, asked), false, ['connected']);
  expect(asked).toEqual([`vehicleType ${data.vehicles[0]!.vin}`]);
});

it('does not ask again for a line still on its way, and asks again once it is in', async () => {
  const asked: string[] = [];
  let answer: (r: ApiResult<{ isConnected: boolean }>) => void = () => undefined;
  const api: ProfileApi = {
    ...fakeProfileApi({ kind: 'ok', status: 200, data }, {}, {}, asked),
    vehicleType: (vin) => {
      asked.push(`vehicleType ${vin}`);
      return new Promise((resolve) => {
        answer = resolve;
      });
    },
  };
  const sagas = createSagaMiddleware({ context: { profileApi: api, webview: false } });
  const store = configureStore({
    reducer: { [profile.reducerPath]: profile.reducer },
    middleware: (gdm) => gdm({ thunk: false }).concat(sagas),
  });
  sagas.run(watchLoadProfile);
  store.dispatch(profileLoaded(data));
  store.dispatch(vehicleLinesRequested(['connected']));
  store.dispatch(vehicleLinesRequested(['connected', 'recalls']));
  expect([...asked].sort()).toEqual([`recalls ${data.vehicles[0]!.vin}`, `vehicleType ${data.vehicles[0]!.vin}`]);
  answer({ kind: 'ok', status: 200, data: { isConnected: true } });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(selectConnected(store.getState())).toEqual({ [data.vehicles[0]!.vin]: true });
  store.dispatch(vehicleLinesRequested(['connected']));
  expect(asked.filter((a) => a.startsWith('vehicleType'))).toHaveLength(2);
});

it('stores the profile and the vehicles it was given', async () => {
  const { state, seen } = await run(fakeProfileApi({ kind: 'ok', status: 200, data }));
  expect(seen).toContainEqual(profileLoaded(data));
  expect(selectProfileStatus(state)).toBe('loaded');
  expect(selectProfile(state)).toEqual(data.profile);
  expect(selectVehicles(state)).toEqual(data.vehicles);
});

it('sends the owner to sign-in on a 401 outside webview', async () => {
  const { state, seen } = await run(fakeProfileApi({ kind: 'unauthorized', signIn: true }));
  expect(seen).toContainEqual(sessionExpired({ log: 'User Timeout' }));
  expect(selectProfileStatus(state)).toBe('failed');
  expect(selectProfileError(state)).toBe('unauthorized');
});

it('does not send the owner to sign-in on a 401 the client says not to sign in for (webview)', async () => {
  const { state, seen } = await run(fakeProfileApi({ kind: 'unauthorized', signIn: false }), true);
  expect(seen.map((a) => a.type)).not.toContain(sessionExpired.type);
  expect(seen).toContainEqual(profileFailed('unauthorized'));
  expect(selectProfileStatus(state)).toBe('failed');
});

it('fails with the error message on any other failure, without sign-in', async () => {
  const { state, seen } = await run(
    fakeProfileApi({ kind: 'error', status: 200, message: 'invalid profile response' }),
  );
  expect(selectProfileStatus(state)).toBe('failed');
  expect(selectProfileError(state)).toBe('invalid profile response');
  expect(seen.map((a) => a.type)).not.toContain(sessionExpired.type);
});

it('fails instead of dying when the API throws', async () => {
  const { state } = await run(fakeProfileApi(new Error('bug')));
  expect(selectProfileStatus(state)).toBe('failed');
  expect(selectProfileError(state)).toBe('bug');
});

describe('connected status (spec 002 §3, §4)', () => {
  const vin = data.vehicles[0]!.vin;

  it('asks the vehicle-type call for each vehicle and records its answer', async () => {
    const { state } = await run(
      fakeProfileApi(
        { kind: 'ok', status: 200, data },
        { [vin]: { kind: 'ok', status: 200, data: { isConnected: true } } },
      ),
    );
    expect(selectConnected(state)).toEqual({ [vin]: true });
    expect(selectHasConnectedVehicle(state)).toBe(true);
  });

  it('counts a vehicle as not connected when the vehicle-type call fails', async () => {
    const { state } = await run(fakeProfileApi({ kind: 'ok', status: 200, data }));
    expect(selectConnected(state)).toEqual({ [vin]: false });
    expect(selectHasConnectedVehicle(state)).toBe(false);
  });

  it('has no vehicles and nothing connected when the profile cannot be loaded', async () => {
    const { state } = await run(fakeProfileApi({ kind: 'error', status: 503, message: 'down' }));
    expect(selectHasVehicles(state)).toBe(false);
    expect(selectHasConnectedVehicle(state)).toBe(false);
  });
});

describe("safety recalls of each vehicle (the cards' recall line)", () => {
  const two: ProfileData = {
    ...data,
    vehicles: [
      ...data.vehicles,
      { vin: '1FMCU9J97PUA20002', make: 'F', modelYear: '2019', modelName: 'Escape', nickName: null },
    ],
  };
  const [first, second] = two.vehicles.map((v) => v.vin) as [string, string];
  const recall = (campaignId: string, status: Recall['status']): Recall => ({
    campaignId,
    component: 'brakes',
    risk: 'crash',
    remedy: 'repair',
    status,
    issuedOn: '2026-09-18',
    remedyAvailable: true,
  });
  const answer = (vin: string, recalls: Recall[]): ApiResult<RecallsResponse> => ({
    kind: 'ok',
    status: 200,
    data: { vin, checkedAt: '2026-11-28T09:00:00Z', recalls },
  });

  it('asks once per vehicle, side by side with the vehicle-type calls, and counts open and booked ones as open', async () => {
    const asked: string[] = [];
    const { state } = await run(
      fakeProfileApi(
        { kind: 'ok', status: 200, data: two },
        {},
        {
          [first]: answer(first, [recall('24S45', 'open'), recall('24C07', 'scheduled'), recall('23S12', 'remedied')]),
          [second]: answer(second, [recall('23S12', 'remedied')]),
        },
        asked,
      ),
    );
    expect(selectRecallSummaries(state)).toEqual({
      [first]: { status: 'loaded', open: 2, checkedAt: '2026-11-28T09:00:00Z' },
      [second]: { status: 'loaded', open: 0, checkedAt: '2026-11-28T09:00:00Z' },
    });
    expect([...asked].sort()).toEqual(
      [`recalls ${first}`, `recalls ${second}`, `vehicleType ${first}`, `vehicleType ${second}`].sort(),
    );
    // Every call starts before any answer is awaited: the recalls add no wait to the connected statuses.
    expect(asked.slice(0, 2)).toEqual([`vehicleType ${first}`, `recalls ${first}`]);
  });

  it("says a vehicle's recalls could not be checked when its call fails, the others still counted", async () => {
    const { state } = await run(
      fakeProfileApi({ kind: 'ok', status: 200, data: two }, {}, { [second]: answer(second, []) }),
    );
    expect(selectRecallSummaries(state)).toEqual({
      [first]: { status: 'failed' },
      [second]: { status: 'loaded', open: 0, checkedAt: '2026-11-28T09:00:00Z' },
    });
  });

  it('sends the owner to sign-in when the recalls call answers 401', async () => {
    const { seen, state } = await run(
      fakeProfileApi({ kind: 'ok', status: 200, data }, {}, { [first]: { kind: 'unauthorized', signIn: true } }),
    );
    expect(seen).toContainEqual(sessionExpired({ log: 'User Timeout' }));
    expect(selectRecallSummaries(state)[first]).toEqual({ status: 'failed' });
  });

  it('forgets them with the profile when it cannot be loaded', async () => {
    const { state } = await run(fakeProfileApi({ kind: 'error', status: 503, message: 'down' }));
    expect(selectRecallSummaries(state)).toEqual({});
  });
});

describe("the shell's connected status (the shortcuts)", () => {
  const vin = data.vehicles[0]!.vin;

  async function wanted(known: boolean) {
    const asked: string[] = [];
    let settle: () => void = () => undefined;
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const api = fakeProfileApi(
      { kind: 'ok', status: 200, data },
      { [vin]: { kind: 'ok', status: 200, data: { isConnected: true } } },
      {},
      asked,
    );
    const sagas = createSagaMiddleware({ context: { profileApi: api, webview: false, pageSettled: () => settled } });
    const store = configureStore({
      reducer: { [profile.reducerPath]: profile.reducer },
      middleware: (gdm) => gdm({ thunk: false }).concat(sagas),
    });
    store.dispatch(profileLoaded(data));
    if (known) store.dispatch(connectedStatusFound({ vin, isConnected: false }));
    const task = sagas.run(loadConnectedStatusWhenSettled, new Set<VehicleLine>());
    await Promise.resolve();
    const askedBeforeSettled = [...asked];
    settle();
    await task.toPromise();
    return { askedBeforeSettled, asked, state: store.getState() };
  }

  it('is asked for once the page has settled, not before', async () => {
    const { askedBeforeSettled, asked, state } = await wanted(false);
    expect(askedBeforeSettled).toEqual([]);
    expect(asked).toEqual([`vehicleType ${vin}`]);
    expect(selectConnected(state)).toEqual({ [vin]: true });
  });

  it('is not asked for when the page has found it meanwhile (the dashboard asks for its cards)', async () => {
    const { asked } = await wanted(true);
    expect(asked).toEqual([]);
  });
});
