/*
 * Creating an account on the local provider (issue 23): the answer is the same whether or not the email has an
 * account; the email is verified with a code (read here from the service log, where the local mails go) before the
 * owner exists; wrong codes, expiry, resends and requests are limited.
 */
import Database from 'better-sqlite3';
import * as client from 'openid-client';
import { markets } from '../../../../../src/generated/markets/local';
import { site } from '../../../../../src/generated/site';
import { MAX_WRONG_TRIES } from '../../../../../src/server/oidc/accounts/second-factors';
import { MAX_EMAIL_CODES, maskedEmail } from '../../../../../src/server/oidc/accounts/second-factors';
import { attemptThrottle } from '../../../../../src/server/shared/attempt-throttle';
import {
  authorization,
  CookieBrowser,
  discover,
  formAction,
  serviceLog,
  type Visit,
  providerUnderTest,
} from '../../../../support/oidc';
import { testClock, US } from '../../../../support/server';

const GB = (() => {
  const market = markets.find((m) => m.id === 'product/en-gb');
  if (!market) throw new Error('no product/en-gb market');
  return market;
})();
const clock = testClock(Date.now());
const log = serviceLog();
const redirectUri = () => `${idp.origin}${GB.root}`;
const TAKEN = 'anna.schneider@example.com';
const PASSWORD = 'new-owner-1';
let emails = 0;
/** A fresh address per test: the throttle counts per email. */
const newEmail = () => `new.owner${(emails += 1)}@example.com`;

const idp = providerUnderTest(GB.clientId, { now: clock.now, logStream: log.stream });

function ownerCount(email: string): number {
  const db = new Database(idp.dbFile, { readonly: true });
  try {
    return db.prepare('SELECT COUNT(*) FROM owners WHERE email = ?').pluck().get(email) as number;
  } finally {
    db.close();
  }
}

/** The links of a page, by their text. */
function link(page: Visit, text: string): string {
  const href = new RegExp(`<a href="([^"]+)">${text}</a>`).exec(page.body)?.[1];
  if (!href) throw new Error(`no link "${text}" on ${page.url}`);
  return new URL(href.replace(/&amp;/g, '&'), page.url).href;
}

/** The form whose button says `button`, as an absolute address. */
function actionOf(page: Visit, button: string): string {
  const form = [...page.body.matchAll(/<form[^>]* action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g)].find((m) =>
    (m[2] ?? '').includes(button),
  );
  if (!form?.[1]) throw new Error(`no form with "${button}" on ${page.url}`);
  return new URL(form[1].replace(/&amp;/g, '&'), page.url).href;
}

/** A sign-in of the GB app up to its registration form. */
async function registrationForm(extra: Record<string, string> = {}) {
  const request = await authorization(idp.config, redirectUri(), { locale: 'en-gb', ...extra });
  const browser = new CookieBrowser();
  const signInPage = (await browser.walk(request.url, redirectUri())) as Visit;
  const form = await browser.request(link(signInPage, 'New here\\? Create an account'));
  return { request, browser, signInPage, form };
}

async function register(email: string, fields: Record<string, string> = {}) {
  const started = await registrationForm();
  const answer = await started.browser.request(formAction(started.form), {
    form: { firstName: 'Nora', lastName: 'Neu', email, password: PASSWORD, mobilePhoneNumber: '', ...fields },
  });
  return { ...started, answer };
}

/** The code of the last registration mail to this address; undefined when that mail has none. */
function lastMail(email: string): Record<string, unknown> | undefined {
  return log
    .withField('registrationEmail')
    .filter((l) => l.registrationEmail === email)
    .at(-1);
}

const sendCode = (browser: CookieBrowser, page: Visit, code: string) =>
  browser.walk(actionOf(page, 'Continue'), redirectUri(), { form: { code } });
const wrongCodeOf = (code: string) => (code === '000000' ? '111111' : '000000');

describe('creating an account', () => {
  it('is offered beside "forgot your password" in every region that registers owners (site.registrationRegions)', async () => {
    const { signInPage, form } = await registrationForm();
    expect(signInPage.body).toContain('Forgot your password?');
    expect(form.status).toBe(200);
    expect(form.body).toContain('<h1>Create your owner account</h1>');

    const usConfig = await discover(idp.origin, US.clientId);
    const us = await authorization(usConfig, `${idp.origin}${US.root}`);
    const browser = new CookieBrowser();
    const usPage = (await browser.walk(us.url, `${idp.origin}${US.root}`)) as Visit;
    expect(site.registrationRegions).toContain(US.fmaRegion);
    expect(usPage.body).toContain('Create an account');
    expect(usPage.body).toContain('Forgot your password?');
    const direct = await browser.request(formAction(usPage).replace(/\/password$/, '/register'));
    expect(direct.status).toBe(200);
  });

  it('is not offered in a change flow', async () => {
    const request = await authorization(idp.config, redirectUri(), {
      locale: 'en-gb',
      p: site.signInSecurity.profileEditPolicy,
      change_flow: 'password',
    });
    const page = (await new CookieBrowser().walk(request.url, redirectUri())) as Visit;
    expect(page.body).not.toContain('Create an account');
  });

  it("shows the form's problems as before, tied to their fields, and sends no mail", async () => {
    const email = 'not-an-email';
    const { answer } = await register(email, { firstName: '' });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('aria-describedby="firstName-error"');
    expect(answer.body).toContain('id="email-error"');
    expect(lastMail(email)).toBeUndefined();
  });

  it('verifies a new email with a code before the owner exists, then signs them in and tells the app registered=true', async () => {
    const email = newEmail();
    const { request, browser, answer } = await register(email);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(maskedEmail(email));
    expect(ownerCount(email)).toBe(0);
    const code = String(lastMail(email)?.registrationCode);
    expect(code).toMatch(/^\d{6}$/);

    const back = await sendCode(browser, answer, code);
    expect(back).toEqual({ arrived: expect.stringContaining('registered=true') });
    const tokens = await request.redeem((back as { arrived: string }).arrived);
    expect(await client.fetchUserInfo(idp.config, tokens.access_token, tokens.claims()?.sub ?? '')).toMatchObject({
      email,
      given_name: 'Nora',
    });
    expect(ownerCount(email)).toBe(1);
  });

  it('answers a taken email exactly as a new one; its mail has no code but the way back into the account', async () => {
    const fresh = newEmail();
    const forNew = (await register(fresh)).answer;
    const forTaken = (await register(TAKEN)).answer;
    const uid = (page: Visit) => /\/interaction\/([^/]+)\//.exec(formAction(page))?.[1] ?? '';
    const comparable = (page: Visit, email: string) =>
      page.body.replaceAll(maskedEmail(email), 'EMAIL').replaceAll(uid(page), 'UID');
    expect(forTaken.status).toBe(forNew.status);
    expect(comparable(forTaken, TAKEN)).toBe(comparable(forNew, fresh));

    const mail = lastMail(TAKEN);
    expect(mail).toBeDefined();
    expect(mail?.registrationCode).toBeUndefined();
    expect(String(mail?.msg)).toMatch(/already have an account.*reset your password/);
    expect(ownerCount(TAKEN)).toBe(1);
  });

  it('takes no code for a taken email', async () => {
    const { browser, answer } = await register(TAKEN.toUpperCase());
    const wrong = (await sendCode(browser, answer, '123456')) as Visit;
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain('aria-describedby="code-error"');
  });

  it(`ends the registration at the ${MAX_WRONG_TRIES}th wrong code: the right one no longer creates the owner`, async () => {
    const email = newEmail();
    const { browser, answer } = await register(email);
    const code = String(lastMail(email)?.registrationCode);
    let page = answer;
    for (let i = 1; i < MAX_WRONG_TRIES; i += 1) {
      page = (await sendCode(browser, page, wrongCodeOf(code))) as Visit;
      expect(page.status).toBe(401);
      expect(page.body).toContain(`Attempts left: ${MAX_WRONG_TRIES - i}.`);
    }
    const last = (await sendCode(browser, page, wrongCodeOf(code))) as Visit;
    expect(last.status).toBe(429);
    const late = (await browser.walk(actionOf(answer, 'Continue'), redirectUri(), { form: { code } })) as Visit;
    expect(late.status).toBe(400);
    expect(ownerCount(email)).toBe(0);
  });

  it('refuses an expired code; a new code sent works', async () => {
    const email = newEmail();
    const { browser, answer } = await register(email);
    const first = String(lastMail(email)?.registrationCode);
    clock.advance(11 * 60);
    const expired = (await sendCode(browser, answer, first)) as Visit;
    expect(expired.status).toBe(401);
    expect(expired.body).toContain('This code has expired.');
    expect(ownerCount(email)).toBe(0);

    const resent = await browser.request(actionOf(expired, 'Send me a new code'), { form: {} });
    expect(resent.status).toBe(200);
    const second = String(lastMail(email)?.registrationCode);
    expect(await sendCode(browser, resent, first)).toMatchObject({ status: 401 });
    expect(await sendCode(browser, resent, second)).toEqual({ arrived: expect.stringContaining('registered=true') });
  });

  it(`sends at most ${MAX_EMAIL_CODES} mails for one registration`, async () => {
    const email = newEmail();
    const { browser, answer } = await register(email);
    let page = answer;
    for (let sent = 1; sent < MAX_EMAIL_CODES; sent += 1) {
      page = await browser.request(actionOf(page, 'Send me a new code'), { form: {} });
      expect(page.status).toBe(200);
    }
    const refused = await browser.request(actionOf(page, 'Send me a new code'), { form: {} });
    expect(refused.status).toBe(429);
    expect(log.withField('registrationEmail').filter((l) => l.registrationEmail === email)).toHaveLength(
      MAX_EMAIL_CODES,
    );
  });

  it('pauses registrations of one email past its limit, whether or not it has an account, with no mail', async () => {
    const { accountTries } = site.signInSecurity.registrationThrottle;
    for (const email of [newEmail(), 'jack.taylor@example.com']) {
      for (let i = 0; i < accountTries; i += 1) expect((await register(email)).answer.status).toBe(200);
      const mails = log.withField('registrationEmail').length;
      const paused = (await register(email)).answer;
      expect(paused.status).toBe(429);
      expect(paused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(paused.body).toContain('role="alert"');
      expect(log.withField('registrationEmail')).toHaveLength(mails);
    }
  });

  it('pauses registrations from one source address past its limit, for any email', async () => {
    const limits = site.signInSecurity.registrationThrottle;
    const db = new Database(idp.dbFile);
    try {
      // The address's earlier requests, counted as the service counts them (as many forms would take a while).
      const throttle = attemptThrottle({ kind: 'sqlite', db }, 'registration', limits);
      for (let i = 0; i < limits.addressTries; i += 1) await throttle.count(`someone${i}@example.com`, '127.0.0.1');
    } finally {
      db.close();
    }
    const paused = (await register(newEmail())).answer;
    expect(paused.status).toBe(429);
  });
});
