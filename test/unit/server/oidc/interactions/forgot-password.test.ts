/*
 * Forgot password on the local provider: the same answer for every email; for an account, a link in the service log
 * (where the local mails go) that works once and for site.signInSecurity.passwordReset.linkMinutes, in any browser;
 * the new password ends every sign-in of the owner. Requests are throttled per email and per source address.
 */
import Database from 'better-sqlite3';
import * as client from 'openid-client';
import { markets } from '../../../../../src/generated/markets/local';
import { site } from '../../../../../src/generated/site';
import { DEMO_PASSWORD } from '../../../../../src/server/seed/demo-owners';
import { attemptThrottle } from '../../../../../src/server/shared/attempt-throttle';
import {
  authorization,
  CookieBrowser,
  formAction,
  serviceLog,
  signIn,
  type Visit,
  providerUnderTest,
} from '../../../../support/oidc';
import { testClock } from '../../../../support/server';

const DE = (() => {
  const market = markets.find((m) => m.id === 'product/de-de');
  if (!market) throw new Error('no product/de-de market');
  return market;
})();
const clock = testClock(Date.now());
const log = serviceLog();
const redirectUri = () => `${idp.origin}${DE.root}`;
const NEW_PASSWORD = 'reset-password-3';
const { linkMinutes, throttle } = site.signInSecurity.passwordReset;

const idp = providerUnderTest(DE.clientId, { now: clock.now, logStream: log.stream });

/** A German sign-in up to "forgot your password", then the email sent. */
async function askForLink(email: string) {
  const request = await authorization(idp.config, redirectUri(), { locale: 'de-de' });
  const browser = new CookieBrowser();
  const signInPage = (await browser.walk(request.url, redirectUri())) as Visit;
  const href = /<a href="([^"]+\/forgot-password)">/.exec(signInPage.body)?.[1] ?? '';
  const form = await browser.request(new URL(href, signInPage.url).href);
  const answer = await browser.request(formAction(form), { form: { email } });
  return { form, answer };
}

/** The last reset link logged for this email, if any. */
function lastLink(email: string): string | undefined {
  const line = log
    .withField('passwordResetLink')
    .filter((l) => l.passwordResetEmail === email)
    .at(-1);
  return line ? String(line.passwordResetLink) : undefined;
}

const choose = (browser: CookieBrowser, page: Visit, newPassword: string, repeatPassword = newPassword) =>
  browser.request(formAction(page), { form: { newPassword, repeatPassword } });

async function signsIn(email: string, password: string): Promise<boolean> {
  const request = await authorization(idp.config, redirectUri());
  const browser = new CookieBrowser();
  const page = (await browser.walk(request.url, redirectUri())) as Visit;
  return 'arrived' in (await browser.walk(formAction(page), redirectUri(), { form: { email, password } }));
}

describe('forgot password', () => {
  it("asks for the email in the market's language, its field labelled", async () => {
    const { form } = await askForLink('nobody@example.com');
    expect(form.status).toBe(200);
    expect(form.body).toContain('<html lang="de');
    expect(form.body).toContain('<h1>Passwort zurücksetzen</h1>');
    expect(form.body).toContain('<label for="email">');
  });

  it('answers alike whether or not the email has an account; only an account gets a link', async () => {
    const known = 'anna.schneider@example.com';
    const unknown = 'no.account@example.com';
    const forKnown = (await askForLink(known)).answer;
    const forUnknown = (await askForLink(unknown)).answer;
    const uid = (page: Visit) => /\/interaction\/([^/"]+)/.exec(page.body)?.[1] ?? '';
    const comparable = (page: Visit, email: string) =>
      page.body.replaceAll(email, 'EMAIL').replaceAll(uid(page), 'UID');
    expect(forKnown.status).toBe(200);
    expect(forUnknown.status).toBe(forKnown.status);
    expect(comparable(forUnknown, unknown)).toBe(comparable(forKnown, known));
    expect(lastLink(known)).toMatch(new RegExp(`^${idp.origin}/oidc/reset/[A-Za-z0-9_-]{43}$`));
    expect(lastLink(unknown)).toBeUndefined();
  });

  it('refuses what is not an email, tied to the field', async () => {
    const { answer } = await askForLink('not an email');
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('aria-describedby="email-error"');
  });

  it('opens in another browser, keeps the rules, replaces the password and ends every sign-in of the owner', async () => {
    const email = 'eleni.papadopoulou@example.com';
    const before = await signIn(idp.config, redirectUri(), email);
    const sub = before.tokens.claims()?.sub ?? '';
    await askForLink(email);
    const link = lastLink(email) ?? '';
    const elsewhere = new CookieBrowser();
    const page = await elsewhere.request(link);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="de');
    expect(page.body).toContain('id="new-password"');

    const refused = await choose(elsewhere, page, 'kurz1');
    expect(refused.status).toBe(400);
    expect(refused.body).toContain('aria-invalid="true"');

    const done = await choose(elsewhere, page, NEW_PASSWORD);
    expect(done.status).toBe(200);
    expect(done.body).toContain(`href="${redirectUri()}"`);
    await expect(client.fetchUserInfo(idp.config, before.tokens.access_token, sub)).rejects.toThrow();
    await expect(client.refreshTokenGrant(idp.config, before.tokens.refresh_token ?? '')).rejects.toThrow();
    expect(await signsIn(email, NEW_PASSWORD)).toBe(true);
    expect(await signsIn(email, DEMO_PASSWORD)).toBe(false);
  });

  it('works once: a used link says so and offers to ask again; so does an earlier link of the same owner', async () => {
    const email = 'lucas.martin@example.com';
    await askForLink(email);
    const earlier = lastLink(email) ?? '';
    await askForLink(email);
    const link = lastLink(email) ?? '';
    const browser = new CookieBrowser();
    const page = await browser.request(link);
    expect((await choose(browser, page, NEW_PASSWORD)).status).toBe(200);

    const again = await browser.request(link);
    expect(again.status).toBe(410);
    expect(again.body).toContain('role="alert"');
    expect(again.body).toContain(`href="${redirectUri()}"`);
    expect((await choose(browser, page, 'another-password-4')).status).toBe(410);
    expect((await new CookieBrowser().request(earlier)).status).toBe(410);
    expect(await signsIn(email, NEW_PASSWORD)).toBe(true);
  });

  it(`expires after ${linkMinutes} minutes`, async () => {
    const email = 'giulia.rossi@example.com';
    await askForLink(email);
    const link = lastLink(email) ?? '';
    const browser = new CookieBrowser();
    const page = await browser.request(link);
    expect(page.status).toBe(200);
    clock.advance(linkMinutes * 60 + 1);
    expect((await browser.request(link)).status).toBe(410);
    expect((await choose(browser, page, NEW_PASSWORD)).status).toBe(410);
    expect(await signsIn(email, DEMO_PASSWORD)).toBe(true);
  });

  it('knows no made-up link', async () => {
    const page = await new CookieBrowser().request(`${idp.origin}/oidc/reset/${'a'.repeat(43)}`);
    expect(page.status).toBe(410);
  });

  it('pauses the links of one email past its limit, whether or not it has an account', async () => {
    for (const email of ['james.wilson@example.com', 'nobody.here@example.com']) {
      for (let i = 0; i < throttle.accountTries; i += 1) expect((await askForLink(email)).answer.status).toBe(200);
      const links = log.withField('passwordResetLink').length;
      const paused = (await askForLink(email)).answer;
      expect(paused.status).toBe(429);
      expect(paused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(log.withField('passwordResetLink')).toHaveLength(links);
    }
  });

  it('pauses the links asked for from one source address past its limit, for any email', async () => {
    const db = new Database(idp.dbFile);
    try {
      const counted = attemptThrottle({ kind: 'sqlite', db }, 'password-reset', throttle);
      for (let i = 0; i < throttle.addressTries; i += 1) await counted.count(`someone${i}@example.com`, '127.0.0.1');
    } finally {
      db.close();
    }
    const links = log.withField('passwordResetLink').length;
    expect((await askForLink('aino.virtanen@example.com')).answer.status).toBe(429);
    expect(log.withField('passwordResetLink')).toHaveLength(links);
  });
});
