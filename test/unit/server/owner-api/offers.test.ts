import Database from 'better-sqlite3';
import { markets } from '../../../../src/generated/markets/local';
import { site } from '../../../../src/generated/site';
import { json, ownerApiUnderTest } from '../../../support/owner-api';
import { apiHeaders, LINCOLN_US, US } from '../../../support/server';

// Every exchange is held to the OpenAPI document (test/support/contract.ts): each answer below, 2xx or 4xx, matches
// offersResponse or errorResponse, with no field outside them.
const DAY_S = 24 * 60 * 60;
const {
  app,
  clock,
  dbFile,
  owners: { us, lincoln, fr, au },
} = ownerApiUnderTest(
  {
    us: 'michael.johnson@example.com',
    lincoln: 'olivia.brown@example.com',
    fr: 'lucas.martin@example.com',
    au: 'jack.taylor@example.com',
  },
  // Long enough for the last test, which moves the clock on by weeks.
  { accessTokenTtlSeconds: 60 * DAY_S },
);
// The service's test clock starts at 2026-11-23T10:00:00Z and the demo data is seeded at that time (the offers'
// dates are counted from that day).
const F150 = '1FTFW1E87PFA10001'; // Michael's 2023 F-150
const ESCAPE = '1FMCU9J97PUA20002'; // Michael's 2019 Escape
const MACH_E = 'WF0NXXGCHNRC98765'; // Lucas's 2024 Mustang Mach-E
const RANGER = 'MNAUMFF50RW123456'; // Jack's 2024 Ranger

const consumerKeyOf = (id: string) => markets.find((m) => m.id === id)!.consumerKey;
const FR_KEY = consumerKeyOf('product/fr-fr');
const AU_KEY = consumerKeyOf('product/en-au');

type Tokens = typeof us;
const offers = (tokens: Tokens, query: string, consumerKey = US.consumerKey) =>
  app.inject({ url: `/owner/api/v2/offers${query}`, headers: apiHeaders(tokens.access_token, consumerKey) });
const michaelsOffers = () => offers(us, '?locale=en-us&country=USA&brand=F');
const ids = (body: { offers: { offerId: string; vin: string | null }[] }) => body.offers.map((o) => [o.offerId, o.vin]);

/** The owner's answer to the offers question, through the real privacy preferences call of the market (eu or v3). */
async function answerOffers(tokens: Tokens, countryCode: string, code: 0 | 1, consumerKey = US.consumerKey) {
  const choice = { preferenceType: site.offers.consentPreference, preferenceCode: code };
  const res = await app.inject({
    method: 'PUT',
    ...(markets.find((m) => m.threeLetterCountryCode === countryCode)?.privacyApi === 'eu'
      ? { url: '/owner/api/v2/privacy-preferences/eu', payload: { countryCode, privacyPreferences: [choice] } }
      : {
          url: '/owner/api/v3/privacy-preferences',
          payload: { countryCode, source: 'web', preferences: [{ ...choice, chosenAt: '2026-11-23T10:00:00.000Z' }] },
        }),
    headers: json(apiHeaders(tokens.access_token, consumerKey)),
  });
  expect(res.statusCode).toBe(200);
}

let db: Database.Database; // a second connection to the service's file
beforeAll(() => {
  db = new Database(dbFile);
  db.pragma('busy_timeout = 5000');
});
afterAll(() => db.close());

describe('the offers of a market', () => {
  it("sends an owner who said yes the market's offers valid today: vehicle-specific first, then the one ending soonest", async () => {
    const res = await michaelsOffers();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      consented: true,
      offers: [
        {
          offerId: 'US-F150-OIL',
          category: 'service',
          title: '$20 off your F-150 oil change',
          description: expect.stringContaining('SERVICE20'),
          validFrom: '2026-11-03',
          validUntil: '2026-12-31',
          vin: F150,
          code: 'SERVICE20',
        },
        {
          offerId: 'US-ESCAPE-LINERS',
          category: 'accessories',
          title: '15% off all-weather floor liners for your Escape',
          description: expect.any(String),
          validFrom: '2026-11-21',
          validUntil: '2027-01-30',
          vin: ESCAPE,
          code: 'LINERS15',
        },
        {
          offerId: 'US-TIRES-4',
          category: 'tyres',
          title: 'Buy four tires, get a rebate',
          description: expect.any(String),
          validFrom: '2026-11-15',
          validUntil: '2027-01-15',
          vin: null,
          code: null,
        },
      ],
    });
  });

  it('never sends an offer that has ended or not yet begun', async () => {
    const sent = (await michaelsOffers()).json().offers.map((o: { offerId: string }) => o.offerId);
    expect(sent).not.toContain('US-FALL-SERVICE'); // ended 2026-10-31
    expect(sent).not.toContain('US-NEW-YEAR-BATTERY'); // begins 2027-01-01
  });

  it('sends a model offer once per garage vehicle of the model, and none for a model the garage lacks', async () => {
    expect(ids((await michaelsOffers()).json())).toEqual([
      ['US-F150-OIL', F150],
      ['US-ESCAPE-LINERS', ESCAPE],
      ['US-TIRES-4', null],
    ]);
    // Michael's garage has no Mach-E: of the French offers, only the one for every owner.
    expect(ids((await offers(us, '?locale=fr-fr&country=FRA&brand=F', FR_KEY)).json())).toEqual([
      ['FR-PNEUS-HIVER', null],
    ]);
    // Jack's Ranger has the Australian offer for Rangers.
    const jack = await offers(au, '?locale=en-au&country=AUS&brand=F', AU_KEY);
    expect(jack.json()).toMatchObject({ consented: true, offers: [{ offerId: 'AU-RANGER-TYRES', vin: RANGER }] });
    expect(jack.json().offers).toHaveLength(1);
  });

  it("answers the asked market's offers, in its language: Lucas gets the French ones with his Mach-E", async () => {
    await answerOffers(fr, 'FRA', 1, FR_KEY);
    const res = await offers(fr, '?locale=fr-fr&country=FRA&brand=F', FR_KEY);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      consented: true,
      offers: [
        { offerId: 'FR-MACHE-WALLBOX', category: 'charging', vin: MACH_E, code: 'WALLBOX150' },
        { offerId: 'FR-PNEUS-HIVER', category: 'tyres', title: 'Contrôle hiver de vos pneus offert', vin: null },
      ],
    });
    expect(res.json().offers).toHaveLength(2);
    // A market without offers of the brand: none, but consented.
    expect((await offers(fr, '?locale=fr-be&country=BEL&brand=F', FR_KEY)).json()).toEqual({
      consented: true,
      offers: [],
    });
  });
});

describe('consent', () => {
  it('sends nothing once the owner says no, and the offers again after yes', async () => {
    await answerOffers(us, 'USA', 0);
    const no = await michaelsOffers();
    expect(no.statusCode).toBe(200);
    expect(no.json()).toEqual({ consented: false, offers: [] });

    await answerOffers(us, 'USA', 1);
    expect(ids((await michaelsOffers()).json())).toEqual([
      ['US-F150-OIL', F150],
      ['US-ESCAPE-LINERS', ESCAPE],
      ['US-TIRES-4', null],
    ]);
  });

  it('sends a lincoln owner nothing after she says no', async () => {
    const lincolnOffers = () => offers(lincoln, '?locale=en-us&country=USA&brand=L', LINCOLN_US.consumerKey);
    // Olivia's seeded email permission is yes, and the offers question with it.
    expect(ids((await lincolnOffers()).json())).toEqual([['LN-US-PICKUP', null]]);
    await answerOffers(lincoln, 'USA', 0, LINCOLN_US.consumerKey);
    expect((await lincolnOffers()).json()).toEqual({ consented: false, offers: [] });
  });

  it('counts no answer as no', async () => {
    db.prepare(
      "DELETE FROM privacy_preferences WHERE owner_id = (SELECT id FROM owners WHERE email = 'jack.taylor@example.com') AND preference_name = ?",
    ).run(site.offers.consentPreference);
    expect((await offers(au, '?locale=en-au&country=AUS&brand=F', AU_KEY)).json()).toEqual({
      consented: false,
      offers: [],
    });
  });
});

describe('the query', () => {
  it.each([
    ['a brand of neither site', '?locale=en-us&country=USA&brand=X'],
    ['a lower-case country', '?locale=en-us&country=usa&brand=F'],
    ['a two-letter country', '?locale=en-us&country=US&brand=F'],
    ['an upper-case locale', '?locale=EN-US&country=USA&brand=F'],
    ['no locale', '?country=USA&brand=F'],
    ['no brand', '?locale=en-us&country=USA'],
    ['nothing', ''],
    ['a field outside the query', '?locale=en-us&country=USA&brand=F&vin=1FTFW1E87PFA10001'],
    ['a repeated field', '?locale=en-us&country=USA&brand=F&brand=L'],
    ['an array field', '?locale[]=en-us&country=USA&brand=F'],
  ])('refuses %s with 400 and a reason', async (_what, query) => {
    const res = await offers(us, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
    expect(res.json().message.length).toBeGreaterThan(5);
  });

  it('refuses a call without an access token', async () => {
    const res = await app.inject({
      url: '/owner/api/v2/offers?locale=en-us&country=USA&brand=F',
      headers: { 'consumer-key': US.consumerKey },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("the service's clock", () => {
  // Last: the clock only moves on.
  it('sends an offer from its first day to its last, both included', async () => {
    clock.advance(38 * DAY_S); // 2026-12-31: the F-150 oil change offer's last day
    expect(ids((await michaelsOffers()).json())).toContainEqual(['US-F150-OIL', F150]);
    clock.advance(DAY_S); // 2027-01-01: it has ended, and the new year's offer begins
    expect(ids((await michaelsOffers()).json())).toEqual([
      ['US-ESCAPE-LINERS', ESCAPE],
      ['US-TIRES-4', null],
      ['US-NEW-YEAR-BATTERY', null],
    ]);
  });
});
