/*
 * Two-step verification on the local provider (spec 001 §5): after a correct password, an owner who asks for it gives
 * the code of their authenticator app (set up here when they have none) or of an email, within the old limits.
 */
import Database from 'better-sqlite3';
import * as client from 'openid-client';
import { generateSync } from 'otplib';
import { bundles } from '../../../../../src/generated/content';
import { site } from '../../../../../src/generated/site';
import { DEMO_PASSWORD, DEMO_TOTP_SECRETS } from '../../../../../src/server/seed/demo-owners';
import { htmlText } from '../../../../support/html-text';
import { authorization, CookieBrowser, formAction, providerUnderTest, type Visit } from '../../../../support/oidc';
import { testClock, US } from '../../../../support/server';
import { fakeDateOnly, moveDate } from '../../../../support/timeouts';

const clock = testClock();
/** The service's log lines (JSON): the local provider writes emailed codes there. */
const logLines: string[] = [];
// The rate limiter reads Date: only the date is faked (timers stay real), before the service starts.
beforeAll(() => fakeDateOnly());
afterAll(() => jest.useRealTimers());
const service = providerUnderTest(US.clientId, {
  now: clock.now,
  logLevel: 'warn',
  logStream: {
    write: (line) => {
      logLines.push(line);
    },
  },
});
const redirectUri = () => `${service.origin}${US.root}`;
const limits = site.signInSecurity.secondFactor;

const EMILY = 'emily.clarke@example.com'; // requires MFA: authenticator (seeded secret) or email
const GIULIA = 'giulia.rossi@example.com'; // only a phone option: no authenticator, no email
const en = (key: string, values: Record<string, string> = {}) =>
  htmlText(Object.entries(values).reduce((t, [k, v]) => t.replace(`{{${k}}}`, v), bundles.en?.[key] ?? key));

/** Time passes for the service's clock and for its rate limiter (which reads Date). */
function later(seconds: number): void {
  clock.advance(seconds);
  moveDate(seconds);
}

function withDb<T>(work: (db: Database.Database) => T): T {
  const db = new Database(service.dbFile);
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** Every form's action on a page, as absolute addresses: the code form first, then "email me a code". */
function formActions(page: Visit): string[] {
  return [...page.body.matchAll(/<form[^>]* action="([^"]+)"/g)].map(
    (m) => new URL((m[1] ?? '').replace(/&amp;/g, '&'), page.url).href,
  );
}

/** A sign-in up to the page after the password, in a fresh browser. */
async function startSignIn(email: string, extra: Record<string, string> = {}) {
  const browser = new CookieBrowser();
  const request = await authorization(service.config, redirectUri(), extra);
  const passwordPage = (await browser.walk(request.url, redirectUri())) as Visit;
  const page = await browser.walk(formAction(passwordPage), redirectUri(), {
    form: { email, password: DEMO_PASSWORD },
  });
  if ('arrived' in page) throw new Error('signed in without a second factor');
  const [codeAction = '', emailAction = ''] = formActions(page);
  const sendCode = (code: string) => browser.walk(codeAction, redirectUri(), { form: { code } });
  const askEmail = () => browser.walk(emailAction, redirectUri(), { form: {} }) as Promise<Visit>;
  const state = new URL(request.url).searchParams.get('state');
  return { browser, request, state, page, passwordAction: formAction(passwordPage), codeAction, sendCode, askEmail };
}

/** The authenticator's code now (the service's clock), after moving to a fresh 30 s step: an accepted code works once. */
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

const codesLogged = () =>
  logLines
    .map((l) => JSON.parse(l) as { mfaEmailCode?: string; email?: string })
    .filter((l) => l.mfaEmailCode !== undefined);
const arrived = (answer: Visit | { arrived: string }) =>
  'arrived' in answer ? answer.arrived : `page ${answer.status}`;

describe('the authenticator app', () => {
  it("asks an owner who requires MFA for the code after the password, on the interaction's own forms", async () => {
    const { page } = await startSignIn(EMILY);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.body).toContain(`<h1>${en('idp.secondFactor.title')}</h1>`);
    expect(page.body).toContain(`<p>${en('idp.secondFactor.totpIntro')}</p>`);
    expect(page.body).toContain(`<label for="code">${en('idp.secondFactor.code')}</label>`);
    expect(page.body).toMatch(
      /<input id="code" type="text" inputMode="numeric" autoComplete="one-time-code" required="" name="code"\/>/,
    );
    expect(page.body).toContain(
      `<button type="submit" class="secondary">${en('idp.secondFactor.emailInstead')}</button>`,
    );
    expect(page.body).not.toMatch(/<script|style=|<style|name="ticket"/i);
    const uid = /\/oidc\/interaction\/([^/]+)\/password/.exec(page.url)?.[1] ?? '';
    expect(formActions(page)).toEqual([
      `${service.origin}/oidc/interaction/${uid}/second-factor`,
      `${service.origin}/oidc/interaction/${uid}/second-factor/email`,
    ]);
  });

  it('refuses a wrong code with 401, the tries left in an alert tied to the field, and no redirect', async () => {
    const { sendCode } = await startSignIn(EMILY);
    const res = (await sendCode(wrongCode(DEMO_TOTP_SECRETS.emily))) as Visit;
    expect(res.status).toBe(401);
    expect(res.body).toContain(
      `<p class="error" role="alert" id="code-error">${en('idp.secondFactor.wrongCode', { count: String(limits.wrongCodes - 1) })}</p>`,
    );
    expect(res.body).toContain('aria-describedby="code-error" aria-invalid="true"');
  });

  it("signs in with the right code: the app gets a code that redeems for the owner's tokens", async () => {
    const { sendCode, request } = await startSignIn(EMILY);
    const back = await sendCode(totpNow(DEMO_TOTP_SECRETS.emily));
    expect(arrived(back)).toMatch(/[?&]code=/);
    const tokens = await request.redeem(arrived(back));
    expect(await client.fetchUserInfo(service.config, tokens.access_token, tokens.claims()?.sub ?? '')).toMatchObject({
      email: EMILY,
    });
    // The interaction is over: its second-factor form no longer answers.
    expect(((await sendCode(totpNow(DEMO_TOTP_SECRETS.emily))) as Visit).status).toBe(400);
  });

  it('takes the code with the space an app shows in the middle, and one of the step before', async () => {
    const { sendCode } = await startSignIn(EMILY);
    const code = totpNow(DEMO_TOTP_SECRETS.emily);
    clock.advance(30);
    expect(arrived(await sendCode(`${code.slice(0, 3)} ${code.slice(3)}`))).toMatch(/[?&]code=/);
  });

  it('refuses a code that was used already, in another sign-in', async () => {
    const first = await startSignIn(EMILY);
    const code = totpNow(DEMO_TOTP_SECRETS.emily);
    expect(arrived(await first.sendCode(code))).toMatch(/[?&]code=/);
    const second = await startSignIn(EMILY);
    expect(((await second.sendCode(code)) as Visit).status).toBe(401);
    // Kept in the file, not in the running service: a restart does not make the code good again.
    expect(
      withDb((db) =>
        db
          .prepare(
            "SELECT totp_last_step FROM mfa_options WHERE type = 'totp' AND owner_id = (SELECT id FROM owners WHERE email = ?)",
          )
          .pluck()
          .get(EMILY),
      ),
    ).toBe(Math.floor(clock.now().getTime() / 30_000));
  });

  it('ends the sign-in at the fifth wrong code: the right code, or the password again, no longer get in', async () => {
    const { sendCode, browser, passwordAction, state } = await startSignIn(EMILY);
    const wrong = wrongCode(DEMO_TOTP_SECRETS.emily);
    for (let left = limits.wrongCodes - 1; left > 0; left -= 1) {
      const res = (await sendCode(wrong)) as Visit;
      expect(res.status).toBe(401);
      expect(res.body).toContain(en('idp.secondFactor.wrongCode', { count: String(left) }));
    }
    const last = (await sendCode('not a code')) as Visit;
    expect(last.status).toBe(429);
    expect(last.body).toContain(`<p class="error" role="alert">${en('idp.secondFactor.tooManyTries')}</p>`);
    expect(((await sendCode(totpNow(DEMO_TOTP_SECRETS.emily))) as Visit).status).toBe(429);
    const again = (await browser.walk(passwordAction, redirectUri(), {
      form: { email: EMILY, password: DEMO_PASSWORD },
    })) as Visit;
    expect(again.status).toBe(429);
    // "Sign in again" starts the same authorization request afresh: a new password page.
    const link = /<a href="([^"]+)">/.exec(last.body)?.[1]?.replace(/&amp;/g, '&') ?? '';
    expect(new URL(link, service.origin).pathname).toBe('/oidc/auth');
    expect(new URL(link, service.origin).searchParams.get('state')).toBe(state);
    const fresh = (await browser.walk(new URL(link, service.origin).href, redirectUri())) as Visit;
    expect([fresh.status, fresh.body.includes('name="password"')]).toEqual([200, true]);
  });

  it(`counts wrong codes per account across sign-ins: past ${limits.accountWrongCodes} in the window, a new sign-in\'s right code waits too`, async () => {
    const { accountWrongCodes: accountTries, accountWindowMinutes: windowMinutes } = limits;
    later(windowMinutes * 60); // earlier tests' wrong codes are out of the window
    const wrong = wrongCode(DEMO_TOTP_SECRETS.emily);
    for (let sent = 0; sent < accountTries;) {
      const { sendCode } = await startSignIn(EMILY);
      for (let tries = 0; tries < limits.wrongCodes && sent < accountTries; tries += 1, sent += 1)
        await sendCode(wrong);
    }
    const { sendCode } = await startSignIn(EMILY);
    const refused = (await sendCode(totpNow(DEMO_TOTP_SECRETS.emily))) as Visit;
    expect(refused.status).toBe(429);
    expect(refused.body).toContain(en('idp.secondFactor.tooManyTries'));
    // Once the window has moved on, the right code signs in again.
    later(windowMinutes * 60);
    const { sendCode: afterWindow } = await startSignIn(EMILY);
    expect(arrived(await afterWindow(totpNow(DEMO_TOTP_SECRETS.emily)))).toMatch(/\?code=/);
  });

  it('lets the step expire after its minutes', async () => {
    const { sendCode } = await startSignIn(EMILY);
    clock.advance(limits.stepMinutes * 60 + 1);
    const res = (await sendCode(
      generateSync({ secret: DEMO_TOTP_SECRETS.emily, epoch: Math.floor(clock.now().getTime() / 1000) }),
    )) as Visit;
    expect(res.status).toBe(400);
    expect(res.body).toContain(en('idp.secondFactor.expired'));
  });

  it('answers the code form only in the browser of the sign-in', async () => {
    const { codeAction } = await startSignIn(EMILY);
    const stranger = (await new CookieBrowser().walk(codeAction, redirectUri(), {
      form: { code: totpNow(DEMO_TOTP_SECRETS.emily) },
    })) as Visit;
    expect(stranger.status).toBe(400);
  });
});

describe('the emailed code', () => {
  it('writes a 6-digit code to the service log, asks for it, and signs in with it', async () => {
    const { askEmail, sendCode } = await startSignIn(EMILY);
    const sent = await askEmail();
    expect(sent.status).toBe(200);
    expect(sent.body).toContain(`<p>${en('idp.secondFactor.emailIntro', { email: 'e******@example.com' })}</p>`);
    expect(sent.body).toContain(
      `<button type="submit" class="secondary">${en('idp.secondFactor.emailAgain')}</button>`,
    );
    const logged = codesLogged().at(-1);
    expect(logged).toEqual(expect.objectContaining({ email: EMILY, mfaEmailCode: expect.stringMatching(/^\d{6}$/) }));
    // The authenticator's code is not what the page asks for now.
    expect(((await sendCode(totpNow(DEMO_TOTP_SECRETS.emily))) as Visit).status).toBe(401);
    expect(arrived(await sendCode(logged?.mfaEmailCode ?? ''))).toMatch(/[?&]code=/);
  });

  it('takes only the latest code, and sends at most the limit', async () => {
    const { askEmail, sendCode } = await startSignIn(EMILY);
    await askEmail();
    const first = codesLogged().at(-1)?.mfaEmailCode ?? '';
    for (let i = 1; i < limits.emailCodes; i += 1) expect((await askEmail()).status).toBe(200);
    const latest = codesLogged().at(-1)?.mfaEmailCode ?? '';
    const over = await askEmail();
    expect(over.status).toBe(429);
    expect(over.body).toContain(en('idp.secondFactor.emailLimit'));
    expect(codesLogged().at(-1)?.mfaEmailCode).toBe(latest);
    if (first !== latest) expect(((await sendCode(first)) as Visit).status).toBe(401);
    expect(arrived(await sendCode(latest))).toMatch(/[?&]code=/);
  });

  it('takes a code until its minutes are over, not after', async () => {
    const early = await startSignIn(EMILY);
    await early.askEmail();
    const code = codesLogged().at(-1)?.mfaEmailCode ?? '';
    clock.advance(limits.emailCodeMinutes * 60 - 1);
    expect(arrived(await early.sendCode(code))).toMatch(/[?&]code=/);
    const late = await startSignIn(EMILY);
    await late.askEmail();
    const lateCode = codesLogged().at(-1)?.mfaEmailCode ?? '';
    clock.advance(limits.emailCodeMinutes * 60);
    expect(((await late.sendCode(lateCode)) as Visit).status).toBe(400);
  });
});

describe('setting up an authenticator (no secret yet)', () => {
  const stored = () =>
    withDb(
      (db) =>
        db
          .prepare(
            "SELECT secret FROM mfa_options m JOIN owners o ON o.id = m.owner_id WHERE o.email = ? AND m.type = 'totp'",
          )
          .pluck()
          .get(GIULIA) as string | undefined,
    );

  it('shows a QR code and the key, stores the secret only with a right code, and asks for the app next time', async () => {
    withDb((db) => db.prepare('UPDATE owners SET requires_mfa = 1 WHERE email = ?').run(GIULIA));
    const { page, sendCode } = await startSignIn(GIULIA);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<h1>${en('idp.secondFactor.enrolTitle')}</h1>`);
    expect(page.body).toMatch(
      new RegExp(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \\d+ \\d+" shape-rendering="crispEdges" role="img" aria-label="${en('idp.secondFactor.qrLabel')}" focusable="false">`,
      ),
    );
    expect(page.body).toContain(`<label for="totp-key">${en('idp.secondFactor.enrolKey')}</label>`);
    // No email option: no "email me a code", and the address refuses.
    expect(page.body).not.toContain(en('idp.secondFactor.emailInstead'));
    expect(formActions(page)).toHaveLength(1);
    expect(page.body).not.toMatch(/<script|style=|<style/i);
    const key =
      /<input id="totp-key" type="text" class="key" readOnly="" autoComplete="off" spellCheck="false" value="([A-Z2-7 ]+)"/
        .exec(page.body)?.[1]
        ?.replace(/ /g, '') ?? '';
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    expect(((await sendCode(wrongCode(key))) as Visit).status).toBe(401);
    expect(stored()).toBeUndefined();
    expect(arrived(await sendCode(totpNow(key)))).toMatch(/[?&]code=/);
    expect(stored()).toBe(key);

    const next = await startSignIn(GIULIA);
    expect(next.page.body).toContain(`<h1>${en('idp.secondFactor.title')}</h1>`);
    expect(next.page.body).not.toContain('totp-key');
    expect(arrived(await next.sendCode(totpNow(key)))).toMatch(/[?&]code=/);
  });

  it('refuses to email a code to an owner without an email option', async () => {
    const { browser, codeAction } = await startSignIn(GIULIA);
    const res = (await browser.walk(`${codeAction}/email`, redirectUri(), { form: {} })) as Visit;
    expect(res.status).toBe(400);
    expect(res.body).toContain('this account has no email option');
    expect(codesLogged().filter((l) => l.email === GIULIA)).toEqual([]);
  });
});

describe('a change flow with a second factor', () => {
  it('removes the passkeys only after the second factor, and tells the app so', async () => {
    withDb((db) =>
      db
        .prepare(
          "INSERT INTO passkeys (owner_id, public_key, registered_at, credential_id) SELECT id, 'key', '2026-01-01', 'emily-cred' FROM owners WHERE email = ?",
        )
        .run(EMILY),
    );
    const count = () =>
      withDb(
        (db) => db.prepare("SELECT count(*) FROM passkeys WHERE credential_id = 'emily-cred'").pluck().get() as number,
      );
    const { page, sendCode, state } = await startSignIn(EMILY, {
      p: site.signInSecurity.profileEditPolicy,
      change_flow: 'passkey',
      passkey_flow_action: 'remove',
    });
    expect(page.body).toContain(en('idp.secondFactor.title'));
    expect(count()).toBe(1);
    const back = arrived(await sendCode(totpNow(DEMO_TOTP_SECRETS.emily)));
    expect(new URL(back).searchParams.get('passkeyRemove')).toBe('true');
    expect(new URL(back).searchParams.get('state')).toBe(state);
    expect(count()).toBe(0);
  });
});
