import { hydratesPrerendered, hydrationState } from '../../../src/app/hydration';
import { makeStore } from '../../../src/app/store';
import { profileLoaded } from '../../../src/features/profile/slice';
import { vehicleHealthFeature } from '../../../src/features/vehicle-health/feature';
import { healthRequested } from '../../../src/features/vehicle-health/slice';
import { PRERENDERED_ATTRIBUTE } from '../../../src/lib/prerendered';
import { fragmentLoaded } from '../../../src/ui/content/slice';
import { fakeServices, ownerData } from '../../support/app-services';

/** A mount element as the service writes it for a prerendered page of `address`. */
const mount = (address?: string) =>
  ({ getAttribute: (name: string) => (name === PRERENDERED_ATTRIBUTE ? (address ?? null) : null) }) as HTMLElement;
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

it('takes over the markup of this very address only, without a query or a fragment', () => {
  const page = '/product/en-us/account-settings';
  expect(hydratesPrerendered(mount(page), at(page))).toBe(true);
  expect(hydratesPrerendered(mount(page), at('/product/en-us/wallet'))).toBe(false);
  expect(hydratesPrerendered(mount(page), at(page, '?orderNo=1'))).toBe(false);
  expect(hydratesPrerendered(mount(page), at(page, '', '#main'))).toBe(false);
  expect(hydratesPrerendered(mount(), at(page))).toBe(false);
});

it("renders from the build's state: the route's session, slices as they start, the content boot loaded", () => {
  const store = makeStore({
    context: fakeServices().services,
    preloadedState: { session: { status: 'authenticated' } },
  });
  store.dispatch(profileLoaded({ profile: ownerData.profile, vehicles: ownerData.vehicles }));
  store.dispatch(fragmentLoaded({ name: 'footer', data: { groups: [] } }));
  const owner = hydrationState(store, { auth: 'owner' });
  // The profile the store already holds is not what the page was prerendered with.
  expect(owner.profile.profile).toBeNull();
  expect(store.getState().profile.profile).not.toBeNull();
  expect(owner.session).toEqual({ status: 'authenticated' });
  expect(owner.content.fragments.footer).toEqual({ status: 'loaded', data: { groups: [] } });
  // A guest page was prerendered for a visitor, whoever is signed in now.
  expect(hydrationState(store, { auth: 'guest' }).session).toEqual({ status: 'unauthenticated' });
});

it("reads a screen's slices added while hydrating as they start", () => {
  const store = makeStore({ context: fakeServices().services });
  const state = hydrationState(store, { auth: 'owner' }) as unknown as Record<string, unknown>;
  expect(state.vehicleHealth).toBeUndefined();
  store.featureHost.add(vehicleHealthFeature);
  expect(state.vehicleHealth).toEqual({ byVin: {} });
});

it('reads a slice as it started even when the store has moved on by the time a held part hydrates', () => {
  const store = makeStore({ context: fakeServices().services });
  const state = hydrationState(store, { auth: 'owner' }) as unknown as Record<string, unknown>;
  store.featureHost.add(vehicleHealthFeature);
  store.dispatch(healthRequested({ vin: 'V1' }));
  expect((store.getState() as unknown as Record<string, unknown>).vehicleHealth).not.toEqual({ byVin: {} });
  expect(state.vehicleHealth).toEqual({ byVin: {} });
});
