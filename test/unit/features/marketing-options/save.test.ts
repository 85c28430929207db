import type { ApiResult } from '../../../../src/api/client';
import type { MarketingOption } from '../../../../src/features/marketing-options/options';
import { loadPage } from '../../../../src/features/marketing-options/sagas/load';
import { save } from '../../../../src/features/marketing-options/sagas/save';
import type { MarketingServices } from '../../../../src/features/marketing-options/services';
import {
  editStarted,
  marketingOptions,
  optionChanged,
  pageOpened,
  profileLoaded,
  saveRequested,
  type Draft,
  type MarketingOptionsState,
  type MarketingPage,
} from '../../../../src/features/marketing-options/slice';
import type {
  PersonalInfoRequest,
  PrivacyPreferenceUpdate,
  Profile,
  UserUpdateResponse,
} from '../../../../src/generated/types/api/owner';
import { sessionExpired } from '../../../../src/lib/auth/session-events';
import { notify } from '../../../../src/lib/events/notification';
import { recordingLog, runSaga } from '../../../support/saga';
import { fixtureTables } from '../../../support/site-tables';

const option = (apiVariable: string): MarketingOption => ({
  apiVariable,
  optionName: apiVariable,
  optionDescription: '',
  optionShow: true,
});
const OPTIONS = ['EmailPermission', 'MobilePermission', 'MailPermission'].map(option);
const profile: Profile = {
  userGuid: 'guid-1',
  firstName: 'Anna',
  lastName: 'S',
  email: 'anna@example.com',
  country: 'DEU',
  mobilePhoneNumber: '+491701234567',
  privacyPreferences: [
    { preferenceName: 'EmailPermission', preferenceCode: 1 },
    { preferenceName: 'MobilePermission', preferenceCode: 0 },
    { preferenceName: 'MailPermission', preferenceCode: 0 },
  ],
};

interface Calls {
  preferences: PrivacyPreferenceUpdate[][];
  personalInfo: PersonalInfoRequest[];
  drafts: string[];
  scrolled: number;
  left: string[];
}

function services(
  answers: {
    preferences?: ApiResult<unknown>;
    personalInfo?: ApiResult<UserUpdateResponse>;
    profile?: ApiResult<Profile>;
    draft?: Draft | null;
    webview?: boolean;
    location?: string | null;
  } = {},
) {
  const calls: Calls = { preferences: [], personalInfo: [], drafts: [], scrolled: 0, left: [] };
  const { log, messages } = recordingLog();
  const context: MarketingServices = {
    webview: answers.webview ?? false,
    log,
    tables: fixtureTables,
    marketingApi: {
      loadProfile: async () => answers.profile ?? { kind: 'ok', status: 200, data: profile },
      savePreferences: async (items) => {
        calls.preferences.push(items);
        return answers.preferences ?? { kind: 'ok', status: 200, data: { status: 200 } };
      },
      updatePersonalInfo: async (body) => {
        calls.personalInfo.push(body);
        return answers.personalInfo ?? { kind: 'ok', status: 200, data: { status: 200, httpStatus: 200 } };
      },
    },
    drafts: {
      save: (page: MarketingPage, d: Draft) => {
        calls.drafts.push(`save ${page} ${JSON.stringify(d.values)}`);
      },
      take: (page: MarketingPage) => {
        calls.drafts.push(`take ${page}`);
        return answers.draft ?? null;
      },
      discard: (page: MarketingPage) => {
        calls.drafts.push(`discard ${page}`);
      },
    },
    scrollToTop: () => {
      calls.scrolled += 1;
    },
    webviewSaveLocation: answers.location === undefined ? 'https://app.example/saved' : answers.location,
    leaveTo: (href) => {
      calls.left.push(href);
    },
  };
  return { context, calls, messages };
}

/** The page loaded from the profile above, with MailPermission changed to yes. */
const edited = (page: MarketingPage = 'marketing-options') => [
  pageOpened({ page, options: OPTIONS }),
  profileLoaded({ profile, draft: null }),
  editStarted(),
  optionChanged({ variable: 'MailPermission', value: 1 }),
];

async function runSave(
  ctx: ReturnType<typeof services>,
  body?: PersonalInfoRequest,
  page: MarketingPage = 'marketing-options',
) {
  const run = await runSaga({
    slices: [marketingOptions],
    context: ctx.context,
    saga: save,
    action: saveRequested(body),
    before: edited(page),
  });
  return { ...run, mo: run.state.marketingOptions as MarketingOptionsState, types: run.seen.map((a) => a.type) };
}

describe('saving the marketing options page', () => {
  it('puts every option as 1 or 0, then notifies success, scrolls up and leaves edit mode', async () => {
    const ctx = services();
    const { mo, seen } = await runSave(ctx);
    expect(ctx.calls.preferences).toEqual([
      [
        { preferenceType: 'EmailPermission', preferenceCode: 1 },
        { preferenceType: 'MobilePermission', preferenceCode: 0 },
        { preferenceType: 'MailPermission', preferenceCode: 1 },
      ],
    ]);
    expect(seen).toContainEqual(notify({ type: 'success', messageKey: '' }));
    expect(ctx.calls.scrolled).toBe(1);
    expect(mo.mode).toBe('view');
    expect(mo.saved.MailPermission).toBe(1);
    expect(ctx.calls.personalInfo).toEqual([]);
    expect(ctx.calls.drafts).toEqual([
      'save marketing-options {"EmailPermission":1,"MobilePermission":0,"MailPermission":1}',
      'discard marketing-options',
    ]);
  });

  it('keeps the edits on a failure, with the failure notification and the page scrolled up', async () => {
    const ctx = services({ preferences: { kind: 'error', status: 500, message: 'HTTP 500' } });
    const { mo, seen } = await runSave(ctx);
    expect(seen).toContainEqual(notify({ type: 'error', messageKey: '' }));
    expect(ctx.calls.scrolled).toBe(1);
    expect(mo.mode).toBe('edit');
    expect(mo.saving).toBe(false);
    expect(mo.values.MailPermission).toBe(1);
    expect(mo.saved.MailPermission).toBe(0);
    expect(ctx.calls.drafts.at(-1)).toBe('discard marketing-options');
  });

  it('on 401 applies the one rule and keeps the draft for after sign-in, without a notification', async () => {
    const ctx = services({ preferences: { kind: 'unauthorized', signIn: true } });
    const { mo, seen, types } = await runSave(ctx);
    expect(types).toContain(sessionExpired.type);
    expect(seen.some((a) => a.type === notify.type)).toBe(false);
    expect(ctx.calls.drafts).toEqual([
      'save marketing-options {"EmailPermission":1,"MobilePermission":0,"MailPermission":1}',
    ]);
    expect(mo.values.MailPermission).toBe(1);
    expect(mo.mode).toBe('edit');
  });

  it('in webview goes to the fixed location after a save, only where the brand has one', async () => {
    const inApp = services({ webview: true });
    await runSave(inApp);
    expect(inApp.calls.left).toEqual(['https://app.example/saved']);
    const otherBrand = services({ webview: true, location: null });
    await runSave(otherBrand);
    expect(otherBrand.calls.left).toEqual([]);
    const browser = services({ webview: false });
    await runSave(browser);
    expect(browser.calls.left).toEqual([]);
  });
});

describe('saving post-registration (spec 000 §4)', () => {
  const body: PersonalInfoRequest = { address1: 'Hauptstraße 5', city: 'Köln', zip: '50667', country: 'DEU' };

  it('with mail or mobile yes: personal info first, then on 200/200 the preferences, then done', async () => {
    const ctx = services();
    const { mo } = await runSave(ctx, body, 'eu-post-registration');
    expect(ctx.calls.personalInfo).toEqual([body]);
    expect(ctx.calls.preferences).toHaveLength(1);
    expect(mo.done).toBe(true);
  });

  it('httpStatus 400 with a message: the message for the address fields, no preferences saved', async () => {
    const ctx = services({
      personalInfo: {
        kind: 'ok',
        status: 200,
        data: { status: 400, httpStatus: 400, error: { message: 'postal code 1 is not valid for DEU' } },
      },
    });
    const { mo, seen } = await runSave(ctx, body, 'eu-post-registration');
    expect(mo.contactError).toBe('postal code 1 is not valid for DEU');
    expect(ctx.calls.preferences).toEqual([]);
    expect(mo.done).toBe(false);
    expect(seen.some((a) => a.type === notify.type)).toBe(false);
  });

  it('a failed personal info call fails the save with the failure notification, keeping the input', async () => {
    const ctx = services({ personalInfo: { kind: 'error', status: 503, message: 'HTTP 503' } });
    const { mo, seen } = await runSave(ctx, body, 'eu-post-registration');
    expect(ctx.calls.preferences).toEqual([]);
    expect(seen).toContainEqual(notify({ type: 'error', messageKey: '' }));
    expect(mo.done).toBe(false);
    expect(mo.values.MailPermission).toBe(1);
  });

  it('a 401 on personal info applies the one rule and keeps the draft', async () => {
    const ctx = services({ personalInfo: { kind: 'unauthorized', signIn: true } });
    const { types } = await runSave(ctx, body, 'eu-post-registration');
    expect(types).toContain(sessionExpired.type);
    expect(ctx.calls.preferences).toEqual([]);
    expect(ctx.calls.drafts.some((d) => d.startsWith('discard'))).toBe(false);
  });

  it('with neither mail nor mobile yes: the preferences directly', async () => {
    const ctx = services();
    const { mo } = await runSave(ctx, undefined, 'eu-post-registration');
    expect(ctx.calls.personalInfo).toEqual([]);
    expect(ctx.calls.preferences).toHaveLength(1);
    expect(mo.done).toBe(true);
  });

  it('post-registration never takes the webview location (it moves on to the dashboard)', async () => {
    const ctx = services({ webview: true });
    await runSave(ctx, undefined, 'eu-post-registration');
    expect(ctx.calls.left).toEqual([]);
  });
});

describe('loading the page', () => {
  const load = (ctx: ReturnType<typeof services>, page: MarketingPage = 'marketing-options') =>
    runSaga({
      slices: [marketingOptions],
      context: ctx.context,
      saga: loadPage,
      action: pageOpened({ page, options: OPTIONS }),
    }).then((r) => r.state.marketingOptions as MarketingOptionsState);

  it('takes the values from the profile preference codes; an option the profile lacks is unknown', async () => {
    const ctx = services({
      profile: {
        kind: 'ok',
        status: 200,
        data: { ...profile, privacyPreferences: [{ preferenceName: 'EmailPermission', preferenceCode: 1 }] },
      },
    });
    const mo = await load(ctx);
    expect(mo.values).toEqual({ EmailPermission: 1, MobilePermission: null, MailPermission: null });
    expect(mo.mode).toBe('view');
  });

  it('restores the edits kept before a sign-in, in edit mode, for the same owner only', async () => {
    const draft: Draft = { userGuid: 'guid-1', values: { MailPermission: 1, Unknown: 1 }, contact: { city: 'Köln' } };
    const mo = await load(services({ draft }));
    expect(mo.mode).toBe('edit');
    expect(mo.restored).toBe(true);
    expect(mo.values).toEqual({ EmailPermission: 1, MobilePermission: 0, MailPermission: 1 });
    expect(mo.contact).toEqual({ city: 'Köln' });
    const other = await load(services({ draft: { ...draft, userGuid: 'someone-else' } }));
    expect(other.restored).toBe(false);
    expect(other.values.MailPermission).toBe(0);
  });

  it('a failed profile load shows the failure state', async () => {
    const mo = await load(services({ profile: { kind: 'error', status: 500, message: 'HTTP 500' } }));
    expect(mo.load).toBe('failed');
  });

  it('post-registration opens ready to choose', async () => {
    const mo = await load(services(), 'eu-post-registration');
    expect(mo.mode).toBe('edit');
  });
});
