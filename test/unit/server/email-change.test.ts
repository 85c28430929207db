import type { FastifyInstance } from 'fastify';
import type { HttpClient } from '../../support/http';
import { apiHeaders, signIn, startService, tempDir, testClock, type Tokens } from '../../support/server';
import { SERVICE_START_TIMEOUT_MS } from '../../support/timeouts';

const tmp = tempDir();
const clock = testClock();
const log: string[] = [];
let server: FastifyInstance;
let app: HttpClient;
let us: Tokens;
beforeAll(async () => {
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
  await server.close();
  tmp.remove();
});

const post = (url: string, body: object) =>
  app.inject({
    method: 'POST',
    url,
    headers: { ...apiHeaders(us.access_token), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
const request = (newEmail: string) => post('/owner/api/v2/email-change', { newEmail });
const confirm = (code: string) => post('/owner/api/v2/email-change/confirm', { code });
const lastCode = () => (JSON.parse(log[log.length - 1] ?? '{}') as { emailChangeCode?: string }).emailChangeCode ?? '';
const email = async () =>
  (
    await app.inject({
      url: '/owner/api/v3/profile-lite?locale=en-us&country=USA',
      headers: apiHeaders(us.access_token),
    })
  ).json().value.profile.email;

describe('changing the sign-in email at the data service', () => {
  it('refuses an address of another account (409) and a malformed one (400)', async () => {
    expect((await request('anna.schneider@example.com')).statusCode).toBe(409);
    expect((await request('not an email')).statusCode).toBe(400);
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
    expect(mfa.mfaOptions.find((o: { type: string }) => o.type === 'email').value).toMatch(/^mi\*+@example\.com$/);
  });
});
