import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { ApiResult } from '../../../../../src/api/client';
import type { ProfileApi } from '../../../../../src/features/profile/api';
import type { ProfileData } from '../../../../../src/features/profile/profile-data';
import { loadProfile } from '../../../../../src/features/profile/sagas/load-profile';
import {
  profile,
  profileFailed,
  profileLoaded,
  profileRequested,
  selectConnected,
  selectHasConnectedVehicle,
  selectHasVehicles,
  selectProfile,
  selectProfileError,
  selectProfileStatus,
  selectVehicles,
} from '../../../../../src/features/profile/slice';
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
): ProfileApi => ({
  loadProfile: async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  },
  vehicleType: async (vin) => connected[vin] ?? { kind: 'error', status: 500, message: 'down' },
  addVehicle: async () => ({ kind: 'error', status: 500, message: 'not used here' }),
  renameVehicle: async () => ({ kind: 'error', status: 500, message: 'not used here' }),
  removeVehicle: async () => ({ kind: 'error', status: 500, message: 'not used here' }),
  points: async () => ({ kind: 'error', status: 500, message: 'not used here' }),
  rewardsActivity: async () => ({ kind: 'error', status: 500, message: 'not used here' }),
});

async function run(api: ProfileApi, webview = false) {
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
  return { state: store.getState(), seen };
}

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
