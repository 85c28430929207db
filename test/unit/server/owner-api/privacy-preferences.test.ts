import Database from 'better-sqlite3';
import { markets } from '../../../../src/generated/markets/local';
import { site } from '../../../../src/generated/site';
import { json, ownerApiUnderTest } from '../../../support/owner-api';
import { apiHeaders, DE, US } from '../../../support/server';

// Every exchange is held to the OpenAPI document (test/support/contract.ts): each answer below, 2xx or 4xx, matches
// statusResponse, privacyPreferencesV3Response or errorResponse, and each body the service accepted its request schema.
const {
  app,
  dbFile,
  owners: { us, au, de, mx },
} = ownerApiUnderTest({
  us: 'michael.johnson@example.com', // product/en-us: v3
  au: 'jack.taylor@example.com', // product/en-au: v3, an image market
  de: 'anna.schneider@example.com', // product/de-de: eu
  mx: 'daniel.moore@example.com', // moved to product/es-mx below: v2
});
type Tokens = typeof us;

const keyOf = (id: string) => markets.find((m) => m.id === id)!.consumerKey;
const marketOf = (id: string) => markets.find((m) => m.id === id)!;
const IMAGE = site.imageConsent.preference;
const NOW = '2026-11-23T10:00:00.000Z'; // the test clock's start

/** Each owner's headers: their token and their market's consumer key. */
const who = {
  us: () => apiHeaders(us.access_token, US.consumerKey),
  au: () => apiHeaders(au.access_token, keyOf('product/en-au')),
  de: () => apiHeaders(de.access_token, DE.consumerKey),
  mx: () => apiHeaders(mx.access_token, keyOf('product/es-mx')),
};
type Who = keyof typeof who;
const tokensOf: Record<Who, Tokens> = { us, au, de, mx };

const put = (owner: Who, url: string, payload: unknown) =>
  app.inject({ method: 'PUT', url, headers: json(who[owner]()), payload: JSON.stringify(payload) });
const v2 = (owner: Who, payload: unknown) => put(owner, '/owner/api/v2/privacy-preferences', payload);
const v3 = (owner: Who, payload: unknown) => put(owner, '/owner/api/v3/privacy-preferences', payload);
const eu = (owner: Who, payload: unknown) => put(owner, '/owner/api/v2/privacy-preferences/eu', payload);
const image = (owner: Who, payload: unknown) => put(owner, '/owner/api/v2/privacy-preferences/image', payload);
const ecp = (owner: Who, payload: unknown) => put(owner, '/owner/api/v2/marketing/ecp-preferences', payload);

/** The privacy preferences the owner's profile lists, by name: what every page reads. */
async function prefsOf(owner: Who): Promise<Record<string, number>> {
  const { languageRegionCode, threeLetterCountryCode } = marketOf(
    { us: 'product/en-us', au: 'product/en-au', de: 'product/de-de', mx: 'product/es-mx' }[owner],
  );
  const res = await app.inject({
    url: `/owner/api/v3/profile-lite?locale=${languageRegionCode}&country=${threeLetterCountryCode}`,
    headers: who[owner](),
  });
  expect(res.statusCode).toBe(200);
  const list = res.json().value.profile.privacyPreferences as { preferenceName: string; preferenceCode: number }[];
  return Object.fromEntries(list.map((p) => [p.preferenceName, p.preferenceCode]));
}

let db: Database.Database; // a second connection to the service's file
beforeAll(() => {
  db = new Database(dbFile);
  db.pragma('busy_timeout = 5000');
  // No demo owner lives in a v2 market: Daniel moves to Mexico (the profile and every call read the stored market).
  db.prepare("UPDATE owners SET market_id = 'product/es-mx', country = 'MEX' WHERE email = ?").run(
    'daniel.moore@example.com',
  );
  expect(tokensOf.mx.access_token).toBeTruthy();
});
afterAll(() => db.close());

describe('the market decides the call (markets privacyApi)', () => {
  it("refuses a privacy call that is not the market's, naming the market's, and saves nothing", async () => {
    const before = await prefsOf('us');
    const wrong = [
      await eu('us', {
        countryCode: 'USA',
        privacyPreferences: [{ preferenceType: 'MailPermission', preferenceCode: 1 }],
      }),
      await v2('us', { countryCode: 'USA', preferences: { MailPermission: 1 } }),
      await v3('de', {
        countryCode: 'DEU',
        source: 'web',
        preferences: [{ preferenceType: 'MailPermission', preferenceCode: 1, chosenAt: NOW }],
      }),
    ];
    expect(wrong.map((r) => [r.statusCode, r.json().message])).toEqual([
      [400, "the account's market product/en-us saves its privacy preferences with the v3 call, not eu"],
      [400, "the account's market product/en-us saves its privacy preferences with the v3 call, not v2"],
      [400, "the account's market product/de-de saves its privacy preferences with the eu call, not v3"],
    ]);
    expect(await prefsOf('us')).toEqual(before);
  });
});

describe('v2: the preferences keyed by type', () => {
  it('stores each one where the profile reads it, with what follows for its channel', async () => {
    const res = await v2('mx', { countryCode: 'MEX', preferences: { MobilePermission: 1, EmailNewsletter: 1 } });
    expect([res.statusCode, res.json()]).toEqual([200, { status: 200 }]);
    expect(await prefsOf('mx')).toMatchObject({ MobilePermission: 1, EmailNewsletter: 1, EmailPermission: 1 });
  });

  it('refuses an empty set of preferences', async () => {
    const res = await v2('mx', { countryCode: 'MEX', preferences: {} });
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      'body.preferences must NOT have fewer than 1 properties',
    ]);
  });

  it.each([
    ['a name that is not an api variable', { 'Bad name!': 1 }, 'must match pattern'],
    ['a code of 2', { MailPermission: 2 }, 'must be equal to one of the allowed values'],
    ['the image consent', { [IMAGE]: 1 }, `${IMAGE} is the image consent: it is saved by its own call`],
  ])('refuses %s with 400 and its reason, saving nothing', async (_what, preferences, reason) => {
    const before = await prefsOf('mx');
    const res = await v2('mx', { countryCode: 'MEX', preferences: { MailPermission: 0, ...preferences } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(reason);
    expect(await prefsOf('mx')).toEqual(before);
  });
});

describe('v3: a consent record per choice', () => {
  it('keeps when and where the owner chose, and answers everything stored', async () => {
    const res = await v3('us', {
      countryCode: 'USA',
      source: 'app',
      preferences: [
        { preferenceType: 'EmailOffers', preferenceCode: 1, chosenAt: '2026-11-23T09:58:30Z' },
        { preferenceType: 'MailPermission', preferenceCode: 0, chosenAt: '2026-11-23T09:59:00.250Z' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { status, preferences } = res.json() as {
      status: number;
      preferences: { preferenceName: string; preferenceCode: number; chosenAt: string; source?: string }[];
    };
    expect(status).toBe(200);
    expect(preferences).toEqual(
      expect.arrayContaining([
        { preferenceName: 'EmailOffers', preferenceCode: 1, chosenAt: '2026-11-23T09:58:30.000Z', source: 'app' },
        { preferenceName: 'MailPermission', preferenceCode: 0, chosenAt: '2026-11-23T09:59:00.250Z', source: 'app' },
        // The Email channel follows the offers email, with the time and place of that choice.
        { preferenceName: 'EmailPermission', preferenceCode: 1, chosenAt: '2026-11-23T09:58:30.000Z', source: 'app' },
      ]),
    );
    const names = preferences.map((p) => p.preferenceName);
    expect(names).toEqual([...names].sort());
    const profile = await prefsOf('us');
    expect(Object.fromEntries(preferences.map((p) => [p.preferenceName, p.preferenceCode]))).toEqual(profile);
  });

  it('a preference another call saved last says no source', async () => {
    expect(
      (
        await ecp('us', {
          countryCode: 'USA',
          channel: 'email',
          subscriptions: [{ code: 'EmailOffers', optIn: false }],
        })
      ).statusCode,
    ).toBe(200);
    const res = await v3('us', {
      countryCode: 'USA',
      source: 'web',
      preferences: [{ preferenceType: 'PhonePermission', preferenceCode: 1, chosenAt: NOW }],
    });
    const offers = (res.json().preferences as { preferenceName: string }[]).find(
      (p) => p.preferenceName === 'EmailOffers',
    );
    expect(offers).toEqual({ preferenceName: 'EmailOffers', preferenceCode: 0, chosenAt: NOW });
  });

  it.each([
    [
      'a choice made later than the clock (past 5 minutes of skew)',
      [{ preferenceType: 'MailPermission', preferenceCode: 1, chosenAt: '2026-11-23T10:05:01Z' }],
      "chosenAt 2026-11-23T10:05:01Z is later than the service's clock; nothing was saved",
    ],
    [
      'a preference sent twice',
      [
        { preferenceType: 'MailPermission', preferenceCode: 1, chosenAt: NOW },
        { preferenceType: 'MailPermission', preferenceCode: 0, chosenAt: NOW },
      ],
      'MailPermission is sent twice; nothing was saved',
    ],
    [
      'the image consent',
      [{ preferenceType: IMAGE, preferenceCode: 1, chosenAt: NOW }],
      `${IMAGE} is the image consent: it is saved by its own call (PUT /owner/api/v2/privacy-preferences/image)`,
    ],
    [
      'a time with an offset',
      [{ preferenceType: 'MailPermission', preferenceCode: 1, chosenAt: '2026-11-23T11:00:00+01:00' }],
      'must match pattern',
    ],
    [
      'a day that does not exist',
      [{ preferenceType: 'MailPermission', preferenceCode: 1, chosenAt: '2026-02-30T10:00:00Z' }],
      'must match format "date-time"',
    ],
  ])('refuses %s with 400 and its reason, saving nothing', async (_what, preferences, reason) => {
    const before = await prefsOf('au');
    const res = await v3('au', {
      countryCode: 'AUS',
      source: 'web',
      preferences: [{ preferenceType: 'PhonePermission', preferenceCode: 1, chosenAt: NOW }, ...preferences],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(reason);
    expect(await prefsOf('au')).toEqual(before);
  });

  it('takes a choice made up to 5 minutes ahead of its clock (a device clock running fast)', async () => {
    const res = await v3('au', {
      countryCode: 'AUS',
      source: 'web',
      preferences: [{ preferenceType: 'PhonePermission', preferenceCode: 0, chosenAt: '2026-11-23T10:05:00Z' }],
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a source other than web or app, and an empty list', async () => {
    const dealer = await v3('au', {
      countryCode: 'AUS',
      source: 'dealer',
      preferences: [{ preferenceType: 'PhonePermission', preferenceCode: 1, chosenAt: NOW }],
    });
    const empty = await v3('au', { countryCode: 'AUS', source: 'web', preferences: [] });
    expect([dealer.statusCode, dealer.json().message]).toEqual([
      400,
      'body.source must be equal to one of the allowed values: web, app',
    ]);
    expect([empty.statusCode, empty.json().message]).toEqual([
      400,
      'body.preferences must NOT have fewer than 1 items',
    ]);
  });
});

describe('the image consent: a preference of its own', () => {
  it('is saved by its own call and listed by the profile as its own preference', async () => {
    expect(await prefsOf('au')).not.toHaveProperty(IMAGE);
    const yes = await image('au', { countryCode: 'AUS', consent: 1 });
    expect([yes.statusCode, yes.json()]).toEqual([200, { status: 200 }]);
    expect((await prefsOf('au'))[IMAGE]).toBe(1);
    expect((await image('au', { countryCode: 'AUS', consent: 0 })).statusCode).toBe(200);
    expect((await prefsOf('au'))[IMAGE]).toBe(0);
  });

  it('is not changed by the marketing choices, whichever page saves them', async () => {
    await image('au', { countryCode: 'AUS', consent: 1 });
    await v3('au', {
      countryCode: 'AUS',
      source: 'web',
      preferences: ['EmailPermission', 'MobilePermission', 'MailPermission'].map((preferenceType) => ({
        preferenceType,
        preferenceCode: 0,
        chosenAt: NOW,
      })),
    });
    await ecp('au', {
      countryCode: 'AUS',
      channel: 'email',
      subscriptions: [{ code: 'EmailNewsletter', optIn: false }],
    });
    expect((await prefsOf('au'))[IMAGE]).toBe(1);
  });

  it('is refused where the market does not ask for it, and for another country', async () => {
    const notAsked = await image('us', { countryCode: 'USA', consent: 1 });
    const otherCountry = await image('au', { countryCode: 'NZL', consent: 1 });
    expect([notAsked.statusCode, notAsked.json().message]).toEqual([400, 'the image consent is not asked in USA']);
    expect([otherCountry.statusCode, otherCountry.json().message]).toEqual([
      400,
      "countryCode NZL is not the account's country AUS",
    ]);
    expect(await prefsOf('us')).not.toHaveProperty(IMAGE);
  });

  it('refuses a consent that is not 1 or 0', async () => {
    const res = await image('au', { countryCode: 'AUS', consent: true });
    expect([res.statusCode, res.json().message]).toEqual([400, 'body.consent must be integer']);
  });
});

describe('the marketing ECP call of the email preference page', () => {
  it('saves each email and the format into the preferences the profile lists, in every market', async () => {
    const body = {
      channel: 'email',
      subscriptions: [
        { code: 'EmailNewsletter', optIn: true },
        { code: 'EmailAccountNotices', optIn: true },
      ],
      format: { code: 'EmailFormatHtml', value: 'text' },
    };
    for (const [owner, countryCode] of [
      ['de', 'DEU'],
      ['us', 'USA'],
      ['mx', 'MEX'],
    ] as const) {
      const res = await ecp(owner, { countryCode, ...body });
      expect([res.statusCode, res.json()]).toEqual([200, { status: 200 }]);
      // The newsletter turns the Email channel on: the marketing options page shows it (site.json preferenceChannels).
      expect(await prefsOf(owner)).toMatchObject({
        EmailNewsletter: 1,
        EmailAccountNotices: 1,
        EmailFormatHtml: 0,
        EmailPermission: 1,
      });
    }
  });

  it.each([
    [
      'the format as an email too',
      { subscriptions: [{ code: 'EmailFormatHtml', optIn: true }], format: { code: 'EmailFormatHtml', value: 'html' } },
      'EmailFormatHtml is sent twice; nothing was saved',
    ],
    [
      'the image consent',
      { subscriptions: [{ code: IMAGE, optIn: true }] },
      `${IMAGE} is the image consent: it is saved by its own call`,
    ],
    ['another channel', { channel: 'sms', subscriptions: [{ code: 'EmailNewsletter', optIn: true }] }, 'body.channel'],
    ['no email', { subscriptions: [] }, 'must NOT have fewer than 1 items'],
    [
      'a format other than html or text',
      { subscriptions: [{ code: 'EmailNewsletter', optIn: true }], format: { code: 'EmailFormatHtml', value: 'rtf' } },
      'body.format.value must be equal to one of the allowed values',
    ],
  ])('refuses %s with 400 and its reason, saving nothing', async (_what, part, reason) => {
    const before = await prefsOf('de');
    const res = await ecp('de', { countryCode: 'DEU', channel: 'email', ...part });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(reason);
    expect(await prefsOf('de')).toEqual(before);
  });
});
