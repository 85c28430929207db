import type { ApiResult } from '../../../src/api/client';
import type { ProfileData } from '../../../src/api/profile';
import { makeStore, type AppSagaContext } from '../../../src/app/store';
import { profileRequested, selectProfileStatus, selectVehicles } from '../../../src/features/profile/slice';
import { authStateChanged, selectSessionStatus } from '../../../src/features/session/slice';

const data: ProfileData = {
  profile: { userGuid: 'u1', firstName: 'Ada', lastName: 'L', email: 'a@example.com', country: 'USA', mobilePhoneNumber: null, privacyPreferences: [] },
  vehicles: [{ vin: '1FTEW1EP5JFA00001', make: 'F', modelYear: '2021', modelName: 'Ranger', nickName: null }],
};

function context(answer: ApiResult<ProfileData>, webview = false) {
  const logged: string[] = [];
  const signedIn: string[] = [];
  const ctx: AppSagaContext = {
    profileApi: { loadProfile: async () => answer },
    webview,
    log: (m) => logged.push(m),
    signIn: (p) => {
      signedIn.push(p);
    },
    currentPath: () => '/product/en-us/account-settings',
  };
  return { ctx, logged, signedIn };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it('runs the root saga: a profile request ends loaded', async () => {
  const store = makeStore({ context: context({ kind: 'ok', status: 200, data }).ctx });
  store.dispatch(profileRequested());
  await settle();
  expect(selectProfileStatus(store.getState())).toBe('loaded');
  expect(selectVehicles(store.getState())).toHaveLength(1);
});

it('turns a profile 401 into sign-in with the current path, through the one session saga', async () => {
  const { ctx, logged, signedIn } = context({ kind: 'unauthorized' });
  const store = makeStore({ context: ctx });
  store.dispatch(profileRequested());
  await settle();
  expect(logged).toEqual(['User Timeout']);
  expect(signedIn).toEqual(['/product/en-us/account-settings']);
  expect(selectSessionStatus(store.getState())).toBe('expired');
});

it('stays on the page after a profile 401 in webview', async () => {
  const { ctx, signedIn } = context({ kind: 'unauthorized' }, true);
  const store = makeStore({ context: ctx });
  store.dispatch(profileRequested());
  await settle();
  expect(signedIn).toEqual([]);
});

it('starts from the preloaded state', () => {
  const store = makeStore({
    context: context({ kind: 'unauthorized' }).ctx,
    preloadedState: { session: { status: 'authenticated' } },
  });
  expect(selectSessionStatus(store.getState())).toBe('authenticated');
});

it('records the auth state events of the sign-in helper', () => {
  const store = makeStore({ context: context({ kind: 'unauthorized' }).ctx });
  store.dispatch(authStateChanged('unauthenticated'));
  expect(selectSessionStatus(store.getState())).toBe('unauthenticated');
});
