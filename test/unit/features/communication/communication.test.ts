import type { ApiResult } from '../../../../src/api/client';
import type { EcpChoices } from '../../../../src/api/privacy-calls';
import type { CommunicationApi } from '../../../../src/features/communication/api';
import { readCommunicationContent, readEmailContent } from '../../../../src/features/communication/content';
import {
  commMessages,
  messagesLoaded,
  messageToggled,
  selectUnread,
  type MessagesState,
} from '../../../../src/features/communication/messages-slice';
import {
  answerChanged,
  answersFromProfile,
  canSave,
  ecpChoices,
  preferenceBody,
  type Question,
} from '../../../../src/features/communication/options';
import {
  commPrefs,
  prefsAnswered,
  prefsEditStarted,
  prefsLoaded,
  prefsOpened,
  prefsSaveRequested,
  type CommPrefsState,
} from '../../../../src/features/communication/prefs-slice';
import {
  loadMessages,
  loadPrefs,
  markOpenedRead,
  savePrefs,
} from '../../../../src/features/communication/sagas/communication';
import { fragments } from '../../../../src/generated/content';
import type {
  MessagesResponse,
  OwnerMessage,
  PrivacyPreferenceUpdate,
  Profile,
} from '../../../../src/generated/types/api/owner';
import { runSaga } from '../../../support/saga';

const QUESTIONS: Question[] = [
  { variable: 'CommEmail', mandatory: false },
  { variable: 'TopicRecallsSafety', mandatory: true },
  { variable: 'TopicOffers', mandatory: false },
];
const profile: Profile = {
  userGuid: 'g1',
  firstName: 'A',
  lastName: 'B',
  email: 'ada@example.com',
  country: 'USA',
  mobilePhoneNumber: null,
  privacyPreferences: [
    { preferenceName: 'CommEmail', preferenceCode: 1 },
    { preferenceName: 'TopicRecallsSafety', preferenceCode: 0 },
  ],
};

describe('the option rules', () => {
  it('a mandatory option is yes whatever the profile says; one the profile lacks is unanswered', () => {
    expect(answersFromProfile(QUESTIONS, profile.privacyPreferences)).toEqual({
      CommEmail: 1,
      TopicRecallsSafety: 1,
      TopicOffers: null,
    });
  });

  it('save needs every answer; the body sends mandatory options as 1', () => {
    expect(canSave({ CommEmail: 1, TopicOffers: null })).toBe(false);
    expect(canSave({ CommEmail: 1, TopicOffers: 0 })).toBe(true);
    expect(preferenceBody(QUESTIONS, { CommEmail: 0, TopicRecallsSafety: 0, TopicOffers: 1 })).toEqual([
      { preferenceType: 'CommEmail', preferenceCode: 0 },
      { preferenceType: 'TopicRecallsSafety', preferenceCode: 1 },
      { preferenceType: 'TopicOffers', preferenceCode: 1 },
    ]);
  });

  it('the ECP body sends the format question as the format, never as an email', () => {
    const questions: Question[] = [...QUESTIONS, { variable: 'EmailFormatHtml', mandatory: false }];
    const answers = { CommEmail: 0, TopicRecallsSafety: 0, TopicOffers: 1, EmailFormatHtml: 1 } as const;
    expect(ecpChoices(questions, answers, 'EmailFormatHtml')).toEqual({
      subscriptions: [
        { code: 'CommEmail', optIn: false },
        { code: 'TopicRecallsSafety', optIn: true },
        { code: 'TopicOffers', optIn: true },
      ],
      format: { code: 'EmailFormatHtml', html: true },
    });
    expect(ecpChoices(QUESTIONS, answers, null).format).toBeUndefined();
  });

  it('a mandatory option cannot be switched off, nor an unknown one added', () => {
    const answers = { CommEmail: 1, TopicRecallsSafety: 1, TopicOffers: 0 } as const;
    expect(answerChanged(QUESTIONS, answers, 'TopicRecallsSafety', 0)).toBe(answers);
    expect(answerChanged(QUESTIONS, answers, 'Other', 1)).toBe(answers);
    expect(answerChanged(QUESTIONS, answers, 'TopicOffers', 1)).toEqual({ ...answers, TopicOffers: 1 });
  });
});

describe('the communication-preferences fragment', () => {
  // The shipped fragment, walked in every language on purpose: the texts the pages need are content data.
  const languages = [
    'en',
    'cs',
    'da',
    'de',
    'el',
    'es',
    'fi',
    'fr',
    'hu',
    'it',
    'nl',
    'no',
    'pl',
    'pt',
    'ro',
    'sv',
    'th',
    'vi',
  ];
  it.each(languages)('%s has both pages, recalls and account notices mandatory', (lang) => {
    const data = fragments['communication-preferences']?.[lang] as Record<string, unknown>;
    const comm = readCommunicationContent(data);
    const email = readEmailContent(data);
    expect(comm?.channels).toHaveLength(5);
    expect(comm?.topics.filter((o) => o.mandatory).map((o) => o.apiVariable)).toEqual(['TopicRecallsSafety']);
    expect(email?.emails.filter((o) => o.mandatory).map((o) => o.apiVariable)).toEqual(['EmailAccountNotices']);
    expect(email?.formatVariable).toBe('EmailFormatHtml');
  });

  /** A hand-made fragment of the shipped shape: shared texts, channels, topics and the email section. */
  const fixture: Record<string, unknown> = {
    heading: 'Staying in touch',
    description: 'How we may write to you',
    editButton: 'Change',
    saveButton: 'Keep these',
    cancelButton: 'Leave as it was',
    yes: 'Yes please',
    no: 'No thanks',
    alwaysOn: 'Always sent',
    channelsHeading: 'Ways',
    channels: [{ optionName: 'Post', apiVariable: 'CommPost' }],
    topicsHeading: 'Subjects',
    topics: [
      {
        optionName: 'Safety',
        optionDescription: 'Required by law',
        apiVariable: 'TopicRecallsSafety',
        mandatory: true,
      },
    ],
    email: {
      emailsHeading: 'Emails',
      emails: [{ optionName: 'News', apiVariable: 'EmailNews' }],
      formatHeading: 'Format',
      formatVariable: 'EmailFormatHtml',
      html: 'Rich',
      plainText: 'Plain',
    },
  };

  it("reads a whole fragment: both pages, the shared texts under the email section's", () => {
    expect(readCommunicationContent(fixture)).toMatchObject({
      heading: 'Staying in touch',
      channelsHeading: 'Ways',
      channels: [{ optionName: 'Post', apiVariable: 'CommPost', optionDescription: '', mandatory: false }],
      topics: [
        {
          optionName: 'Safety',
          apiVariable: 'TopicRecallsSafety',
          optionDescription: 'Required by law',
          mandatory: true,
        },
      ],
    });
    expect(readEmailContent(fixture)).toMatchObject({
      heading: 'Staying in touch',
      saveButton: 'Keep these',
      emailsHeading: 'Emails',
      formatVariable: 'EmailFormatHtml',
      html: 'Rich',
      emails: [{ optionName: 'News', apiVariable: 'EmailNews', optionDescription: '', mandatory: false }],
    });
  });

  it('content is input: missing texts give null, a malformed option is left out', () => {
    expect(readCommunicationContent({ heading: 'x' })).toBeNull();
    const bad = readCommunicationContent({
      ...fixture,
      channels: [
        { optionName: 'x', apiVariable: 'no spaces!' },
        { optionName: 'ok', apiVariable: 'Ok', mandatory: 'yes' },
      ],
    });
    expect(bad?.channels).toEqual([{ optionName: 'ok', apiVariable: 'Ok', optionDescription: '', mandatory: false }]);
    expect(readEmailContent({ ...fixture, email: undefined })).toBeNull();
    expect(
      readEmailContent({ ...fixture, email: { ...(fixture.email as object), formatVariable: 'not a variable' } }),
    ).toBeNull();
  });
});

const message = (id: string, read: boolean): OwnerMessage => ({
  id,
  date: `2026-11-0${id}T10:00:00Z`,
  subject: `s${id}`,
  body: 'b',
  read,
  category: 'service',
});

function fakeApi(answers: {
  save?: ApiResult<unknown>;
  profile?: ApiResult<Profile>;
  messages?: ApiResult<MessagesResponse>;
  markRead?: ApiResult<unknown>;
}) {
  const saved: PrivacyPreferenceUpdate[][] = [];
  const from: { webview: boolean }[] = [];
  const emails: EcpChoices[] = [];
  const marked: string[] = [];
  const api: CommunicationApi = {
    loadProfile: async () => answers.profile ?? { kind: 'ok', status: 200, data: profile },
    savePreferences: async (items, where) => {
      saved.push(items);
      from.push(where);
      return answers.save ?? { kind: 'ok', status: 200, data: { status: 200 } };
    },
    saveEmailPreferences: async (choices) => {
      emails.push(choices);
      return answers.save ?? { kind: 'ok', status: 200, data: { status: 200 } };
    },
    messages: async () =>
      answers.messages ?? { kind: 'ok', status: 200, data: { messages: [message('2', false), message('1', true)] } },
    markRead: async (id) => {
      marked.push(id);
      return answers.markRead ?? { kind: 'ok', status: 204, data: undefined };
    },
  };
  return { api, saved, from, emails, marked };
}
const context = (api: CommunicationApi, webview = false) => ({ communicationApi: api, webview, log: () => undefined });

describe('the preference sagas', () => {
  const edited = [
    prefsOpened({ page: 'communication-preference', questions: QUESTIONS }),
    prefsLoaded(profile),
    prefsEditStarted(),
    prefsAnswered({ variable: 'TopicOffers', value: 0 }),
  ];

  it('load: the answers from the profile; a failure says so', async () => {
    const ok = await runSaga({
      slices: [commPrefs],
      context: context(fakeApi({}).api),
      saga: loadPrefs,
      before: [prefsOpened({ page: 'email-preference', questions: QUESTIONS })],
    });
    const s = ok.state.commPrefs as CommPrefsState;
    expect([s.load, s.email, s.saved]).toEqual([
      'loaded',
      'ada@example.com',
      { CommEmail: 1, TopicRecallsSafety: 1, TopicOffers: null },
    ]);
    const failed = await runSaga({
      slices: [commPrefs],
      context: context(fakeApi({ profile: { kind: 'error', status: 500, message: 'down' } }).api),
      saga: loadPrefs,
      before: [prefsOpened({ page: 'email-preference', questions: QUESTIONS })],
    });
    expect((failed.state.commPrefs as CommPrefsState).load).toBe('failed');
  });

  it('save ok: every answer sent, the view shows them, a success notice', async () => {
    const fake = fakeApi({});
    const r = await runSaga({
      slices: [commPrefs],
      context: context(fake.api),
      saga: savePrefs,
      action: prefsSaveRequested(),
      before: edited,
    });
    const s = r.state.commPrefs as CommPrefsState;
    expect(fake.saved).toEqual([
      [
        { preferenceType: 'CommEmail', preferenceCode: 1 },
        { preferenceType: 'TopicRecallsSafety', preferenceCode: 1 },
        { preferenceType: 'TopicOffers', preferenceCode: 0 },
      ],
    ]);
    expect([s.mode, s.saving, s.saveFailed, s.saved.TopicOffers]).toEqual(['view', false, false, 0]);
    expect(r.seen.some((a) => a.type.includes('notif'))).toBe(true);
  });

  it("the communication page saves through the market's privacy call, saying whether the owner is in the app", async () => {
    const fake = fakeApi({});
    await runSaga({
      slices: [commPrefs],
      context: context(fake.api, true),
      saga: savePrefs,
      action: prefsSaveRequested(),
      before: edited,
    });
    expect([fake.saved.length, fake.from, fake.emails]).toEqual([1, [{ webview: true }], []]);
  });

  it('the email page saves through the ECP call: its emails opted in or out, and the format', async () => {
    const fake = fakeApi({});
    const questions: Question[] = [
      { variable: 'EmailNewsletter', mandatory: false },
      { variable: 'EmailAccountNotices', mandatory: true },
      { variable: 'EmailFormatHtml', mandatory: false },
    ];
    const r = await runSaga({
      slices: [commPrefs],
      context: context(fake.api),
      saga: savePrefs,
      action: prefsSaveRequested(),
      before: [
        prefsOpened({ page: 'email-preference', questions, format: 'EmailFormatHtml' }),
        prefsLoaded(profile),
        prefsEditStarted(),
        prefsAnswered({ variable: 'EmailNewsletter', value: 1 }),
        prefsAnswered({ variable: 'EmailFormatHtml', value: 0 }),
      ],
    });
    expect(fake.saved).toEqual([]);
    expect(fake.emails).toEqual([
      {
        subscriptions: [
          { code: 'EmailNewsletter', optIn: true },
          { code: 'EmailAccountNotices', optIn: true },
        ],
        format: { code: 'EmailFormatHtml', html: false },
      },
    ]);
    expect((r.state.commPrefs as CommPrefsState).mode).toBe('view');
  });

  it('save failure: the answers stay in edit mode and the page says so', async () => {
    const fake = fakeApi({ save: { kind: 'error', status: 500, message: 'down' } });
    const r = await runSaga({
      slices: [commPrefs],
      context: context(fake.api),
      saga: savePrefs,
      action: prefsSaveRequested(),
      before: edited,
    });
    const s = r.state.commPrefs as CommPrefsState;
    expect([s.mode, s.saving, s.saveFailed, s.answers.TopicOffers, s.saved.TopicOffers]).toEqual([
      'edit',
      false,
      true,
      0,
      null,
    ]);
  });
});

describe('the messages', () => {
  it('load: the list, or the failed state to retry from', async () => {
    const ok = await runSaga({ slices: [commMessages], context: context(fakeApi({}).api), saga: loadMessages });
    expect(selectUnread(ok.state as { commMessages: MessagesState })).toBe(1);
    const failed = await runSaga({
      slices: [commMessages],
      context: context(fakeApi({ messages: { kind: 'error', status: 0, message: 'offline' } }).api),
      saga: loadMessages,
    });
    expect((failed.state.commMessages as MessagesState).load).toBe('failed');
  });

  it('opening an unread message marks it read at the service; a read one is not sent again', async () => {
    const fake = fakeApi({});
    const before = [messagesLoaded([message('2', false), message('1', true)])];
    const r = await runSaga({
      slices: [commMessages],
      context: context(fake.api),
      saga: markOpenedRead,
      action: messageToggled(message('2', false)),
      before,
    });
    expect((r.state.commMessages as MessagesState).messages[0]?.read).toBe(true);
    await runSaga({
      slices: [commMessages],
      context: context(fake.api),
      saga: markOpenedRead,
      action: messageToggled(message('1', true)),
      before,
    });
    expect(fake.marked).toEqual(['2']);
  });

  it('a refused mark shows the message unread again', async () => {
    const fake = fakeApi({ markRead: { kind: 'error', status: 404, message: 'not found' } });
    const r = await runSaga({
      slices: [commMessages],
      context: context(fake.api),
      saga: markOpenedRead,
      action: messageToggled(message('2', false)),
      before: [messagesLoaded([message('2', false)])],
    });
    expect((r.state.commMessages as MessagesState).messages[0]?.read).toBe(false);
  });
});
