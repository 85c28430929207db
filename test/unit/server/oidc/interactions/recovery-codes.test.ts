/*
 * Recovery codes at the second-factor step of the local provider: offered while the owner has one left ("Use a recovery
 * code"); a right one signs in and is used up, in the file; a wrong one counts like a wrong code (the step's tries and
 * the account's count over sign-ins).
 */
import Database from 'better-sqlite3';
import { generateSync } from 'otplib';
import { bundles } from '../../../../../src/generated/content';
import { site } from '../../../../../src/generated/site';
import { DEMO_PASSWORD, DEMO_TOTP_SECRETS } from '../../../../../src/server/seed/demo-owners';
import { replaceRecoveryCodes } from '../../../../../src/server/shared/recovery-codes';
import { htmlText } from '../../../../support/html-text';
import { authorization, CookieBrowser, formAction, providerUnderTest, type Visit } from '../../../../support/oidc';
import { testClock, US } from '../../../../support/server';
import { fakeDateOnly, moveDate } from '../../../../support/timeouts';

const clock = testClock();
beforeAll(() => fakeDateOnly());
afterAll(() => jest.useRealTimers());
const service = providerUnderTest(US.clientId, { now: clock.now });
const redirectUri = () => `${service.origin}${US.root}`;
const limits = site.signInSecurity.secondFactor;
const EMILY = 'emily.clarke@example.com'; // requires MFA: authenticator (seeded secret) or email
const en = (key: string, values: Record<string, string> = {}) =>
  htmlText(Object.entries(values).reduce((t, [k, v]) => t.replace(`{{${k}}}`, v), bundles.en?.[key] ?? key));

function withDb<T>(work: (db: Database.Database) => T): T {
  const db = new Database(service.dbFile);
  try {
    return work(db);
  } finally {
    db.close();
  }
}
const emilyId = () => withDb((db) => db.prepare('SELECT id FROM owners WHERE email = ?').pluck().get(EMILY) as number);
/** A new set for Emily, as the owner API makes one. */
async function newCodes(): Promise<string[]> {
  const db = new Database(service.dbFile);
  try {
    return await replaceRecoveryCodes(db, emilyId(), clock.now());
  } finally {
    db.close();
  }
}
const unused = () =>
  withDb(
    (db) =>
      db
        .prepare('SELECT count(*) FROM recovery_codes WHERE owner_id = ? AND used_at IS NULL')
        .pluck()
        .get(emilyId()) as number,
  );

function formActions(page: Visit): string[] {
  return [...page.body.matchAll(/<form[^>]* action="([^"]+)"/g)].map(
    (m) => new URL((m[1] ?? '').replace(/&amp;/g, '&'), page.url).href,
  );
}
const arrived = (answer: Visit | { arrived: string }) =>
  'arrived' in answer ? answer.arrived : `page ${answer.status}`;

/** A sign-in up to the second-factor page, in a fresh browser, with its forms by what they do. */
async function startSignIn() {
  const browser = new CookieBrowser();
  const request = await authorization(service.config, redirectUri());
  const passwordPage = (await browser.walk(request.url, redirectUri())) as Visit;
  const page = (await browser.walk(formAction(passwordPage), redirectUri(), {
    form: { email: EMILY, password: DEMO_PASSWORD },
  })) as Visit;
  const base = formActions(page)[0] ?? '';
  const post = (path: string, form: Record<string, string> = {}) =>
    browser.walk(`${base}${path}`, redirectUri(), { form });
  return {
    page,
    request,
    askForRecoveryCode: () => post('/recovery') as Promise<Visit>,
    askForApp: () => post('/app') as Promise<Visit>,
    sendCode: (code: string) => post('', { code }),
  };
}

describe('at the second-factor step', () => {
  it('offers no recovery code to an owner who has none', async () => {
    const { page, askForRecoveryCode } = await startSignIn();
    expect(page.body).not.toContain(en('idp.secondFactor.recoveryInstead'));
    const refused = await askForRecoveryCode();
    expect(refused.status).toBe(400);
  });

  it('offers "Use a recovery code", asks for one on its own form, and signs in with a right one, used up', async () => {
    const codes = await newCodes();
    const { page, askForRecoveryCode, sendCode, request } = await startSignIn();
    expect(page.body).toContain(
      `<button type="submit" class="secondary">${en('idp.secondFactor.recoveryInstead')}</button>`,
    );
    const asked = await askForRecoveryCode();
    expect(asked.status).toBe(200);
    expect(asked.body).toContain(`<h1>${en('idp.secondFactor.recoveryTitle')}</h1>`);
    expect(asked.body).toContain(`<p>${en('idp.secondFactor.recoveryIntro')}</p>`);
    expect(asked.body).toContain(`<label for="code">${en('idp.secondFactor.recoveryCode')}</label>`);
    expect(asked.body).not.toContain('inputMode="numeric"');
    // The way back to the app, and no second "use a recovery code".
    expect(asked.body).toContain(en('idp.secondFactor.appInstead'));
    expect(asked.body).not.toContain(en('idp.secondFactor.recoveryInstead'));
    expect(asked.body).not.toMatch(/<script|style=|<style/i);

    const back = await sendCode((codes[0] ?? '').toLowerCase());
    expect(arrived(back)).toMatch(/[?&]code=/);
    const tokens = await request.redeem(arrived(back));
    expect(tokens.access_token).toBeTruthy();
    expect(unused()).toBe(codes.length - 1);
  });

  it('never takes a used code again, in another sign-in', async () => {
    const codes = await newCodes();
    const first = await startSignIn();
    await first.askForRecoveryCode();
    expect(arrived(await first.sendCode(codes[1] ?? ''))).toMatch(/[?&]code=/);
    const second = await startSignIn();
    await second.askForRecoveryCode();
    const again = (await second.sendCode(codes[1] ?? '')) as Visit;
    expect(again.status).toBe(401);
    expect(again.body).toContain(en('idp.secondFactor.wrongCode', { count: String(limits.wrongCodes - 1) }));
    expect(again.body).toContain('aria-describedby="code-error" aria-invalid="true"');
  });

  it("counts wrong recovery codes with the step's tries: the last one ends the sign-in, a right code then does not help", async () => {
    const codes = await newCodes();
    const { askForRecoveryCode, sendCode } = await startSignIn();
    await askForRecoveryCode();
    for (let left = limits.wrongCodes - 1; left > 0; left -= 1) {
      const res = (await sendCode('WRONG-CODE0')) as Visit;
      expect([res.status, res.body.includes(en('idp.secondFactor.wrongCode', { count: String(left) }))]).toEqual([
        401,
        true,
      ]);
    }
    const last = (await sendCode('ABCDE-FGHJK')) as Visit;
    expect(last.status).toBe(429);
    expect(last.body).toContain(en('idp.secondFactor.tooManyTries'));
    expect(((await sendCode(codes[2] ?? '')) as Visit).status).toBe(429);
    expect(unused()).toBe(codes.length);
  });

  it("counts them with the account's wrong codes over sign-ins: past the limit even a right recovery code waits", async () => {
    const { accountWrongCodes, accountWindowMinutes } = limits;
    clock.advance(accountWindowMinutes * 60);
    moveDate(accountWindowMinutes * 60);
    const codes = await newCodes();
    for (let sent = 0; sent < accountWrongCodes;) {
      const { askForRecoveryCode, sendCode } = await startSignIn();
      await askForRecoveryCode();
      for (let tries = 0; tries < limits.wrongCodes && sent < accountWrongCodes; tries += 1, sent += 1)
        await sendCode('ZZZZZ-ZZZZZ');
    }
    const { askForRecoveryCode, sendCode } = await startSignIn();
    await askForRecoveryCode();
    expect(((await sendCode(codes[0] ?? '')) as Visit).status).toBe(429);
    expect(unused()).toBe(codes.length);
    clock.advance(accountWindowMinutes * 60);
    moveDate(accountWindowMinutes * 60);
  });

  it('goes back to the authenticator app, whose code then signs in', async () => {
    await newCodes();
    const { askForRecoveryCode, askForApp, sendCode } = await startSignIn();
    await askForRecoveryCode();
    const app = await askForApp();
    expect(app.body).toContain(`<h1>${en('idp.secondFactor.title')}</h1>`);
    expect(app.body).toContain(en('idp.secondFactor.recoveryInstead'));
    clock.advance(60);
    const code = generateSync({ secret: DEMO_TOTP_SECRETS.emily, epoch: Math.floor(clock.now().getTime() / 1000) });
    expect(arrived(await sendCode(code))).toMatch(/[?&]code=/);
  });

  it('stops offering them once every code is used', async () => {
    const codes = await newCodes();
    withDb((db) =>
      db.prepare('UPDATE recovery_codes SET used_at = ? WHERE owner_id = ?').run(clock.now().toISOString(), emilyId()),
    );
    const { page, askForRecoveryCode } = await startSignIn();
    expect(page.body).not.toContain(en('idp.secondFactor.recoveryInstead'));
    expect((await askForRecoveryCode()).status).toBe(400);
    expect(codes.length).toBeGreaterThan(0);
  });
});
