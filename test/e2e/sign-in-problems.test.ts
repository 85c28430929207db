import type { Page, Request } from 'playwright-core';
import { owner, signInAs, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { shotAtWidths } from './support/shots';
import { BACKGROUND_REFUSED } from '../../src/features/session/sagas/session-expired';
import { apiHeaders, endpoints } from '../../src/generated/api';
import { markets } from '../../src/generated/markets/local';
import { TOKENS_KEY } from '../../src/lib/auth/sign-in';
import { demoOwners } from '../../src/server/seed/demo-owners';

/*
 * The app never signs in on its own in a loop, and a sign-in that cannot start says so: a gateway in front of the data
 * service that refuses the provider's tokens (here the page's own network layer, answering 401 for every owner API
 * call that carries a token), a provider whose discovery fails, and the loopback alias that `npm start` prints.
 */

const app = testApp();

const t = (key: string, values: Record<string, string> = {}) => text('en', key, values);
const AUTH_TOKEN = apiHeaders.authToken.toLowerCase();

/** Answers 401 to every owner API call with a token while `refusing()` says so, as a misconfigured gateway would. */
async function refuseTokens(page: Page, refusing: () => boolean): Promise<void> {
  await page.route('**/owner/api/**', async (route) => {
    const token = (await route.request().allHeaders())[AUTH_TOKEN];
    if (!refusing() || token === undefined) return route.continue();
    return route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"token not accepted"}' });
  });
}

/** The sign-ins the page started (authorization requests) and completed (token requests). */
function countSignIns(page: Page) {
  const counts = { started: 0, completed: 0 };
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/oidc/auth')) counts.started += 1;
    if (url.pathname.endsWith('/oidc/token') && request.method() === 'POST') counts.completed += 1;
  });
  return counts;
}

it('starts one sign-in, then says what happened instead of signing in again when the service refuses the token', async () => {
  const page = await app.newPage();
  const counts = countSignIns(page);
  await refuseTokens(page, () => true);
  await page.goto(`${app.base}/product/en-us/account-dashboard`, { waitUntil: 'commit' });
  await signInAs(page, owner('product/en-us'));
  const dialog = page.getByRole('dialog', { name: t('app.tokenRefused.title') });
  await dialog.waitFor();
  await dialog.getByText(t('app.tokenRefused.body')).waitFor();
  expect(counts).toEqual({ started: 1, completed: 1 });
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'sign-in-token-refused');
  // What an owner can do: sign in again, sign out, get help.
  for (const name of [t('app.signInAgain'), t('app.signOut'), t('app.getHelp')])
    await dialog.getByRole('button', { name, exact: true }).waitFor();
  // Get help opens the help panel over the page.
  await dialog.getByRole('button', { name: t('app.getHelp'), exact: true }).click();
  await page.getByRole('dialog', { name: t('help.title') }).waitFor();
  expect(counts).toEqual({ started: 1, completed: 1 });
  await page.close();
});

it('keeps what the owner typed when a save is refused right after signing in, and signs in again only when asked', async () => {
  const page = await app.newPage();
  const counts = countSignIns(page);
  let refusing = false;
  await refuseTokens(page, () => refusing);
  // The page's own terms check (it asks once the page has settled) is held until the owner has closed the message, so
  // it is refused then, whatever the machine's speed: a check the owner did not ask for does not bring the message back.
  let termsCheckAsked = () => undefined as void;
  const termsCheck = new Promise<void>((resolve) => (termsCheckAsked = resolve));
  let releaseTermsCheck = () => undefined as void;
  const termsCheckReleased = new Promise<void>((resolve) => (releaseTermsCheck = resolve));
  await page.route(`**${endpoints.termsConsents.path}*`, async (route) => {
    termsCheckAsked();
    await termsCheckReleased;
    await route.fallback();
  });
  await page.goto(`${app.base}/product/en-us/account-settings`, { waitUntil: 'commit' });
  await signInAs(page, owner('product/en-us'));
  await page.getByRole('button', { name: t('settings.edit.personal') }).click();
  await page.getByLabel(t('field.middleName')).fill('Andrew');
  refusing = true;
  await page.getByRole('button', { name: t('settings.save') }).click();
  const dialog = page.getByRole('dialog', { name: t('app.tokenRefused.title') });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: t('ui.close') }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect(page.getByLabel(t('field.middleName')).inputValue()).resolves.toBe('Andrew');
  expect(counts).toEqual({ started: 1, completed: 1 });

  await termsCheck;
  const checkRefused = page.waitForEvent('console', (message) => message.text().startsWith(BACKGROUND_REFUSED));
  releaseTermsCheck();
  await checkRefused;
  expect(await dialog.count()).toBe(0);

  // The owner's own Sign in again (the gateway mended meanwhile): the provider still knows them, the page comes back.
  await page.getByRole('button', { name: t('settings.save') }).click();
  await dialog.waitFor();
  refusing = false;
  await dialog.getByRole('button', { name: t('app.signInAgain') }).click();
  await page.waitForURL(`${app.base}/product/en-us/account-settings`);
  await page.getByRole('heading', { level: 1, name: t('screen.account-settings.title') }).waitFor();
  expect(counts.started).toBe(2);
  await page.close();
});

it('says so in the market language, with a way to try again, when sign-in cannot start', async () => {
  const page = await app.newPage();
  let discoveryDown = true;
  await page.route('**/oidc/.well-known/openid-configuration', (route) =>
    discoveryDown ? route.abort('connectionrefused') : route.continue(),
  );
  await page.goto(`${app.base}/product/de-de/account-dashboard`);
  await page.getByRole('heading', { level: 1, name: text('de', 'app.signInUnavailable.title') }).waitFor();
  await page.getByText(text('de', 'app.signInUnavailable.body')).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'sign-in-unavailable-de');
  discoveryDown = false;
  await page.getByRole('button', { name: text('de', 'app.signInProblem.retry') }).click();
  await signInAs(page, owner('product/de-de'));
  await page.waitForURL(`${app.base}/product/de-de/account-dashboard`);
  await page.getByRole('heading', { level: 1, name: text('de', 'screen.dashboard.title') }).waitFor();
  await page.close();
});

it('keeps two tabs signed in when their tokens expire at the same moment: one refresh, shared', async () => {
  const first = await app.newPage();
  await first.goto(`${app.base}/product/en-us/account-dashboard`, { waitUntil: 'commit' });
  await signInAs(first, owner('product/en-us'));
  const welcome = t('dashboard.welcome', { firstName: 'Michael' });
  await first.getByText(welcome).waitFor();
  const second = await app.newPage({ sameVisitor: true });
  await second.goto(`${app.base}/product/en-us/account-dashboard`);
  await second.getByText(welcome).waitFor();
  // Both tabs leave the app first, so no page of before can start a refresh of the expired token and be cut off
  // by the reload (the service would answer that one's repeat from its overlap, but it would count twice here).
  for (const page of [first, second]) await page.goto(`${app.base}/robots.txt`);
  const swaps: string[] = [];
  const signIns: string[] = [];
  for (const page of [first, second])
    page.on('request', (request) => {
      if (request.url().includes('/owner/api/v2/token-swap')) swaps.push(request.url());
      if (new URL(request.url()).pathname.endsWith('/oidc/auth')) signIns.push(request.url());
    });
  // The stored access token has expired for both tabs (they share it): each needs a refresh at once.
  await first.evaluate((key) => {
    const tokens = JSON.parse(localStorage.getItem(key) ?? '{}') as { expiresAt: number };
    localStorage.setItem(key, JSON.stringify({ ...tokens, expiresAt: 0 }));
  }, TOKENS_KEY);
  // Nothing kept from before in either tab (the client keeps answers per tab): the pages call the service.
  for (const page of [first, second]) await page.evaluate(() => sessionStorage.clear());
  const dashboard = `${app.base}/product/en-us/account-dashboard`;
  await Promise.all([first.goto(dashboard), second.goto(dashboard)]);
  await Promise.all([first.getByText(welcome).waitFor(), second.getByText(welcome).waitFor()]);
  expect([swaps.length, signIns.length]).toEqual([1, 0]);
  await first.close();
  await second.close();
});

describe('every address npm start prints', () => {
  const roots = [...new Set(demoOwners.map((o) => o.marketId))].map((id) => markets.find((m) => m.id === id)!);

  it.each(roots.map((m) => [m.id, m.root, m.languageRegionCode.slice(0, 2)] as const))(
    '%s opens the sign-in page in its language',
    async (_id, root, language) => {
      const page = await app.newPage();
      await page.goto(`${app.base}${root}`, { waitUntil: 'commit' });
      await page.waitForURL(/\/oidc\/interaction\//);
      await page.getByLabel(text(language, 'idp.email'), { exact: true }).waitFor();
      await page.close();
    },
  );

  it('127.0.0.1 moves to localhost and signs the owner in', async () => {
    const page = await app.newPage();
    const loopback = app.base.replace('//localhost:', '//127.0.0.1:');
    await page.goto(`${loopback}/product/en-us/`, { waitUntil: 'commit' });
    await signInAs(page, owner('product/en-us'));
    await page.waitForURL(`${app.base}/product/en-us/account-dashboard`);
    await page.getByRole('heading', { level: 1, name: t('screen.dashboard.title') }).waitFor();
    await page.close();
  });
});
