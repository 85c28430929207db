/*
 * The local OpenID provider's account pages in Chromium at 375 px, as an owner goes through them: forgot password
 * (the reset link read from the service log, opened in the same browser), create an account with its emailed code,
 * and the password change flow. Each page passes axe and is no wider than the screen.
 */
import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { markets } from '../../src/generated/markets/local';
import { site } from '../../src/generated/site';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-owners';
import { authorization, discover, serviceLog, startWithProvider } from '../support/oidc';
import { tempDir } from '../support/server';
import { text } from './support/app';
import { axeViolations } from './support/axe';
import { launchBrowser, type Browser } from './support/browser';
import { shiftsOverBudget, watchLayoutShifts } from './support/layout-shifts';

const DE = markets.find((m) => m.id === 'product/de-de');
const tmp = tempDir();
const log = serviceLog();
let server: FastifyInstance;
let origin: string;
let browser: Browser;
let page: Page;
const problems: string[] = [];
const t = (key: string, values?: Record<string, string>) => text('de', key, values);

beforeAll(async () => {
  ({ server, origin } = await startWithProvider({ dbFile: tmp.dbFile, logStream: log.stream }));
  browser = await launchBrowser();
  const watchShifts = await watchLayoutShifts(browser.context);
  page = await browser.context.newPage();
  watchShifts(page);
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) problems.push(`CSP: ${m.text()}`);
  });
  await page.setViewportSize({ width: 375, height: 800 });
}, 60_000);
afterAll(async () => {
  await browser.close();
  await server.close();
  tmp.remove();
});

/** The German sign-in of the EU app, on the provider's password page. */
async function startSignIn(extra: Record<string, string> = {}): Promise<string> {
  if (!DE) throw new Error('no product/de-de market');
  const redirectUri = `${origin}${DE.root}`;
  const request = await authorization(await discover(origin, DE.clientId), redirectUri, { locale: 'de-de', ...extra });
  await page.goto(request.url);
  return redirectUri;
}

async function check(name: string, heading: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  const over = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  if (over > 0) problems.push(`${name}: ${over} px wider than the screen`);
  problems.push(...(await axeViolations(page)).map((v) => `${name}: ${v}`));
}

const field = (key: string) => page.getByLabel(t(key), { exact: true });
const button = (key: string) => page.getByRole('button', { name: t(key), exact: true });

it('walks forgot password, a reset link, a new account and a password change with no axe violation at 375 px', async () => {
  // Forgot password: the request, the one answer, the link's page (a problem, then done).
  await startSignIn();
  await check('password page', t('idp.title'));
  await page.getByRole('link', { name: t('idp.forgotPassword'), exact: true }).click();
  await check('forgot password', t('idp.forgot.title'));
  await field('idp.email').fill('anna.schneider@example.com');
  await button('idp.forgot.submit').click();
  await page.getByRole('status').waitFor();
  await check('reset link sent', t('idp.forgot.title'));
  const link = log.withField('passwordResetLink').at(-1)?.passwordResetLink;
  await page.goto(String(link));
  await check('reset link', t('idp.passwordChange.title'));
  await field('idp.passwordChange.new').fill('neues-passwort-1');
  await field('idp.passwordChange.repeat').fill('anderes-passwort-2');
  await button('idp.passwordChange.submit').click();
  await page
    .getByRole('alert')
    .filter({ hasText: t('idp.passwordChange.mismatch') })
    .waitFor();
  await check('reset link, passwords differ', t('idp.passwordChange.title'));
  await field('idp.passwordChange.new').fill('neues-passwort-1');
  await field('idp.passwordChange.repeat').fill('neues-passwort-1');
  await button('idp.passwordChange.submit').click();
  await check('password reset', t('idp.reset.doneTitle'));
  await page.reload();
  await check('used reset link', t('idp.forgot.title'));

  // Create an account: the form, the code page, a wrong code, then the right one back to the app.
  const app = await startSignIn();
  await page.getByRole('link', { name: t('idp.createAccount'), exact: true }).click();
  await check('create an account', t('idp.register.title'));
  await field('idp.register.firstName').fill('Nora');
  await field('idp.register.lastName').fill('Neu');
  await field('idp.email').fill('nora.neu@example.com');
  await page.getByLabel(t('idp.password'), { exact: true }).fill('neues-konto-1');
  await button('idp.register.submit').click();
  await check('email code', t('idp.register.codeTitle'));
  const code = String(log.withField('registrationCode').at(-1)?.registrationCode);
  await field('idp.secondFactor.code').fill(code === '000000' ? '111111' : '000000');
  await button('idp.secondFactor.submit').click();
  await page.getByRole('alert').waitFor();
  await check('email code, wrong', t('idp.register.codeTitle'));
  await field('idp.secondFactor.code').fill(code);
  await button('idp.secondFactor.submit').click();
  await page.waitForURL((url) => url.href.startsWith(app) && url.searchParams.get('registered') === 'true');

  // The password change flow: the new password's page.
  await startSignIn({ p: site.signInSecurity.profileEditPolicy, change_flow: 'password', prompt: 'login' });
  await page.getByLabel(t('idp.email'), { exact: true }).fill('lucas.martin@example.com');
  await page.getByLabel(t('idp.password'), { exact: true }).fill(DEMO_PASSWORD);
  await button('idp.submit').click();
  await check('new password', t('idp.passwordChange.title'));

  expect(problems).toEqual([]);
  expect(shiftsOverBudget()).toEqual([]);
});
