import { fixtureMarket } from './fixture-markets';
import { fixtureTables } from './site-tables';
import { ok, testClient, type Answers } from './test-client';
import type { ApiResult } from '../../src/api/client';
import type { AppServices as BootServices } from '../../src/app/features';
import { createCommunicationApi } from '../../src/features/communication/api';
import type { CommunicationServices } from '../../src/features/communication/services';
import { connectedServicesFeature } from '../../src/features/connected-services/feature';
import { createContentApi } from '../../src/features/content/api';
import { createDeleteAccountApi } from '../../src/features/delete-account/api';
import type { DeleteAccountServices } from '../../src/features/delete-account/services';
import { createMarketingApi } from '../../src/features/marketing-options/api';
import { createDelinkApi } from '../../src/features/ownership-delinking/api';
import type { DelinkServices } from '../../src/features/ownership-delinking/services';
import { createProfileApi } from '../../src/features/profile/api';
import type { ProfileData } from '../../src/features/profile/profile-data';
import { createSecurityApi, createSignInsApi } from '../../src/features/sign-in-security/api';
import type { SecurityServices } from '../../src/features/sign-in-security/services';
import { unitsFeature } from '../../src/features/units/feature';

/** Every service: boot's, and those the screens' own features add. */
type AppServices = BootServices & SecurityServices & DelinkServices & DeleteAccountServices & CommunicationServices;

export const ownerData: ProfileData = {
  profile: {
    userGuid: 'u1',
    firstName: 'Ada',
    lastName: 'L',
    email: 'ada@example.com',
    country: 'USA',
    mobilePhoneNumber: null,
    privacyPreferences: [],
  },
  vehicles: [{ vin: '1FTEW1EP5JFA00001', make: 'F', modelYear: '2021', modelName: 'Ranger', nickName: null }],
};

/**
 * The data service's answers for a signed-in owner with this profile and garage, in the service's own shapes:
 * the fake client's defaults for a whole page (no vehicle connected, no points, no messages, no second factor).
 */
export function ownerAnswers(data: ProfileData = ownerData): Answers {
  return {
    profile: ok({ value: { profile: data.profile, vehicles: data.vehicles } }),
    profileLite: ok({ value: { profile: data.profile } }),
    vehicleType: ok({ isConnected: false }),
    // No safety recalls, checked at the fixed time of these fakes.
    recalls: (options) => ({
      kind: 'ok',
      status: 200,
      data: { vin: options?.headers.vin ?? '', checkedAt: '2026-11-23T10:00:00Z', recalls: [] },
    }),
    addVehicle: ok({ data: data.vehicles[0]! }),
    renameVehicle: ok({ data: data.vehicles[0]! }),
    removeVehicle: ok(undefined, 204),
    delinkOwnership: (options) => ({
      kind: 'ok',
      status: 200,
      data: {
        ownership: {
          vin: options?.headers.vin ?? '',
          ownedSince: '2025-03-01T09:00:00.000Z',
          endedAt: '2026-11-23T10:00:00.000Z',
          reason: options?.body.reason ?? 'sold',
        },
      },
    }),
    consumerId: ok({ consumer: { id: 'c0ffee0123456789abcdef01' } }),
    aggregatePoints: ok({ points: { total: 0, expiring: 0 } }),
    rewardsActivity: ok({ activity: [] }),
    mfaOptions: ok({
      userRequiresMFA: false,
      mfaOptions: [{ type: 'email', value: 'a********@example.com' }],
      passkeys: [],
    }),
    removeMfaOption: ok(undefined, 204),
    // Signed in on this browser only.
    signIns: ok({
      signIns: [
        {
          id: 'AAAAAAAAAAAAAAAAAAAAAA',
          device: 'computer',
          deviceModel: null,
          os: 'Windows',
          browser: 'Chrome',
          browserVersion: '131',
          network: '203.0.113.0/24',
          startedAt: '2026-11-20T09:00:00.000Z',
          lastActiveAt: '2026-11-23T10:00:00.000Z',
          current: true,
        },
      ],
    }),
    updateMfaUserLevel: ok({ status: 200 }),
    // No recovery codes yet.
    recoveryCodes: ok({ total: 0, left: 0 }),
    // Each market's privacy call (markets privacyApi), the image consent and the email page's ECP call.
    updatePrivacyPreferences: ok({ status: 200 }),
    updatePrivacyPreferencesV2: ok({ status: 200 }),
    updatePrivacyPreferencesV3: ok({ status: 200, preferences: [] }),
    updateImageConsent: ok({ status: 200 }),
    updateEcpPreferences: ok({ status: 200 }),
    updateUserInfo: ok({ status: 200, httpStatus: 200 }),
    messages: ok({ messages: [] }),
    markMessageRead: ok(undefined, 204),
    deleteAccount: ok(undefined, 204),
    unitsOfMeasurement: ok({ units: {} }),
  };
}

/** Content fragments by name for the fake client's fragment call: a fragment, 'absent' (404) or 'error' (500). */
function fragmentAnswers(fragments: Record<string, Record<string, unknown> | 'absent' | 'error'>): Answers {
  return {
    fragment: (options) => {
      const f = options ? fragments[options.params.name] : undefined;
      if (f === undefined || f === 'absent') return { kind: 'error', status: 404, message: 'HTTP 404' };
      if (f === 'error') return { kind: 'error', status: 500, message: 'HTTP 500' };
      return { kind: 'ok', status: 200, data: f };
    },
  };
}

/**
 * Every service of the saga context: the features' real API services on the fake client (ownerAnswers, then the
 * test's `answers`), and fakes of what the browser itself provides (sign-in, cookies, scripts, storage), with what
 * they were asked recorded. `profile` and `fragments` are short ways to give those answers; any service may be
 * replaced outright.
 */
export function fakeServices(
  overrides: Partial<AppServices> & {
    answers?: Answers;
    profile?: ApiResult<ProfileData>;
    fragments?: Record<string, Record<string, unknown> | 'absent' | 'error'>;
    marketId?: string;
  } = {},
) {
  const logged: string[] = [];
  const signedIn: string[] = [];
  let signedOut = 0;
  let left = 0;
  const { answers, profile, fragments, marketId, ...replaced } = overrides;
  const client = testClient({
    ...ownerAnswers(profile?.kind === 'ok' ? profile.data : ownerData),
    ...(profile && profile.kind !== 'ok' ? { profile: () => profile, profileLite: () => profile } : {}),
    ...fragmentAnswers(fragments ?? {}),
    ...answers,
  });
  const market = fixtureMarket(marketId ?? 'product/en-us');
  const deps = { client, market, tables: fixtureTables, signedIn: () => true };
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
    profileApi: createProfileApi(client, market, fixtureTables.brands),
    contentApi: createContentApi(client, market),
    marketingApi: createMarketingApi(client, market),
    ...connectedServicesFeature.services(deps),
    ...unitsFeature.services(deps),
    securityApi: createSecurityApi(client, market),
    signInsApi: createSignInsApi(client),
    delinkApi: createDelinkApi(client, market, fixtureTables.brands),
    deleteAccountApi: createDeleteAccountApi(client, market),
    communicationApi: createCommunicationApi(client, market),
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
      scripts: {
        signIn: '',
        analytics: '',
        feedback: '',
        wallet: '',
        maps: '',
        botCheck: '',
        payments: '',
        chat: '',
        calls: '',
      },
    },
    scripts: { load: async () => false },
    analytics: async () => ({ track: () => undefined, flush: () => undefined }),
    analyticsUser: async () => null,
    analyticsMarket: { brand: 'product', countryCode: 'US', languageRegionCode: 'en-us' },
    analyticsSuppressed: false,
    // The page's calls are the test's to answer: nothing waits for them.
    pageSettled: async () => undefined,
    ...replaced,
  };
  return { services, client, logged, signedIn, signedOut: () => signedOut, left: () => left };
}
