/*
 * Every call of the API definition, sent malformed in many ways over a real socket: the service must answer
 * 400 with a reason (never 500), and nothing it was sent may be stored.
 */
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../../src/generated/api';
import type { HttpClient } from '../../../support/http';
import { apiHeaders, signIn, startService, tempDir, type Tokens, US } from '../../../support/server';
import { SERVICE_START_TIMEOUT_MS } from '../../../support/timeouts';

const tmp = tempDir();
let server: FastifyInstance;
let app: HttpClient;
let us: Tokens;

beforeAll(async () => {
  ({ server, app } = await startService({ dbFile: tmp.dbFile }));
  us = await signIn(app, 'michael.johnson@example.com');
}, SERVICE_START_TIMEOUT_MS);
afterAll(async () => {
  await server.close();
  tmp.remove();
});

const withBody = Object.values(endpoints).filter((e) => e.schemas.body !== null);
const BAD_BODIES: [string, string][] = [
  ['not JSON', '{"a": '],
  ['a JSON string', '"text"'],
  ['a number', '42'],
  ['null', 'null'],
  ['a list', '[]'],
  ['an empty object', '{}'],
  ['an unknown field only', '{"zzz": 1}'],
  ['a deeply nested value', `{"a":${'['.repeat(200)}${']'.repeat(200)}}`],
  ['a very long string', JSON.stringify({ nickName: 'x'.repeat(5000), refresh_token: 'x'.repeat(5000) })],
];

function urlOf(path: string): string {
  return path
    .replace(':locale', 'en-us')
    .replace(':dealerId', '30115')
    .replace(':dealerCode', 'US-30115')
    .replace(':orderNo', 'US-300452')
    .replace(':serviceId', 'remoteControls')
    .replace(':orderId', 'VO-US-5501')
    .replace(':itemId', 'keys');
}
function queryOf(e: (typeof withBody)[number]): string {
  return e.schemas.query === 'localeCountryQuery'
    ? '?locale=en-us&country=USA'
    : e.schemas.query === 'addVehicleQuery'
      ? '?locale=en-us'
      : '';
}
function headersOf(e: (typeof withBody)[number]): Record<string, string> {
  const h: Record<string, string> = {
    ...apiHeaders(us.access_token, US.consumerKey),
    'content-type': 'application/json',
  };
  if ((e.headers as readonly string[]).includes('vin')) h.vin = '1FTFW1E87PFA10001';
  if ((e.headers as readonly string[]).includes('programCountry')) h['Program-Country'] = 'USA';
  if ((e.headers as readonly string[]).includes('rewardProgram')) h['Reward-Program'] = 'OWNER';
  return h;
}

describe.each(withBody.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', (_name, e) => {
  it.each(BAD_BODIES)('answers %s with 400 and a reason', async (_what, payload) => {
    const res = await app.inject({ method: e.method, url: urlOf(e.path) + queryOf(e), headers: headersOf(e), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
    expect(res.json().message.length).toBeGreaterThan(5);
  });

  it('answers a body sent as form data with 4xx, never 500', async () => {
    const res = await app.inject({
      method: e.method,
      url: urlOf(e.path) + queryOf(e),
      headers: { ...headersOf(e), 'content-type': 'text/plain' },
      payload: 'a=1',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

it('stores nothing from the refused requests', async () => {
  const res = await app.inject({
    url: '/owner/api/v3/profile?locale=en-us&country=USA',
    headers: apiHeaders(us.access_token, US.consumerKey),
  });
  const { vehicles, profile } = res.json().value;
  expect(vehicles.map((v: { nickName: string | null }) => v.nickName)).not.toContain('x'.repeat(5000));
  // The vin header's vehicle (the F-150) was sent to the delink call too: a refused body ends no ownership.
  expect(vehicles.map((v: { vin: string }) => v.vin)).toContain('1FTFW1E87PFA10001');
  expect(profile.privacyPreferences.every((p: { preferenceName: string }) => p.preferenceName !== 'zzz')).toBe(true);
  const units = await app.inject({
    url: '/owner/api/v2/units-of-measurement',
    headers: apiHeaders(us.access_token, US.consumerKey),
  });
  expect(units.json()).toEqual({ units: {} });
  const subscriptions = await app.inject({
    url: '/fs/api/v1/vehicles/subscriptions',
    headers: { ...apiHeaders(us.access_token, US.consumerKey), vin: '1FTFW1E87PFA10001' },
  });
  expect(subscriptions.json().services[0]).toMatchObject({ serviceId: 'remoteControls', status: 'active' });
  const handover = await app.inject({
    url: '/owner/api/v2/customer-orders/VO-US-5501/handover-checklist',
    headers: apiHeaders(us.access_token, US.consumerKey),
  });
  expect(handover.json().items).toContainEqual({ id: 'keys', done: false, checkedAt: null });
});

it.each(['?locale=EN&country=USA', '?locale=en-us', '?locale=en-us&country=usa&extra=1', '?locale[]=x&country=USA'])(
  'answers the profile query %s with 400',
  async (query) => {
    const res = await app.inject({
      url: `/owner/api/v3/profile${query}`,
      headers: apiHeaders(us.access_token, US.consumerKey),
    });
    expect(res.statusCode).toBe(400);
  },
);

describe('what the browser would never send', () => {
  const profile = async () =>
    (
      await app.inject({
        url: '/owner/api/v3/profile?locale=en-us&country=USA',
        headers: apiHeaders(us.access_token, US.consumerKey),
      })
    ).json().value.profile;
  const json = { 'content-type': 'application/json' };

  it('refuses bytes that are not UTF-8 with 400, storing nothing (not U+FFFD in their place)', async () => {
    const before = await profile();
    const body = Buffer.concat([
      Buffer.from('{"address1":"Hauptstra'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('e 1","city":"Detroit","zip":"48226","country":"USA"}'),
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/owner/api/v2/user-address',
      headers: { ...apiHeaders(us.access_token, US.consumerKey), ...json },
      payload: body,
    });
    expect([res.statusCode, res.json().message]).toEqual([400, 'the body is not valid UTF-8']);
    expect((await profile()).address1).toBe(before.address1);
  });

  it('refuses a body on a call that takes none: the account is not deleted by a DELETE that carries one', async () => {
    const res = await app.inject({
      method: 'DELETE',
      url: '/owner/api/v2/account',
      headers: { ...apiHeaders(us.access_token, US.consumerKey), ...json },
      payload: '{"confirm":true}',
    });
    expect([res.statusCode, res.json().message]).toEqual([400, 'this call takes no body']);
    expect((await profile()).email).toBe('michael.johnson@example.com');
  });
});
