import type { FastifyInstance } from 'fastify';
import type { HttpClient } from '../../../support/http';
import { apiHeaders, signIn, startService, tempDir, testClock, type Tokens } from '../../../support/server';
import { SERVICE_START_TIMEOUT_MS } from '../../../support/timeouts';

const tmp = tempDir();
let server: FastifyInstance;
let app: HttpClient;
let us: Tokens;
beforeAll(async () => {
  ({ server, app } = await startService({ dbFile: tmp.dbFile, now: testClock().now, accessTokenTtlSeconds: 600 }));
  us = await signIn(app, 'michael.johnson@example.com');
}, SERVICE_START_TIMEOUT_MS);
afterAll(async () => {
  await server.close();
  tmp.remove();
});

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
