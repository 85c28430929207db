import type { Page } from 'playwright-core';
import { owner, signInAs, startApp, text, type E2eApp } from './support/app';
import { axeViolations } from './support/axe';
import { shotAtWidths } from './support/shots';

let app: E2eApp;
let base: string;

beforeAll(async () => {
  app = await startApp();
  base = app.base;
});

afterAll(async () => {
  await app?.close();
});

const newPage = (): Promise<Page> => app.newPage();

it('signs a German owner in, lands on the dashboard, stays signed in over a reload, and signs out', async () => {
  const page = await newPage();
  await page.goto(`${base}/product/de-de/`, { waitUntil: 'commit' });
  await signInAs(page, owner('product/de-de'));
  await page.waitForURL(`${base}/product/de-de/account-dashboard`);
  await page.getByRole('heading', { level: 1, name: text('de', 'screen.dashboard.title') }).waitFor();
  await page.getByText(text('de', 'dashboard.welcome', { firstName: 'Anna' })).waitFor();
  await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('de-de');

  await page.reload();
  await page.getByText(text('de', 'dashboard.welcome', { firstName: 'Anna' })).waitFor();
  expect(page.url()).toBe(`${base}/product/de-de/account-dashboard`);

  await page
    .getByRole('banner')
    .getByRole('button', { name: text('de', 'app.signOut') })
    .click();
  // The market's signed-out page, in its language: sign in again, or go to the brand's website.
  await page.getByRole('heading', { level: 1, name: text('de', 'app.signedOut.title') }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/product/de-de/');
  await page.getByRole('link', { name: text('de', 'app.signedOut.brandSite', { brand: 'Product' }) }).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'signed-out-de');
  await page.getByRole('button', { name: text('de', 'app.signInAgain') }).click();
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.goto(`${base}/product/de-de/account-dashboard`, { waitUntil: 'commit' });
  await page.waitForURL(/\/oidc\/interaction\//);
  await expect(page.getByLabel(text('de', 'idp.email'), { exact: true }).isVisible()).resolves.toBe(true);
  await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('de-de');
  await page.close();
});

it('returns the owner to the page they asked for, once, after signing in', async () => {
  const page = await newPage();
  await page.goto(`${base}/product/de-de/kontoeinstellungen`, { waitUntil: 'commit' });
  await signInAs(page, owner('product/de-de'));
  await page.waitForURL(`${base}/product/de-de/kontoeinstellungen`);
  await page.getByRole('heading', { level: 1, name: text('de', 'screen.account-settings.title') }).waitFor();
  await page.close();
});

it('refuses a wrong password with a message on the sign-in page', async () => {
  const page = await newPage();
  await page.goto(`${base}/product/en-gb/`, { waitUntil: 'commit' });
  await signInAs(page, owner('product/en-gb'), 'wrong-password');
  await expect(page.getByRole('alert').textContent()).resolves.toContain(text('en', 'idp.wrongCredentials'));
  expect(page.url()).toContain('/oidc/interaction/');
  await page.close();
});

it('shows a US owner only the vehicles of the product brand', async () => {
  const page = await newPage();
  await page.goto(`${base}/product/en-us/account-dashboard`, { waitUntil: 'commit' });
  await signInAs(page, owner('product/en-us'));
  await page.waitForURL(`${base}/product/en-us/account-dashboard`);
  const vehicles = page.getByRole('list', { name: text('en', 'dashboard.vehicles') });
  await vehicles.waitFor();
  const items = await vehicles.getByRole('listitem').allTextContents();
  expect(items).toHaveLength(2);
  expect(items.join(' ')).not.toMatch(/Aviator|Grand Marquis/);
  await page.close();
});

it('shows the next owner their own profile when another signs in in the same tab', async () => {
  const page = await newPage();
  await page.goto(`${base}/product/en-us/account-dashboard`, { waitUntil: 'commit' });
  await signInAs(page, owner('product/en-us'));
  await page.getByText(text('en', 'dashboard.welcome', { firstName: 'Michael' })).waitFor();
  // The session ends without a sign-out (tokens gone, and the provider's own sign-in); the profile cached in this
  // tab's sessionStorage must not outlive it.
  await page.evaluate(() => window.localStorage.clear());
  await page.context().clearCookies({ name: /^_session/ });
  await page.goto(`${base}/lincoln/en-us/account-dashboard`, { waitUntil: 'commit' });
  await signInAs(page, owner('lincoln/en-us'));
  await page.getByText(text('en', 'dashboard.welcome', { firstName: 'Olivia' })).waitFor();
  await expect(page.getByText(/Michael/).count()).resolves.toBe(0);
  await page.close();
});

it('shows page not found for an unknown address without asking to sign in, linking to the account', async () => {
  const page = await newPage();
  await page.goto(`${base}/product/no-no/finnes-ikke`);
  await page.getByRole('heading', { level: 1, name: text('no', 'screen.not-found.title') }).waitFor();
  await page.getByRole('link', { name: text('no', 'notFound.home') }).click();
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.close();
});

it('titles a screen still to come by its localised name under the localised path', async () => {
  const page = await newPage();
  await page.goto(`${base}/product/de-de/marketing-optionen`, { waitUntil: 'commit' });
  await signInAs(page, owner('product/de-de'));
  await page.getByRole('heading', { level: 1, name: text('de', 'screen.marketing-options.title') }).waitFor();
  await expect(page.title()).resolves.toContain(text('de', 'screen.marketing-options.title'));
  await page.close();
});

it('runs without any Content-Security-Policy violation', () => {
  expect(app.cspViolations).toEqual([]);
});
