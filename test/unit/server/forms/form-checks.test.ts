import type { FastifyInstance } from 'fastify';
import { form } from '../../../../src/generated/forms/personal-info';
import { reservedWords } from '../../../../src/generated/reserved-words';
import { bannedNameMatcher } from '../../../../src/lib/forms/banned-names';
import { fieldFailure, type RuleEnv } from '../../../../src/lib/forms/rules';
import type { HttpClient } from '../../../support/http';
import { apiHeaders, DE, signIn, startService, tempDir, testClock, type Tokens } from '../../../support/server';
import { SERVICE_START_TIMEOUT_MS } from '../../../support/timeouts';

const tmp = tempDir();
let server: FastifyInstance;
let app: HttpClient;
let de: Tokens;
beforeAll(async () => {
  ({ server, app } = await startService({ dbFile: tmp.dbFile, now: testClock().now, accessTokenTtlSeconds: 600 }));
  de = await signIn(app, 'anna.schneider@example.com');
}, SERVICE_START_TIMEOUT_MS);
afterAll(async () => {
  await server.close();
  tmp.remove();
});

const url = '/owner/api/v2/user-info?locale=de-de&country=DEU';
const headers = () => ({ ...apiHeaders(de.access_token, DE.consumerKey), 'content-type': 'application/json' });
const profile = async () =>
  (
    await app.inject({
      url: '/owner/api/v3/profile-lite?locale=de-de&country=DEU',
      headers: apiHeaders(de.access_token, DE.consumerKey),
    })
  ).json().value.profile;

/** The page's view of the same rules for a German owner. */
const pageEnv: RuleEnv = {
  isBannedName: bannedNameMatcher(reservedWords),
  // Germany's own patterns; the address pattern is the form's own (no market has one).
  pattern: (ref) => ({ postalCode: '^[0-9]{5}$', phone: '^(\\+49|0)?1[5-7][0-9]{8,9}$' })[ref],
};
const valid = { address1: 'Hauptstraße 5', city: 'Köln', zip: '50667', country: 'DEU' };

describe('the data service refuses what the form refuses, with the same message key', () => {
  const cases: [string, Record<string, string>, string, string][] = [
    ['a whitespace-only address', { ...valid, address1: '   ' }, 'address1', 'nonEmpty'],
    ['a whitespace-only city', { ...valid, city: ' \t ' }, 'city', 'nonEmpty'],
    ['a banned name in the address', { ...valid, address1: 'The Admin Team 1' }, 'address1', 'bannedNames'],
    ['a French reserved word as the city', { ...valid, city: 'Mot de passe' }, 'city', 'bannedNames'],
    ['a control character', { ...valid, address1: 'Haupt\u0007straße 5' }, 'address1', 'controlCharacters'],
    ['a bidirectional override', { ...valid, city: 'K\u202Eöln' }, 'city', 'controlCharacters'],
    ['a postal code of another shape', { ...valid, zip: 'SW1A 1AA' }, 'zip', 'pattern'],
    ['an address the address pattern refuses', { ...valid, address1: '<script>' }, 'address1', 'pattern'],
    ['a German number of the wrong shape', { mobilePhoneNumber: '+49201234567' }, 'mobilePhoneNumber', 'pattern'],
  ];

  it.each(cases)('%s: 400 naming the field, rule and message key; nothing stored', async (_name, body, field, rule) => {
    const before = await profile();
    const res = await app.inject({ method: 'PUT', url, headers: headers(), payload: body });
    expect(res.statusCode).toBe(400);
    const page = fieldFailure(field, form.fieldRules[field as keyof typeof form.fieldRules] ?? [], body, pageEnv);
    expect(page?.rule).toBe(rule);
    expect(res.json().message).toBe(`body.${field} fails ${rule} (${page?.message})`);
    expect(await profile()).toEqual(before);
  });

  it('accepts what the form accepts, trimmed', async () => {
    const res = await app.inject({
      method: 'PUT',
      url,
      headers: headers(),
      payload: { ...valid, address1: '  Hauptstraße 7 ', mobilePhoneNumber: '+491701234567' },
    });
    expect(res.json()).toEqual({ status: 200, httpStatus: 200 });
    expect(await profile()).toMatchObject({ address1: 'Hauptstraße 7', mobilePhoneNumber: '+491701234567' });
  });
});

describe('the data service keeps a mobile number only as the page sends it (002 §5, 000 §5)', () => {
  it.each([
    // (Separators, or a trunk zero after the prefix, are refused before this by the body's and the form's patterns.)
    ['with the trunk zero and no dial prefix', '01701234567', '+491701234567'],
    ['with neither', '1701234567', '+491701234567'],
  ])(
    'refuses a German number %s with 400 naming what the page sends; nothing stored',
    async (_what, sent, normalised) => {
      const before = await profile();
      const res = await app.inject({ method: 'PUT', url, headers: headers(), payload: { mobilePhoneNumber: sent } });
      expect([res.statusCode, res.json().message]).toEqual([
        400,
        `body.mobilePhoneNumber is not normalised for its country: the page sends ${normalised}`,
      ]);
      expect(await profile()).toEqual(before);
    },
  );

  it('takes a number of another country of the list with its own prefix, as the page sends it', async () => {
    const res = await app.inject({
      method: 'PUT',
      url,
      headers: headers(),
      payload: { mobilePhoneNumber: '+447700900123' },
    });
    expect(res.statusCode).toBe(200);
    expect(await profile()).toMatchObject({ mobilePhoneNumber: '+447700900123' });
  });
});
