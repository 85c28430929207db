import { fixtureTables } from './site-tables';
import type { ApiResult } from '../../src/api/client';
import type { AppServices as BootServices } from '../../src/app/features';
import type { CommunicationServices } from '../../src/features/communication/services';
import type { DeleteAccountServices } from '../../src/features/delete-account/services';
import type { DelinkServices } from '../../src/features/ownership-delinking/services';
import type { ProfileData } from '../../src/features/profile/profile-data';
import type { SecurityServices } from '../../src/features/sign-in-security/services';

/** Every service: boot's, and those the screens' own features add. */
type AppServices = BootServices & SecurityServices & DelinkServices & DeleteAccountServices & CommunicationServices;

export const ownerData: ProfileData = {
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

/** Fakes of every service of the saga context, with what they were asked recorded; override any of them. */
export function fakeServices(
  overrides: Partial<AppServices> & {
    profile?: ApiResult<ProfileData>;
    connected?: Record<string, ApiResult<{ isConnected: boolean }>>;
    fragments?: Record<string, Record<string, unknown> | 'absent' | 'error'>;
  } = {},
) {
  const logged: string[] = [];
  const signedIn: string[] = [];
  let signedOut = 0;
  let left = 0;
  const services: AppServices = {
    webview: false,
    tables: fixtureTables,
    log: (m) => {
      logged.push(m);
    },
    auth: {
      signIn: async (path) => {
        signedIn.push(path ?? '');
      },
      signOut: async () => {
        signedOut += 1;
        return null;
      },
      lastSignInAt: () => null,
      isAuthenticated: () => false,
    },
    currentPath: () => '/product/en-us/account-settings',
    leave: () => {
      left += 1;
    },
    profileApi: {
      loadProfile: async () => overrides.profile ?? { kind: 'ok', status: 200, data: ownerData },
      vehicleType: async (vin) =>
        overrides.connected?.[vin] ?? { kind: 'ok', status: 200, data: { isConnected: false } },
      addVehicle: async () => ({ kind: 'ok', status: 200, data: {} }),
      renameVehicle: async () => ({ kind: 'ok', status: 200, data: {} }),
      removeVehicle: async () => ({ kind: 'ok', status: 204, data: undefined }),
      points: async () => ({ kind: 'ok', status: 200, data: { points: { total: 0, expiring: 0 } } }),
      rewardsActivity: async () => ({ kind: 'ok', status: 200, data: { activity: [] } }),
    },
    contentApi: {
      fragment: async (_category, name) => {
        const f = overrides.fragments?.[name];
        if (f === undefined || f === 'absent') return { kind: 'absent' };
        if (f === 'error') return { kind: 'error', message: 'HTTP 500' };
        return { kind: 'ok', data: f };
      },
    },
    marketingApi: {
      loadProfile: async () => ({
        kind: 'ok',
        status: 200,
        data: (overrides.profile?.kind === 'ok' ? overrides.profile.data : ownerData).profile,
      }),
      savePreferences: async () => ({ kind: 'ok', status: 200, data: { status: 200 } }),
      updatePersonalInfo: async () => ({ kind: 'ok', status: 200, data: { status: 200, httpStatus: 200 } }),
    },
    drafts: { save: () => undefined, take: () => null, discard: () => undefined },
    scrollToTop: () => undefined,
    webviewSaveLocation: null,
    leaveTo: () => undefined,
    consentEnv: {
      readCookies: () => '',
      writeCookie: () => undefined,
      host: 'localhost',
      secure: false,
      search: '',
      gpc: false,
      now: () => new Date('2026-11-23T10:00:00Z'),
    },
    consentMarket: {
      fmaRegion: 'na',
      countryCode: 'CA',
      domain: 'localhost',
      scripts: { analytics: '', feedback: '', wallet: '', maps: '', botCheck: '', payments: '', chat: '', calls: '' },
    },
    scripts: { load: async () => false },
    analytics: async () => ({ track: () => undefined, flush: () => undefined }),
    analyticsUser: async () => null,
    analyticsMarket: { brand: 'product', countryCode: 'US', languageRegionCode: 'en-us' },
    analyticsSuppressed: false,
    connectedGarage: async () => ({ kind: 'ok', status: 200, data: [] }),
    securityApi: {
      email: async () => ({ kind: 'ok', status: 200, data: 'ada@example.com' }),
      mfaOptions: async () => ({
        kind: 'ok',
        status: 200,
        data: { userRequiresMFA: false, mfaOptions: [{ type: 'email', value: 'ad***@example.com' }], passkeys: [] },
      }),
      removeOption: async () => ({ kind: 'ok', status: 204, data: undefined }),
      setUserLevel: async () => ({ kind: 'ok', status: 200, data: { status: 200 } }),
    },
    delinkApi: {
      garage: async () => ({ kind: 'ok', status: 200, data: ownerData.vehicles }),
      removeVehicle: async () => ({ kind: 'ok', status: 204, data: undefined }),
    },
    deleteAccountApi: {
      email: async () => ({ kind: 'ok', status: 200, data: 'ada@example.com' }),
      deleteAccount: async () => ({ kind: 'ok', status: 204, data: undefined }),
    },
    communicationApi: {
      loadProfile: async () => ({ kind: 'ok', status: 200, data: ownerData.profile }),
      savePreferences: async () => ({ kind: 'ok', status: 200, data: { status: 200 } }),
      messages: async () => ({ kind: 'ok', status: 200, data: { messages: [] } }),
      markRead: async () => ({ kind: 'ok', status: 204, data: undefined }),
    },
    ...overrides,
  };
  return { services, logged, signedIn, signedOut: () => signedOut, left: () => left };
}
