import type { ApiResult } from '../../../src/api/client';
import { makeStore } from '../../../src/app/store';
import type { ProfileData } from '../../../src/features/profile/profile-data';
import { profileRequested, selectProfileStatus, selectVehicles } from '../../../src/features/profile/slice';
import { authStateChanged, selectSessionStatus } from '../../../src/features/session/slice';
import { signInSecurityFeature } from '../../../src/features/sign-in-security/feature';
import { securityRequested, selectSecurity } from '../../../src/features/sign-in-security/slice';
import { fakeServices, ownerData } from '../../support/app-services';

function context(answer: ApiResult<ProfileData>, webview = false) {
  const { services, logged, signedIn } = fakeServices({ profile: answer, webview });
  return { ctx: services, logged, signedIn };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it('runs the root saga: a profile request ends loaded', async () => {
  const store = makeStore({ context: context({ kind: 'ok', status: 200, data: ownerData }).ctx });
  store.dispatch(profileRequested());
  await settle();
  expect(selectProfileStatus(store.getState())).toBe('loaded');
  expect(selectVehicles(store.getState())).toHaveLength(1);
});

it('turns a profile 401 into sign-in with the current path, through the one session saga', async () => {
  const { ctx, logged, signedIn } = context({ kind: 'unauthorized', signIn: true });
  const store = makeStore({ context: ctx });
  store.dispatch(profileRequested());
  await settle();
  expect(logged).toEqual(['User Timeout']);
  expect(signedIn).toEqual(['/product/en-us/account-settings']);
  expect(selectSessionStatus(store.getState())).toBe('expired');
});

it('stays on the page after a profile 401 the client says not to sign in for (webview)', async () => {
  const { ctx, signedIn } = context({ kind: 'unauthorized', signIn: false }, true);
  const store = makeStore({ context: ctx });
  store.dispatch(profileRequested());
  await settle();
  expect(signedIn).toEqual([]);
});

it("composes every feature's slice into one state", () => {
  const store = makeStore({ context: context({ kind: 'unauthorized', signIn: true }).ctx });
  expect(Object.keys(store.getState()).sort()).toEqual([
    'analytics',
    'connectedServices',
    'consent',
    'content',
    'marketingOptions',
    'profile',
    'session',
    'shell',
    'units',
  ]);
});

it('starts from the preloaded state', () => {
  const store = makeStore({
    context: context({ kind: 'unauthorized', signIn: true }).ctx,
    preloadedState: { session: { status: 'authenticated' } },
  });
  expect(selectSessionStatus(store.getState())).toBe('authenticated');
});

it('records the auth state events of the sign-in helper', () => {
  const store = makeStore({ context: context({ kind: 'unauthorized', signIn: true }).ctx });
  store.dispatch(authStateChanged('unauthenticated'));
  expect(selectSessionStatus(store.getState())).toBe('unauthenticated');
});

describe("a screen's own feature (featureHost)", () => {
  it('is not in the store until added; once added its slice, services and sagas work, and adding again does nothing', async () => {
    const { services } = fakeServices();
    const { securityApi, ...withoutSecurity } = services;
    let built = 0;
    const store = makeStore({ context: withoutSecurity as typeof services, deps: {} as never });
    expect(Object.keys(store.getState())).not.toContain('signInSecurity');
    const feature = {
      ...signInSecurityFeature,
      services: () => {
        built += 1;
        return { securityApi };
      },
    };
    store.featureHost.add(feature);
    store.featureHost.add(feature);
    expect(built).toBe(1);
    expect(selectSecurity(store.getState() as never).email.status).toBe('idle');
    store.dispatch(securityRequested({ change: null }));
    await settle();
    expect(selectSecurity(store.getState() as never).email).toEqual({ status: 'loaded', value: 'ada@example.com' });
  });
});
