import type { FastifyInstance } from 'fastify';
import type { HttpClient } from '../../../support/http';
import { json } from '../../../support/owner-api';
import { apiHeaders, DE, signIn, startService, tempDir, testClock, US, type Tokens } from '../../../support/server';
import { SERVICE_START_TIMEOUT_MS } from '../../../support/timeouts';

const tmp = tempDir();
let server: FastifyInstance;
let app: HttpClient;
let us: Tokens; // michael.johnson, product/en-us
let de: Tokens; // anna.schneider, product/de-de
beforeAll(async () => {
  ({ server, app } = await startService({ dbFile: tmp.dbFile, now: testClock().now, accessTokenTtlSeconds: 600 }));
  us = await signIn(app, 'michael.johnson@example.com');
  de = await signIn(app, 'anna.schneider@example.com');
}, SERVICE_START_TIMEOUT_MS);
afterAll(async () => {
  await server.close();
  tmp.remove();
});

const usHeaders = () => apiHeaders(us.access_token, US.consumerKey);
const deHeaders = () => apiHeaders(de.access_token, DE.consumerKey);
const query = '?locale=en-us&country=USA';
const headers = () => ({ ...apiHeaders(us.access_token), 'content-type': 'application/json' });
const profile = async () =>
  (await app.inject({ url: `/owner/api/v3/profile-lite${query}`, headers: apiHeaders(us.access_token) })).json().value
    .profile;
const address = (body: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: `/owner/api/v2/user-address${query}`,
    headers: headers(),
    payload: JSON.stringify(body),
  });
const userInfo = (body: Record<string, string>) =>
  app.inject({
    method: 'PUT',
    url: `/owner/api/v2/user-info${query}`,
    headers: headers(),
    payload: JSON.stringify(body),
  });

describe('account settings at the data service', () => {
  it('refuses a state outside the US list with the form rule, and stores nothing', async () => {
    const res = await address({
      address1: '500 Town Center Dr',
      city: 'Dearborn',
      zip: '48126',
      state: 'XX',
      country: 'USA',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('body.state fails region (form.validRegion)');
    expect((await profile()).address1).toBe('1200 Oakwood Blvd');
  });

  it('stores the state of the list as its code, and the whole address replaces the old one', async () => {
    const res = await address({
      address1: '500 Town Center Dr',
      city: 'Dearborn',
      zip: '48126',
      state: 'mi',
      country: 'USA',
    });
    expect(res.json()).toEqual({ status: 200, httpStatus: 200 });
    expect(await profile()).toMatchObject({ address1: '500 Town Center Dr', state: 'MI', zip: '48126' });
  });

  it('saves names and optional details; an optional detail sent empty is cleared; an absent one stays', async () => {
    await userInfo({ firstName: 'Michael', lastName: 'Johnson', middleName: 'Andrew', companyName: 'Johnson Farms' });
    expect(await profile()).toMatchObject({ middleName: 'Andrew', companyName: 'Johnson Farms' });
    await userInfo({ firstName: 'Mike', lastName: 'Johnson', middleName: '' });
    const p = await profile();
    expect([p.firstName, p.middleName, p.companyName]).toEqual(['Mike', undefined, 'Johnson Farms']);
  });

  it('refuses an empty or reserved first name with the form rules', async () => {
    expect((await userInfo({ firstName: '  ', lastName: 'Johnson' })).statusCode).toBe(400);
    const banned = await userInfo({ firstName: 'Admin', lastName: 'Johnson' });
    expect(banned.statusCode).toBe(400);
    expect(banned.json().message).toContain('body.firstName fails bannedNames');
    expect((await profile()).firstName).toBe('Mike');
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
