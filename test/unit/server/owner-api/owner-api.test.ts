import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../../src/generated/api';
import { site } from '../../../../src/generated/site';
import type { HttpClient } from '../../../support/http';
import {
  apiHeaders,
  DE,
  LINCOLN_US,
  signIn,
  startService,
  tempDir,
  testClock,
  US,
  type Tokens,
} from '../../../support/server';
import { SERVICE_START_TIMEOUT_MS } from '../../../support/timeouts';

const tmp = tempDir();
const clock = testClock();
let server: FastifyInstance;
let app: HttpClient; // requests go over a real socket
let us: Tokens; // michael.johnson, product/en-us
let de: Tokens; // anna.schneider, product/de-de

beforeAll(async () => {
  ({ server, app } = await startService({ dbFile: tmp.dbFile, now: clock.now, accessTokenTtlSeconds: 600 }));
  us = await signIn(app, 'michael.johnson@example.com');
  de = await signIn(app, 'anna.schneider@example.com');
}, SERVICE_START_TIMEOUT_MS);
afterAll(async () => {
  await server.close();
  tmp.remove();
});

const json = (headers: Record<string, string>) => ({ ...headers, 'content-type': 'application/json' });
const usHeaders = () => apiHeaders(us.access_token, US.consumerKey);
const deHeaders = () => apiHeaders(de.access_token, DE.consumerKey);

/** One valid request per endpoint of the table, to prove the guards apply to every one. */
function sampleUrl(path: string): string {
  return path
    .replace(':locale', 'en-us')
    .replace(':dealerId', '30115')
    .replace(':dealerCode', 'US-30115')
    .replace(':orderNo', 'US-300452');
}

describe('guards on every data-service route', () => {
  // The content service's calls are public routes of their own (test/unit/server/owner-api/openapi.test.ts).
  const all = Object.values(endpoints).filter((e) => e.service === 'data');

  it.each(all.map((e) => [e.id, e.method, e.path] as const))(
    '%s refuses an unknown consumer key with 403',
    async (_id, method, path) => {
      const res = await app.inject({
        method,
        url: sampleUrl(path),
        headers: { 'consumer-key': 'ck-stolen', 'auth-token': us.access_token },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, message: 'unknown consumer key' });
    },
  );

  it.each(all.filter((e) => e.auth !== 'none').map((e) => [e.id, e.method, e.path] as const))(
    '%s refuses a call without auth-token with 401',
    async (_id, method, path) => {
      const res = await app.inject({ method, url: sampleUrl(path), headers: { 'consumer-key': US.consumerKey } });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toContain('missing');
    },
  );

  it('refuses a missing consumer key even where no auth-token is needed (token swap)', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/owner/api/v2/token-swap',
      payload: { refresh_token: us.refresh_token, app_text: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('accepts the consumer key of any local market (lincoln)', async () => {
    const res = await app.inject({
      url: '/owner/api/v2/orders?storeIds=2201',
      headers: apiHeaders(us.access_token, LINCOLN_US.consumerKey),
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a made-up token with 401', async () => {
    const res = await app.inject({ url: '/owner/api/v2/orders?storeIds=2201', headers: apiHeaders('not-a-token') });
    expect(res.statusCode).toBe(401);
  });
});

describe('profile', () => {
  it('returns the profile and ALL vehicles of the owner, other makes included', async () => {
    const res = await app.inject({ url: '/owner/api/v3/profile?locale=en-us&country=USA', headers: usHeaders() });
    expect(res.statusCode).toBe(200);
    const { value } = res.json();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(value.profile).toMatchObject({
      firstName: 'Michael',
      email: 'michael.johnson@example.com',
      country: 'USA',
      mobilePhoneNumber: '+13135550147',
    });
    expect(value.profile.privacyPreferences).toEqual(
      expect.arrayContaining([
        { preferenceName: 'MobilePermission', preferenceCode: 1 },
        { preferenceName: 'MailPermission', preferenceCode: 0 },
      ]),
    );
    expect(value.vehicles.map((v: { make: string }) => v.make).sort()).toEqual(['F', 'F', 'L', 'M']);
    for (const v of value.vehicles) expect(v.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
  });

  it('gives null as the mobile number of an owner without one, and no address fields', async () => {
    const res = await app.inject({ url: '/owner/api/v3/profile?locale=de-de&country=DEU', headers: deHeaders() });
    const { profile } = res.json().value;
    expect(profile.mobilePhoneNumber).toBeNull();
    expect(profile).not.toHaveProperty('address1');
  });

  it('profile-lite has the profile and no vehicles', async () => {
    const res = await app.inject({ url: '/owner/api/v3/profile-lite?locale=en-us&country=USA', headers: usHeaders() });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().value)).toEqual(['profile']);
  });

  it.each([
    ['no query', ''],
    ['a bad locale', '?locale=EN_US&country=USA'],
    ['a two-letter country', '?locale=en-us&country=US'],
    ['an extra parameter', '?locale=en-us&country=USA&debug=1'],
    ['a repeated parameter', '?locale=en-us&locale=de-de&country=USA'],
  ])('refuses %s with 400 and a reason', async (_name, query) => {
    const res = await app.inject({ url: `/owner/api/v3/profile${query}`, headers: usHeaders() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      message: expect.stringMatching(/^querystring/),
    });
  });

  it('consumer-id is stable per owner and country and differs between countries and owners', async () => {
    const get = (h: Record<string, string>, c: string) =>
      app.inject({ url: `/owner/api/v2/consumer-id?countryCode=${c}`, headers: h }).then((r) => r.json().consumer.id);
    const a = await get(usHeaders(), 'USA');
    expect(a).toMatch(/^[0-9a-f]{24}$/);
    expect(await get(usHeaders(), 'USA')).toBe(a);
    expect(await get(usHeaders(), 'CAN')).not.toBe(a);
    expect(await get(deHeaders(), 'USA')).not.toBe(a);
    expect(
      (await app.inject({ url: '/owner/api/v2/consumer-id?countryCode=usa', headers: usHeaders() })).statusCode,
    ).toBe(400);
  });
});

describe('vehicles', () => {
  const vehicles = '/fs/api/v3/vehicles';
  const newVin = '1FTEW1EP5NKD12345';

  it('vehicle-type says whether a vehicle of the garage is connected', async () => {
    const type = (vin: string) =>
      app.inject({
        url: '/fs/api/v3/vehicles/vehicle-type?locale=en-us&country=USA',
        headers: { ...usHeaders(), vin },
      });
    expect((await type('1FTFW1E87PFA10001')).json()).toEqual({ isConnected: true });
    expect((await type('1FMCU9J97PUA20002')).json()).toEqual({ isConnected: false });
    const unknown = await type('1FTFW1E87PFA99999');
    expect(unknown.statusCode).toBe(404);
    expect((await type('WF0XXXGCDXPA12345')).statusCode).toBe(404); // Anna's, not his
  });

  it('refuses a missing or malformed vin header with 400', async () => {
    const missing = await app.inject({
      url: '/fs/api/v3/vehicles/vehicle-type?locale=en-us&country=USA',
      headers: usHeaders(),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain("'vin'");
    const withO = await app.inject({
      url: '/fs/api/v3/vehicles/vehicle-type?locale=en-us&country=USA',
      headers: { ...usHeaders(), vin: '1FTFW1E87PFO10001' },
    });
    expect(withO.statusCode).toBe(400);
    expect(withO.json().message).toMatch(/^headers\.vin must match pattern/);
  });

  it('adds a vehicle with a nickname, its model read from the VIN, then refuses to add it again with 409', async () => {
    const add = () =>
      app.inject({
        method: 'POST',
        url: `${vehicles}?locale=en-us&nickname=Weekend`,
        headers: { ...usHeaders(), vin: newVin },
      });
    const res = await add();
    expect(res.statusCode).toBe(200);
    // Same maker (1FT) and model code (W1E) as the F-150 the service knows; the year from position 10 (N = 2022).
    expect(res.json()).toEqual({
      data: { vin: newVin, make: 'F', modelYear: '2022', modelName: 'F-150', nickName: 'Weekend' },
    });
    expect((await add()).statusCode).toBe(409);
    const profile = await app.inject({ url: '/owner/api/v3/profile?locale=en-us&country=USA', headers: usHeaders() });
    expect(profile.json().value.vehicles.map((v: { vin: string }) => v.vin)).toContain(newVin);
  });

  it('refuses with 400 a VIN whose model it cannot read, rather than add a placeholder vehicle', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${vehicles}?locale=en-us`,
      headers: { ...usHeaders(), vin: '1FTZZ9Z87PFA10001' },
    });
    expect(res.statusCode).toBe(400);
    const unknownMaker = await app.inject({
      method: 'POST',
      url: `${vehicles}?locale=en-us`,
      headers: { ...usHeaders(), vin: 'JH4KA8260MC000000' },
    });
    expect(unknownMaker.statusCode).toBe(400);
  });

  it("refuses with 409 a VIN that sits in another owner's garage, and adds nothing", async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${vehicles}?locale=en-us&nickname=Mine`,
      headers: { ...usHeaders(), vin: 'WF0XXXGCDXPA12345' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'vehicle is registered to another account; ownership moves through the delinking flow',
    );
    const type = await app.inject({
      url: '/fs/api/v3/vehicles/vehicle-type?locale=en-us&country=USA',
      headers: { ...usHeaders(), vin: 'WF0XXXGCDXPA12345' },
    });
    expect(type.statusCode).toBe(404); // its connected status stays hidden
    const profile = await app.inject({ url: '/owner/api/v3/profile?locale=en-us&country=USA', headers: usHeaders() });
    expect(profile.json().value.vehicles.map((v: { vin: string }) => v.vin)).not.toContain('WF0XXXGCDXPA12345');
  });

  it('renames a vehicle of the garage, 404 otherwise', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: vehicles,
      headers: json({ ...usHeaders(), vin: newVin }),
      payload: { nickName: 'Sunday car' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.nickName).toBe('Sunday car');
    const other = await app.inject({
      method: 'PUT',
      url: vehicles,
      headers: json({ ...usHeaders(), vin: 'WF0XXXGCDXPA12345' }),
      payload: { nickName: 'Mine' },
    });
    expect(other.statusCode).toBe(404);
  });

  it.each([
    ['an empty nickname', { nickName: '' }],
    ['a number', { nickName: 7 }],
    ['an extra field', { nickName: 'ok', color: 'red' }],
    ['no nickname', {}],
  ])('refuses a rename with %s with 400', async (_name, payload) => {
    const res = await app.inject({
      method: 'PUT',
      url: vehicles,
      headers: json({ ...usHeaders(), vin: newVin }),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^body/);
  });

  it('removes a vehicle of the garage with 204, then 404', async () => {
    const remove = () => app.inject({ method: 'DELETE', url: vehicles, headers: { ...usHeaders(), vin: newVin } });
    const res = await remove();
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await remove()).statusCode).toBe(404);
  });
});

describe('personal info and address', () => {
  const userInfo = '/owner/api/v2/user-info?locale=de-de&country=DEU';

  it('saves the fields sent and answers status and httpStatus 200', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: userInfo,
      headers: json(deHeaders()),
      payload: {
        address1: ' Hauptstraße 5 ',
        city: 'Köln',
        zip: '50667',
        country: 'DEU',
        mobilePhoneNumber: '+4915123456789',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, httpStatus: 200 });
    const profile = (
      await app.inject({ url: '/owner/api/v3/profile-lite?locale=de-de&country=DEU', headers: deHeaders() })
    ).json().value.profile;
    expect(profile).toMatchObject({
      address1: 'Hauptstraße 5',
      city: 'Köln',
      zip: '50667',
      mobilePhoneNumber: '+4915123456789',
    });
  });

  it('answers HTTP 200 with httpStatus 400 and a message when the service refuses what the form cannot know', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: userInfo,
      headers: json(deHeaders()),
      payload: { address1: 'Rue de Rivoli 1', city: 'Paris', zip: '75001', country: 'FRA' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 400,
      httpStatus: 400,
      error: { message: "country FRA does not match the account's country DEU" },
    });
  });

  it('refuses an empty body and a malformed phone number with 400', async () => {
    expect(
      (await app.inject({ method: 'PUT', url: userInfo, headers: json(deHeaders()), payload: {} })).statusCode,
    ).toBe(400);
    const phone = await app.inject({
      method: 'PUT',
      url: userInfo,
      headers: json(deHeaders()),
      payload: { mobilePhoneNumber: 'call me' },
    });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().message).toContain('body.mobilePhoneNumber');
  });

  it('updates the address (POST) and checks it the same way', async () => {
    const url = '/owner/api/v2/user-address?locale=en-us&country=USA';
    const ok = await app.inject({
      method: 'POST',
      url,
      headers: json(usHeaders()),
      payload: { address1: '1 Main St', city: 'Detroit', zip: '48201-1234', country: 'USA' },
    });
    expect(ok.json()).toEqual({ status: 200, httpStatus: 200 });
    const bad = await app.inject({
      method: 'POST',
      url,
      headers: json(usHeaders()),
      payload: { address1: '1 Main St', city: 'Detroit', zip: '4820', country: 'USA' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('body.zip fails pattern (form.validPostalCode)');
    const otherCountry = await app.inject({
      method: 'POST',
      url,
      headers: json(usHeaders()),
      payload: { address1: '1 Main St', city: 'Detroit', zip: '48201', country: 'CAN' },
    });
    expect(otherCountry.json().httpStatus).toBe(400);
    const missing = await app.inject({
      method: 'POST',
      url,
      headers: json(usHeaders()),
      payload: { address1: '1 Main St' },
    });
    expect(missing.statusCode).toBe(400);
  });
});

describe('EU privacy preferences', () => {
  const url = '/owner/api/v2/privacy-preferences/eu';
  const prefsOf = async () =>
    (await app.inject({ url: '/owner/api/v3/profile-lite?locale=de-de&country=DEU', headers: deHeaders() })).json()
      .value.profile.privacyPreferences as { preferenceName: string; preferenceCode: number }[];

  it('upserts each preference and answers status 200', async () => {
    const res = await app.inject({
      method: 'PUT',
      url,
      headers: json(deHeaders()),
      payload: {
        countryCode: 'DEU',
        privacyPreferences: [
          { preferenceType: 'MobilePermission', preferenceCode: 1 },
          { preferenceType: 'SurveyPermission', preferenceCode: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200 });
    const prefs = await prefsOf();
    expect(prefs).toContainEqual({ preferenceName: 'MobilePermission', preferenceCode: 1 });
    expect(prefs).toContainEqual({ preferenceName: 'SurveyPermission', preferenceCode: 1 });
    expect(prefs).toContainEqual({ preferenceName: 'EmailPermission', preferenceCode: 1 });
  });

  it('keeps the emails that ride on the Email channel in step with it, whichever page saved (site.preferenceChannels)', async () => {
    const save = (privacyPreferences: { preferenceType: string; preferenceCode: number }[]) =>
      app.inject({
        method: 'PUT',
        url,
        headers: json(deHeaders()),
        payload: { countryCode: 'DEU', privacyPreferences },
      });
    const codeOf = async (name: string) => (await prefsOf()).find((p) => p.preferenceName === name)?.preferenceCode;
    // Marketing options: Email No. The email preference page then shows no newsletter and no offers.
    expect((await save([{ preferenceType: 'EmailPermission', preferenceCode: 0 }])).statusCode).toBe(200);
    expect([await codeOf('EmailNewsletter'), await codeOf('EmailOffers')]).toEqual([0, 0]);
    // The email preference page: the newsletter Yes. Marketing options then shows Email Yes; offers stay No.
    expect((await save([{ preferenceType: 'EmailNewsletter', preferenceCode: 1 }])).statusCode).toBe(200);
    expect([await codeOf('EmailPermission'), await codeOf('EmailNewsletter'), await codeOf('EmailOffers')]).toEqual([
      1, 1, 0,
    ]);
  });

  it("refuses a countryCode other than the owner's with 400", async () => {
    const res = await app.inject({
      method: 'PUT',
      url,
      headers: json(deHeaders()),
      payload: { countryCode: 'FRA', privacyPreferences: [{ preferenceType: 'MailPermission', preferenceCode: 1 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("countryCode FRA is not the account's country DEU");
  });

  it('saves nothing when one item of the list is refused (one transaction)', async () => {
    const before = await prefsOf();
    const res = await app.inject({
      method: 'PUT',
      url,
      headers: json(deHeaders()),
      payload: {
        countryCode: 'DEU',
        privacyPreferences: [
          { preferenceType: 'MobilePermission', preferenceCode: 0 },
          { preferenceType: 'MailPermission', preferenceCode: 1 },
          { preferenceType: 'Bad name!', preferenceCode: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('nothing was saved');
    expect(await prefsOf()).toEqual(before);
  });

  it.each([
    [
      'a code as text',
      '{"countryCode":"DEU","privacyPreferences":[{"preferenceType":"MailPermission","preferenceCode":"1"}]}',
      'body.privacyPreferences.0.preferenceCode must be integer',
    ],
    [
      'a code of 2',
      '{"countryCode":"DEU","privacyPreferences":[{"preferenceType":"MailPermission","preferenceCode":2}]}',
      'must be equal to one of the allowed values',
    ],
    [
      'an extra field',
      '{"countryCode":"DEU","privacyPreferences":[],"admin":true}',
      "must NOT have additional property 'admin'",
    ],
    ['an empty list', '{"countryCode":"DEU","privacyPreferences":[]}', 'must NOT have fewer than 1 items'],
    [
      'a lower-case country',
      '{"countryCode":"deu","privacyPreferences":[{"preferenceType":"MailPermission","preferenceCode":1}]}',
      'body.countryCode must match pattern',
    ],
    ['broken JSON text', '{"countryCode":"DEU",', 'not valid JSON'],
    ['an empty body', '', 'empty'],
    ['a JSON array', '[]', 'body must be object'],
  ])('refuses %s with 400 naming the reason, never 500', async (_name, payload, reason) => {
    const res = await app.inject({ method: 'PUT', url, headers: json(deHeaders()), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.json().message).toContain(reason);
  });

  it('refuses a text body with 400 and an unknown content type with 415', async () => {
    const text = await app.inject({
      method: 'PUT',
      url,
      headers: { ...deHeaders(), 'content-type': 'text/plain' },
      payload: 'MailPermission=1',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('body must be object');
    const xml = await app.inject({
      method: 'PUT',
      url,
      headers: { ...deHeaders(), 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().statusCode).toBe(415);
  });
});

describe('token swap', () => {
  it('issues a new pair for a live refresh token and revokes the old one', async () => {
    const mine = await signIn(app, 'giulia.rossi@example.com');
    const swap = (refresh: string) =>
      app.inject({
        method: 'PUT',
        url: '/owner/api/v2/token-swap',
        headers: { 'consumer-key': US.consumerKey },
        payload: { refresh_token: refresh, app_text: 'owner-account' },
      });
    const res = await swap(mine.refresh_token);
    expect(res.statusCode).toBe(200);
    const next = res.json();
    expect(next).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String), expires_in: 600 });
    expect(next.refresh_token).not.toBe(mine.refresh_token);
    expect(
      (await app.inject({ url: '/owner/api/v2/orders?storeIds=2201', headers: apiHeaders(next.access_token) }))
        .statusCode,
    ).toBe(200);
    // Past the rotation overlap (within it, the same answer again: test/unit/server/oidc/provider/provider-tokens.test.ts).
    clock.advance(site.signInSecurity.refreshOverlapSeconds + 1);
    const reused = await swap(mine.refresh_token);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toContain('revoked');
    expect((await swap('made-up')).statusCode).toBe(401);
  });

  it('refuses a refresh token past its life with 401: the provider keeps no expired tokens', async () => {
    const mine = await signIn(app, 'giulia.rossi@example.com');
    // The provider keeps its own time (Date.now): moved a month on, past the refresh token's life, for this one call.
    const realNow = Date.now;
    const later = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 31 * 24 * 3600 * 1000);
    try {
      const res = await app.inject({
        method: 'PUT',
        url: '/owner/api/v2/token-swap',
        headers: { 'consumer-key': US.consumerKey },
        payload: { refresh_token: mine.refresh_token, app_text: 'owner-account' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('unknown or revoked refresh_token');
    } finally {
      later.mockRestore();
    }
  });

  it('refuses a body without app_text with 400', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/owner/api/v2/token-swap',
      headers: { 'consumer-key': US.consumerKey },
      payload: { refresh_token: 'x' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('MFA options', () => {
  it('lists the options with masked values and the passkeys', async () => {
    const res = await app.inject({ url: '/owner/api/v2/mfa-options', headers: usHeaders() });
    expect(res.json()).toEqual({
      userRequiresMFA: false,
      mfaOptions: [
        { type: 'email', value: 'm******@example.com' },
        { type: 'phone', value: '********0147' },
      ],
      passkeys: [],
    });
  });

  it('removes an option with 204, 404 when absent, and refuses to remove the last one with 409', async () => {
    const remove = (type: string) =>
      app.inject({ method: 'DELETE', url: `/owner/api/v2/mfa-options?optionType=${type}`, headers: usHeaders() });
    expect((await remove('totp')).statusCode).toBe(404);
    expect((await remove('phone')).statusCode).toBe(204);
    const last = await remove('email');
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('the only option cannot be removed');
    const left = (await app.inject({ url: '/owner/api/v2/mfa-options', headers: usHeaders() })).json().mfaOptions;
    expect(left).toEqual([{ type: 'email', value: 'm******@example.com' }]);
    expect((await remove('sms')).statusCode).toBe(400);
  });

  it('sets the user-level flag from text', async () => {
    const put = (value: unknown) =>
      app.inject({
        method: 'PUT',
        url: '/owner/api/v2/mfa-options/user-level',
        headers: json(usHeaders()),
        payload: { userRequiresMFA: value },
      });
    const res = await put('true');
    expect(res.json()).toEqual({ status: 200 });
    expect((await app.inject({ url: '/owner/api/v2/mfa-options', headers: usHeaders() })).json().userRequiresMFA).toBe(
      true,
    );
    expect((await put(true)).statusCode).toBe(400);
    await put('false');
    expect((await app.inject({ url: '/owner/api/v2/mfa-options', headers: usHeaders() })).json().userRequiresMFA).toBe(
      false,
    );
  });
});

describe('loyalty and dealers', () => {
  it("aggregate points of the owner's programme; none in another country", async () => {
    const res = await app.inject({
      url: '/owner/api/v2/loyalty/aggregate-points?programCountry=USA&languageCode=en-us',
      headers: usHeaders(),
    });
    expect(res.json()).toEqual({ points: { total: 12500, expiring: 1500 } });
    const other = await app.inject({
      url: '/owner/api/v2/loyalty/aggregate-points?programCountry=CAN&languageCode=en-ca',
      headers: usHeaders(),
    });
    expect(other.json()).toEqual({ points: { total: 0, expiring: 0 } });
    expect(
      (await app.inject({ url: '/owner/api/v2/loyalty/aggregate-points?programCountry=USA', headers: usHeaders() }))
        .statusCode,
    ).toBe(400);
  });

  it('preferred-dealer rewards need the Program-Country and Reward-Program headers', async () => {
    const url = '/owner/api/v2/preferred-dealer/rewards';
    const without = await app.inject({
      method: 'POST',
      url,
      headers: json(usHeaders()),
      payload: { dealerCode: 'US-30115' },
    });
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toContain('program-country');
    const headers = json({ ...usHeaders(), 'Program-Country': 'USA', 'Reward-Program': 'OWNER' });
    const res = await app.inject({ method: 'POST', url, headers, payload: { dealerCode: 'US-30115' } });
    expect(res.json()).toEqual({ dealerCode: 'US-30115', rewardPoints: 500 });
    expect((await app.inject({ method: 'POST', url, headers, payload: { dealerCode: 'NOPE' } })).statusCode).toBe(404);
  });

  it('dealer details send the filter lists as JSON text', async () => {
    const res = await app.inject({
      url: '/dealer/api/v1/dealers/de-de/10442/DE-10442?vehicle=WF0XXXGCDXPA12345',
      headers: deHeaders(),
    });
    expect(res.statusCode).toBe(200);
    const [dealer] = res.json().dealers;
    expect(dealer).toMatchObject({
      dealerCode: 'DE-10442',
      town: 'Köln',
      delivery: true,
      appointments: { AM: true, PM: false },
    });
    expect(typeof dealer.filterRegularServices).toBe('string');
    expect(JSON.parse(dealer.filterRegularServices)).toEqual(['OIL-CHANGE', 'TYRE-CHANGE', 'INSPECTION']);
  });

  it('an unknown dealer is HTTP 404 with a DEALER_NOT_FOUND data error', async () => {
    const res = await app.inject({ url: '/dealer/api/v1/dealers/de-de/99999/DE-99999', headers: deHeaders() });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      dataErrors: [{ errorCode: 'DEALER_NOT_FOUND', errorMessage: expect.any(String), statusCode: 404 }],
    });
  });

  it('refuses malformed dealer parameters with 400', async () => {
    expect(
      (await app.inject({ url: '/dealer/api/v1/dealers/german/10442/DE-10442', headers: deHeaders() })).statusCode,
    ).toBe(400);
    expect(
      (await app.inject({ url: '/dealer/api/v1/dealers/de-de/10442/DE-10442?vehicle=short', headers: deHeaders() }))
        .statusCode,
    ).toBe(400);
  });
});

describe('orders', () => {
  it("shows one order of the owner; another owner's order or an unknown one is 404", async () => {
    expect(
      (await app.inject({ url: '/owner/api/v2/orders/US-300452', headers: usHeaders() })).json().order.orderNo,
    ).toBe('US-300452');
    expect((await app.inject({ url: '/owner/api/v2/orders/DE-100231', headers: usHeaders() })).statusCode).toBe(404);
    const unknown = await app.inject({ url: '/owner/api/v2/orders/XX-1', headers: usHeaders() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, error: 'Not Found', message: 'order XX-1 not found' });
    expect((await app.inject({ url: '/owner/api/v2/orders/bad%20no', headers: usHeaders() })).statusCode).toBe(400);
  });
});
