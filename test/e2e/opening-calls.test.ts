/*
 * A signed-in owner's page sends its opening calls from its first script, while the app's scripts are still on their
 * way (src/api/opening-answers.ts), and the app takes those answers instead of asking again.
 */
import type { Page, Request } from 'playwright-core';
import { garageCards, owner, signInAs, testApp } from './support/app';
import { CACHE_STORAGE_PREFIX } from '../../src/api/cache';

const app = testApp();
const DASHBOARD = '/product/en-us/account-dashboard';
const isProfileCall = (r: Request) => new URL(r.url()).pathname === '/owner/api/v3/profile';
const isAppScript = (url: URL) => url.pathname.startsWith('/assets/') && !/\/opening-calls-\w+\.js$/.test(url.pathname);

/** Forgets the answers the response cache keeps, as a new visit in another tab would start. */
async function forgetCachedAnswers(page: Page): Promise<void> {
  await page.evaluate((prefix) => {
    for (const key of Object.keys(window.sessionStorage))
      if (key.startsWith(prefix)) window.sessionStorage.removeItem(key);
  }, CACHE_STORAGE_PREFIX);
}

it("the dashboard's profile is asked for before the app's scripts are in, once, and the page shows the owner's vehicles", async () => {
  const page = await app.newPage();
  await page.goto(`${app.base}${DASHBOARD}`, { waitUntil: 'commit' });
  await signInAs(page, owner('product/en-us'));
  await garageCards(page).first().waitFor();
  await forgetCachedAnswers(page);

  // The app's scripts are held until the profile has been asked for: only the page's first script can ask for it then.
  const order: string[] = [];
  let profileAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => {
    profileAsked = resolve;
  });
  const profileCalls: Request[] = [];
  page.on('request', (r) => {
    if (!isProfileCall(r)) return;
    profileCalls.push(r);
    order.push('profile asked');
    profileAsked();
  });
  await page.route(isAppScript, async (route) => {
    // Bounded, so that a page that never asks fails below instead of hanging.
    let bound: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([asked, new Promise((resolve) => (bound = setTimeout(resolve, 10_000)))]);
    clearTimeout(bound);
    order.push('scripts let through');
    await route.continue();
  });
  await page.goto(`${app.base}${DASHBOARD}`);
  await garageCards(page).first().waitFor();
  expect(order[0]).toBe('profile asked');
  expect(profileCalls).toHaveLength(1);
  expect(await profileCalls[0]!.headerValue('auth-token')).toBeTruthy();
  await page.close();
});

it('sends nothing early for a visitor who is not signed in', async () => {
  const page = await app.newPage();
  const profileCalls: Request[] = [];
  page.on('request', (r) => {
    if (isProfileCall(r)) profileCalls.push(r);
  });
  await page.goto(`${app.base}${DASHBOARD}`, { waitUntil: 'commit' });
  // Sent on to sign in, without any call of the owner's.
  await page.waitForURL((u) => u.pathname.startsWith('/oidc/'));
  expect(profileCalls).toEqual([]);
  await page.close();
});
