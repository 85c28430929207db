import type { UnknownAction } from '@reduxjs/toolkit';
import type { ApiResult } from '../../../../src/api/client';
import type { MarketingOption } from '../../../../src/features/marketing-options/options';
import { loadPage } from '../../../../src/features/marketing-options/sagas/load';
import { save } from '../../../../src/features/marketing-options/sagas/save';
import type { MarketingServices } from '../../../../src/features/marketing-options/services';
import {
  allToggled,
  editStarted,
  imageConsentChanged,
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
  /** The webview flag each preferences save was given (the v3 call's source). */
  from: boolean[];
  image: (0 | 1)[];
  personalInfo: PersonalInfoRequest[];
  drafts: string[];
  scrolled: number;
  left: string[];
}

function services(
  answers: {
    preferences?: ApiResult<unknown>;
    image?: ApiResult<unknown>;
    personalInfo?: ApiResult<UserUpdateResponse>;
    profile?: ApiResult<Profile>;
    draft?: Draft | null;
    webview?: boolean;
    location?: string | null;
  } = {},
) {
  const calls: Calls = { preferences: [], from: [], image: [], personalInfo: [], drafts: [], scrolled: 0, left: [] };
  const { log, messages } = recordingLog();
  const context: MarketingServices = {
    webview: answers.webview ?? false,
    log,
    tables: fixtureTables,
    pageSettled: async () => undefined,
    marketingApi: {
      loadProfile: async () => answers.profile ?? { kind: 'ok', status: 200, data: profile },
      savePreferences: async (items, { webview }) => {
        calls.preferences.push(items);
        calls.from.push(webview);
        return answers.preferences ?? { kind: 'ok', status: 200, data: { status: 200 } };
      },
      saveImageConsent: async (consent) => {
        calls.image.push(consent);
        return answers.image ?? { kind: 'ok', status: 200, data: { status: 200 } };
      },
      updatePersonalInfo: async (body) => {
        calls.personalInfo.push(body);
        return answers.personalInfo ?? { kind: 'ok', status: 200, data: { status: 200, httpStatus: 200 } };
      },
    },
    drafts: {
      save: (page: MarketingPage, d: Draft) => {
        calls.drafts.push(
          `save ${page} ${JSON.stringify(d.values)}${d.image === undefined ? '' : ` image ${d.image}`}`,
        );
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
  before: UnknownAction[] = edited(page),
) {
  const run = await runSaga({
    slices: [marketingOptions],
    context: ctx.context,
    saga: save,
    action: saveRequested(body),
    before,
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

  it('tells the privacy call whether the owner chose in the app (webview) or on the web', async () => {
    const inApp = services({ webview: true });
    await runSave(inApp);
    const browser = services();
    await runSave(browser);
    expect([inApp.calls.from, browser.calls.from]).toEqual([[true], [false]]);
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

describe('the image consent of the image markets', () => {
  const IMAGE = 'ImagePermission';
  const withImage = (code?: 0 | 1) => ({
    ...profile,
    privacyPreferences: [
      ...profile.privacyPreferences,
      ...(code === undefined ? [] : [{ preferenceName: IMAGE, preferenceCode: code }]),
    ],
  });
  const opened = (code?: 0 | 1): UnknownAction[] => [
    pageOpened({ page: 'marketing-options', options: OPTIONS, imagePreference: IMAGE }),
    profileLoaded({ profile: withImage(code), draft: null }),
    editStarted(),
  ];

  /** The page's state after these events (no saga runs). */
  const after = async (before: UnknownAction[]) =>
    (
      await runSaga({
        slices: [marketingOptions],
        context: services().context,
        saga: function* nothing() {},
        before,
      })
    ).state.marketingOptions as MarketingOptionsState;

  it('is read from its own preference of the profile, apart from the options', async () => {
    const mo = await after(opened(0));
    expect(mo.image).toEqual({ preference: IMAGE, saved: 0, value: 0 });
    expect(mo.values).not.toHaveProperty(IMAGE);
  });

  it('is left alone by select-all', async () => {
    const mo = await after([...opened(0), allToggled()]);
    expect(Object.values(mo.values)).toEqual([1, 1, 1]);
    expect(mo.image?.value).toBe(0);
  });

  it('a changed consent is saved by its own call after the preferences, which never carry it', async () => {
    const ctx = services();
    const { mo } = await runSave(ctx, undefined, 'marketing-options', [...opened(), imageConsentChanged(1)]);
    expect(ctx.calls.image).toEqual([1]);
    expect(ctx.calls.preferences[0]?.map((p) => p.preferenceType)).toEqual([
      'EmailPermission',
      'MobilePermission',
      'MailPermission',
    ]);
    expect([mo.mode, mo.image?.saved]).toEqual(['view', 1]);
  });

  it('an unchanged or unanswered consent is not sent, and does not stop the save', async () => {
    const unchanged = services();
    await runSave(unchanged, undefined, 'marketing-options', opened(1));
    const unanswered = services();
    const { mo } = await runSave(unanswered, undefined, 'marketing-options', opened());
    expect([unchanged.calls.image, unanswered.calls.image, mo.mode]).toEqual([[], [], 'view']);
    expect(unanswered.calls.preferences).toHaveLength(1);
  });

  it("a refused consent fails the save: the failure notification, the owner's choice kept", async () => {
    const ctx = services({ image: { kind: 'error', status: 400, message: 'refused' } });
    const { mo, seen } = await runSave(ctx, undefined, 'marketing-options', [...opened(0), imageConsentChanged(1)]);
    expect(seen).toContainEqual(notify({ type: 'error', messageKey: '' }));
    expect([mo.mode, mo.image?.value, mo.image?.saved]).toEqual(['edit', 1, 0]);
  });

  it('survives a sign-in: the draft keeps it', async () => {
    const ctx = services({ image: { kind: 'unauthorized', signIn: true } });
    const { types } = await runSave(ctx, undefined, 'marketing-options', [...opened(0), imageConsentChanged(1)]);
    expect(types).toContain(sessionExpired.type);
    expect(ctx.calls.drafts).toEqual([
      'save marketing-options {"EmailPermission":1,"MobilePermission":0,"MailPermission":0} image 1',
    ]);
  });

  it('is not asked where the market does not ask for it', async () => {
    const ctx = services();
    const { mo } = await runSave(ctx);
    expect([mo.image, ctx.calls.image]).toEqual([null, []]);
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
