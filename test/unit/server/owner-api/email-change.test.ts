import type { FastifyInstance } from 'fastify';
import { site } from '../../../../src/generated/site';
import type { HttpClient } from '../../../support/http';
import { apiHeaders, signIn, startService, tempDir, testClock, type Tokens } from '../../../support/server';
import { fakeDateOnly, moveDate, SERVICE_START_TIMEOUT_MS } from '../../../support/timeouts';

const tmp = tempDir();
const clock = testClock();
const log: string[] = [];
let server: FastifyInstance;
let app: HttpClient;
let us: Tokens;
beforeAll(async () => {
  fakeDateOnly();
  ({ server, app } = await startService({
    dbFile: tmp.dbFile,
    now: clock.now,
    accessTokenTtlSeconds: 3600,
    logLevel: 'warn',
    logStream: {
      write: (l) => {
        log.push(l);
      },
    },
  }));
  us = await signIn(app, 'michael.johnson@example.com');
}, SERVICE_START_TIMEOUT_MS);
afterAll(async () => {
  jest.useRealTimers();
  await server.close();
  tmp.remove();
});
// Each test starts with the owner's requests of the window behind it (the limit reads the time from Date), and so
// with a new sign-in (the provider's tokens read it too).
beforeEach(async () => {
  moveDate(site.emailChange.windowMinutes * 60);
  us = await signIn(app, 'michael.johnson@example.com');
}, SERVICE_START_TIMEOUT_MS);

const post = (url: string, body: object) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...apiHeaders(us.access_token), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const request = (newEmail: string) => post('/owner/api/v2/email-change', { newEmail });
const confirm = (code: string) => post('/owner/api/v2/email-change/confirm', { code });
const lastLine = () =>
  JSON.parse(log[log.length - 1] ?? '{}') as {
    emailChangeCode?: string;
    emailChangeNotice?: string;
    newEmail?: string;
  };
const lastCode = () => lastLine().emailChangeCode ?? '';
const email = async () =>
  (
    await app.inject({
      url: '/owner/api/v3/profile-lite?locale=en-us&country=USA',
      headers: apiHeaders(us.access_token),
    })
  ).json().value.profile.email;

describe('changing the sign-in email at the data service', () => {
  it('answers alike whether or not the address has an account: that one gets a notice, never a code', async () => {
    const free = await request('mike.free@example.com');
    expect(lastLine()).toMatchObject({ newEmail: 'mike.free@example.com', emailChangeCode: expect.any(String) });
    const taken = await request('anna.schneider@example.com');
    expect([taken.statusCode, taken.json()]).toEqual([
      free.statusCode,
      { status: 'pending', email: 'anna.schneider@example.com' },
    ]);
    expect(free.json()).toEqual({ status: 'pending', email: 'mike.free@example.com' });
    expect(lastLine()).toMatchObject({ newEmail: 'anna.schneider@example.com', emailChangeNotice: expect.any(String) });
    expect(lastLine().emailChangeCode).toBeUndefined();
    // No code was sent, so none can take the address over.
    for (const guess of ['000000', '123456']) expect((await confirm(guess)).statusCode).toBe(400);
    expect(await email()).toBe('michael.johnson@example.com');
  });

  it("refuses a malformed address (400) and the account's own (400)", async () => {
    expect((await request('not an email')).statusCode).toBe(400);
    expect((await request('michael.johnson@example.com')).statusCode).toBe(400);
  });

  it(`takes ${site.emailChange.requestsPerOwner} requests of an owner in the window, then answers 429 with a reason`, async () => {
    const { requestsPerOwner } = site.emailChange;
    for (let i = 0; i < requestsPerOwner; i += 1) expect((await request(`mike.${i}@example.com`)).statusCode).toBe(202);
    const refused = await request('mike.more@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/too many email change requests: try again in \d+ min/);
    expect(lastLine().newEmail).toBe(`mike.${requestsPerOwner - 1}@example.com`); // no mail for the refused one
    moveDate(site.emailChange.windowMinutes * 60);
    us = await signIn(app, 'michael.johnson@example.com');
    expect((await request('mike.more@example.com')).statusCode).toBe(202);
  });

  it('a wrong code changes nothing; five end the request', async () => {
    await request('mike.one@example.com');
    const code = lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i += 1)
      expect((await confirm(wrong)).json().message).toBe(`wrong code (${5 - i} tries left)`);
    expect((await confirm(wrong)).json().message).toBe('too many wrong codes: ask for a new code');
    expect((await confirm(code)).statusCode).toBe(404);
    expect(await email()).toBe('michael.johnson@example.com');
  });

  it('an expired code changes nothing', async () => {
    await request('mike.two@example.com');
    clock.advance(16 * 60);
    expect((await confirm(lastCode())).statusCode).toBe(404);
  });

  it('the code of the latest request makes the new address the email (and the MFA email option)', async () => {
    await request('mike.three@example.com');
    const res = await confirm(lastCode());
    expect(res.json()).toEqual({ status: 'confirmed', email: 'mike.three@example.com' });
    expect(await email()).toBe('mike.three@example.com');
    const mfa = (await app.inject({ url: '/owner/api/v2/mfa-options', headers: apiHeaders(us.access_token) })).json();
    expect(mfa.mfaOptions.find((o: { type: string }) => o.type === 'email').value).toBe('m******@example.com');
  });
});
