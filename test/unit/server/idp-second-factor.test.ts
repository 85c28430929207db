import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { generateSync } from 'otplib';
import { buildServer } from '../../../src/server/build-server';
import { DEMO_TOTP_SECRETS } from '../../../src/server/demo-owners';
import { bundles } from '../../../src/generated/content';
import { site } from '../../../src/generated/site';
import { escapeHtml } from '../../../src/server/idp/page';
import { injectClient, type HttpClient } from '../../support/http';
import {
  apiHeaders, exchangeCode, pkce, postSignIn, redirectQuery, signIn, tempDir, testClock,
} from '../../support/server';

const tmp = tempDir();
const clock = testClock();
/** The server's log lines (JSON): the local IdP writes emailed codes there. */
const logLines: string[] = [];
let server: FastifyInstance;
let app: HttpClient;


beforeAll(async () => {
  server = buildServer({ dbFile: tmp.dbFile, now: clock.now, logLevel: 'warn', logStream: { write: (line) => { logLines.push(line); } } });
  await server.ready();
  app = injectClient(server);
});
afterAll(async () => {
  await server.close();
  tmp.remove();
});

const EMILY = 'emily.clarke@example.com'; // requires MFA: authenticator (seeded secret) or email
const en = (key: string, values: Record<string, string> = {}) =>
  escapeHtml(Object.entries(values).reduce((t, [k, v]) => t.replace(`{{${k}}}`, v), bundles.en?.[key] ?? key));

/** A read-only look at the service's database (WAL: sees what the server committed). */
function query<T>(sql: string, ...args: unknown[]): T {
  const db = new Database(tmp.dbFile, { readonly: true });
  try {
    return db.prepare(sql).get(...args) as T;
  } finally {
    db.close();
  }
}
const codeCount = () => query<{ n: number }>('SELECT count(*) AS n FROM auth_codes').n;

const ticketOf = (body: string) => /name="ticket" value="([A-Za-z0-9_-]{43})"/.exec(body)?.[1] ?? '';

function post(url: string, fields: Record<string, string>) {
  return app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
}
const sendCode = (ticket: string, code: string) => post('/idp/second-factor', { ticket, code });

/** The authenticator's code now (the server's clock), after moving to a fresh 30 s step: an accepted code works once. */
function totpNow(secret: string): string {
  clock.advance(60);
  return generateSync({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
}

/** A wrong code that is surely not the current one (nor a neighbour). */
function wrongCode(secret: string): string {
  const epoch = Math.floor(clock.now().getTime() / 1000);
  const near = new Set([-30, 0, 30].map((d) => generateSync({ secret, epoch: epoch + d })));
  return ['000000', '111111', '222222', '333333'].find((c) => !near.has(c)) ?? '444444';
}

async function startSignIn(email: string, extra: Record<string, string> = {}) {
  const { verifier, challenge } = pkce();
  const res = await postSignIn(app, { email, challenge, state: 'st-42', extra });
  return { res, verifier, ticket: ticketOf(res.body) };
}

/** Turns the second factor on for an owner through the owner API, as the app's settings do. */
async function requireMfa(email: string): Promise<void> {
  const tokens = await signIn(app, email);
  const res = await app.inject({ method: 'PUT', url: '/owner/api/v2/mfa-options/user-level', headers: { ...apiHeaders(tokens.access_token), 'content-type': 'application/json' },
    payload: { userRequiresMFA: 'true' } });
  expect(res.statusCode).toBe(200);
}

describe('second factor after the password', () => {
  it('shows an owner who requires MFA the authenticator code page, not a code', async () => {
    const before = codeCount();
    const { res, ticket } = await startSignIn(EMILY);
    expect(res.statusCode).toBe(200);
    expect(res.headers.location).toBeUndefined();
    expect(codeCount()).toBe(before);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body).toContain(`<h1>${en('idp.secondFactor.title')}</h1>`);
    expect(res.body).toContain(`<p>${en('idp.secondFactor.totpIntro')}</p>`);
    expect(res.body).toContain(`<label for="code">${en('idp.secondFactor.code')}</label>`);
    expect(res.body).toMatch(/<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" required>/);
    expect(res.body).toContain(`<button type="submit" class="secondary">${en('idp.secondFactor.emailInstead')}</button>`);
    expect(res.body).not.toMatch(/<script|style=|<style/i);
    expect(res.body.match(/<h1>/g)).toHaveLength(1);
  });

  it('refuses a wrong authenticator code with the page again, an alert linked to the field, and no code', async () => {
    const before = codeCount();
    const { ticket } = await startSignIn(EMILY);
    const res = await sendCode(ticket, wrongCode(DEMO_TOTP_SECRETS.emily));
    expect(res.statusCode).toBe(401);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain(`<p class="error" role="alert" id="code-error">${en('idp.secondFactor.wrongCode', { count: '4' })}</p>`);
    expect(res.body).toContain('aria-describedby="code-error" aria-invalid="true"');
    expect(ticketOf(res.body)).toBe(ticket);
    expect(codeCount()).toBe(before);
  });

  it('signs in with the right authenticator code: the redirect has the code and the state, and the code gives tokens', async () => {
    const { ticket, verifier } = await startSignIn(EMILY);
    const res = await sendCode(ticket, totpNow(DEMO_TOTP_SECRETS.emily));
    expect(res.statusCode).toBe(302);
    const location = String(res.headers.location);
    expect(location.startsWith('/product/en-us/?')).toBe(true);
    const q = redirectQuery(location);
    expect(q.get('state')).toBe('st-42');
    const tokens = await exchangeCode(app, { code: q.get('code') ?? '', code_verifier: verifier });
    expect(tokens.statusCode).toBe(200);
    // The ticket is used up.
    expect((await sendCode(ticket, totpNow(DEMO_TOTP_SECRETS.emily))).statusCode).toBe(400);
  });

  it('accepts a code of the step before (a slow typist, a phone clock a little behind) but not one used already', async () => {
    const first = await startSignIn(EMILY);
    const code = totpNow(DEMO_TOTP_SECRETS.emily);
    clock.advance(30);
    expect((await sendCode(first.ticket, code)).statusCode).toBe(302);
    const second = await startSignIn(EMILY);
    const replay = await sendCode(second.ticket, code);
    expect(replay.statusCode).toBe(401);
  });

  it('accepts the code with the space an app shows in the middle', async () => {
    const { ticket } = await startSignIn(EMILY);
    const code = totpNow(DEMO_TOTP_SECRETS.emily);
    expect((await sendCode(ticket, `${code.slice(0, 3)} ${code.slice(3)}`)).statusCode).toBe(302);
  });

  it('ends the sign-in after the fifth wrong code: even the right code no longer works', async () => {
    const { ticket } = await startSignIn(EMILY);
    const wrong = wrongCode(DEMO_TOTP_SECRETS.emily);
    for (const left of [4, 3, 2, 1]) {
      const res = await sendCode(ticket, wrong);
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain(en('idp.secondFactor.wrongCode', { count: String(left) }));
    }
    const fifth = await sendCode(ticket, 'not a code');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.body).toContain(`<p class="error" role="alert">${en('idp.secondFactor.tooManyTries')}</p>`);
    // "Sign in again" starts the same authorize request afresh.
    const again = /<a href="(\/idp\/authorize\?[^"]+)">/.exec(fifth.body)?.[1] ?? '';
    expect(new URLSearchParams(again.replace(/&amp;/g, '&').split('?')[1]).get('state')).toBe('st-42');
    const late = await sendCode(ticket, totpNow(DEMO_TOTP_SECRETS.emily));
    expect(late.statusCode).toBe(400);
    expect(late.body).toContain(en('idp.secondFactor.expired'));
  });

  it('lets a pending sign-in expire after ten minutes', async () => {
    const { ticket } = await startSignIn(EMILY);
    clock.advance(10 * 60 + 1);
    const res = await sendCode(ticket, generateSync({ secret: DEMO_TOTP_SECRETS.emily, epoch: Math.floor(clock.now().getTime() / 1000) }));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(`<h1>${en('idp.secondFactor.endedTitle')}</h1>`);
  });

  it.each([
    ['no body', undefined],
    ['an unknown ticket', { ticket: 'A'.repeat(43), code: '123456' }],
    ['a ticket that is not one', { ticket: '<script>', code: '123456' }],
  ])('answers %s with a 400 page, not 500', async (_what, fields) => {
    const res = fields ? await post('/idp/second-factor', fields) : await app.inject({ method: 'POST', url: '/idp/second-factor' });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('<script>');
    const email = fields ? await post('/idp/second-factor/email', fields) : await app.inject({ method: 'POST', url: '/idp/second-factor/email' });
    expect(email.statusCode).toBe(400);
  });

  it('answers an expired ticket in the language of the sign-in', async () => {
    const res = await post('/idp/second-factor', { ticket: 'B'.repeat(43), code: '123456', locale: 'de-de' });
    expect(res.body).toMatch(/<html lang="de-de">/);
    expect(res.body).toContain(escapeHtml(bundles.de?.['idp.secondFactor.expired'] ?? ''));
  });
});

describe('emailed code', () => {
  const codesLogged = () => logLines.map((l) => JSON.parse(l) as { mfaEmailCode?: string; email?: string }).filter((l) => l.mfaEmailCode !== undefined);

  it('writes a 6-digit code to the server log, asks for it, and signs in with it', async () => {
    const { ticket } = await startSignIn(EMILY);
    const sent = await post('/idp/second-factor/email', { ticket });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain(`<p>${en('idp.secondFactor.emailIntro', { email: 'em***@example.com' })}</p>`);
    expect(sent.body).toContain(`<button type="submit" class="secondary">${en('idp.secondFactor.emailAgain')}</button>`);
    const logged = codesLogged().at(-1);
    expect(logged).toEqual(expect.objectContaining({ email: EMILY, mfaEmailCode: expect.stringMatching(/^\d{6}$/) }));
    // The authenticator's code is not what this page asks for now.
    const other = logged?.mfaEmailCode === '000000' ? '000001' : '000000';
    expect((await sendCode(ticket, other)).statusCode).toBe(401);
    const res = await sendCode(ticket, logged?.mfaEmailCode ?? '');
    expect(res.statusCode).toBe(302);
    expect(redirectQuery(res.headers.location).get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('takes only the latest code, and sends at most five', async () => {
    const { ticket } = await startSignIn(EMILY);
    await post('/idp/second-factor/email', { ticket });
    const first = codesLogged().at(-1)?.mfaEmailCode ?? '';
    for (let i = 0; i < 4; i += 1) expect((await post('/idp/second-factor/email', { ticket })).statusCode).toBe(200);
    const latest = codesLogged().at(-1)?.mfaEmailCode ?? '';
    const sixth = await post('/idp/second-factor/email', { ticket });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.body).toContain(en('idp.secondFactor.emailLimit'));
    expect(codesLogged().at(-1)?.mfaEmailCode).toBe(latest);
    if (first !== latest) expect((await sendCode(ticket, first)).statusCode).toBe(401);
    expect((await sendCode(ticket, latest)).statusCode).toBe(302);
  });

  it('expires an emailed code after ten minutes', async () => {
    const { ticket } = await startSignIn(EMILY);
    clock.advance(5 * 60);
    await post('/idp/second-factor/email', { ticket }); // the pending sign-in gets its ten minutes again
    const code = codesLogged().at(-1)?.mfaEmailCode ?? '';
    clock.advance(10 * 60 - 1);
    expect((await sendCode(ticket, code)).statusCode).toBe(302);
    const next = await startSignIn(EMILY);
    await post('/idp/second-factor/email', { ticket: next.ticket });
    clock.advance(10 * 60);
    expect((await sendCode(next.ticket, codesLogged().at(-1)?.mfaEmailCode ?? '')).statusCode).toBe(400);
  });
});

describe('setting up an authenticator (no secret yet)', () => {
  // Giulia has only a phone option: no authenticator and no email, so no "email me a code".
  const GIULIA = 'giulia.rossi@example.com';

  it('shows a QR code and the key, stores the secret with the first right code, and asks for the app next time', async () => {
    await requireMfa(GIULIA);
    const { res, ticket } = await startSignIn(GIULIA);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<h1>${en('idp.secondFactor.enrolTitle')}</h1>`);
    expect(res.body).toMatch(new RegExp(`<svg role="img" aria-label="${en('idp.secondFactor.qrLabel')}" focusable="false" xmlns="http://www.w3.org/2000/svg"`));
    expect(res.body).toContain(`<label for="totp-key">${en('idp.secondFactor.enrolKey')}</label>`);
    expect(res.body).not.toContain(en('idp.secondFactor.emailInstead'));
    expect(res.body).not.toMatch(/<script|style=|<style/i);
    const key = /<input id="totp-key" type="text" class="key" readonly value="([A-Z2-7 ]+)"/.exec(res.body)?.[1]?.replace(/ /g, '') ?? '';
    expect(key).toMatch(/^[A-Z2-7]{32}$/); // 20 bytes, base32

    const stored = () => query<{ secret: string | null } | undefined>("SELECT secret FROM mfa_options m JOIN owners o ON o.id = m.owner_id WHERE o.email = ? AND m.type = 'totp'", GIULIA);
    expect((await sendCode(ticket, wrongCode(key))).statusCode).toBe(401);
    expect(stored()).toBeUndefined();
    const ok = await sendCode(ticket, totpNow(key));
    expect(ok.statusCode).toBe(302);
    expect(stored()?.secret).toBe(key);

    const next = await startSignIn(GIULIA);
    expect(next.res.body).toContain(`<h1>${en('idp.secondFactor.title')}</h1>`);
    expect(next.res.body).not.toContain('totp-key');
    expect((await sendCode(next.ticket, totpNow(key))).statusCode).toBe(302);
  });
});

describe('passkey change flow with a second factor', () => {
  it('removes the passkeys only after the second factor', async () => {
    const flow = { change_flow: 'passkey', passkey_flow_action: 'remove', p: site.signInSecurity.profileEditPolicy };
    const { res, ticket } = await startSignIn(EMILY, flow);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(en('idp.secondFactor.title'));
    const done = await sendCode(ticket, totpNow(DEMO_TOTP_SECRETS.emily));
    expect(done.statusCode).toBe(302);
    const q = redirectQuery(done.headers.location);
    expect(q.get('passkeyRemove')).toBe('true');
    expect(q.get('state')).toBe('st-42');
  });

  it('keeps the authorize request as it was checked, whatever the second-factor form adds', async () => {
    const { ticket } = await startSignIn(EMILY);
    const res = await post('/idp/second-factor', { ticket, code: totpNow(DEMO_TOTP_SECRETS.emily), redirect_uri: 'https://evil.example/', state: 'forged' });
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location).startsWith('/product/en-us/?')).toBe(true);
    expect(redirectQuery(res.headers.location).get('state')).toBe('st-42');
  });
});

it('does not ask owners without MFA for a second factor', async () => {
  const res = await postSignIn(app, { email: 'michael.johnson@example.com', challenge: pkce().challenge });
  expect(res.statusCode).toBe(302);
});
