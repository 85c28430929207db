import type { Page } from 'playwright-core';
import { owner, signInAs, testApp } from './support/app';
import { CACHE_STORAGE_PREFIX } from '../../src/api/cache';
import { routeTables } from '../../src/generated/routes';

/*
 * One failure, one message: with the data service failing every read, each route of a market says so once, not in a
 * banner and a panel and a line under a form at the same time.
 */

const app = testApp();

const MARKET = 'product/en-us';

/** What the page says: live regions and error panels in view, with text, none inside another. */
function messages(): string[] {
  const found = [
    ...document.querySelectorAll('main [role="alert"], main [role="status"], main .panel-error, .notification-area *'),
  ].filter((el) => el.checkVisibility() && (el as HTMLElement).innerText.trim() !== '');
  return found
    .filter((el) => !found.some((other) => other !== el && other.contains(el)))
    .map((el) => (el as HTMLElement).innerText.trim().replace(/\s+/g, ' ').slice(0, 80));
}

async function failingReads(page: Page): Promise<void> {
  // Every load starts without the answers kept from before, so each page asks the service.
  await page.addInitScript((prefix) => {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(prefix)) sessionStorage.removeItem(key);
  }, CACHE_STORAGE_PREFIX);
  await page.route('**/owner/api/**', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 503, json: {} }) : route.continue(),
  );
}

/** A page of the signed-in owner whose reads fail from now on. */
async function signedInFailingReads(): Promise<Page> {
  const page = await app.newPage();
  await page.goto(`${app.base}/${MARKET}/account-dashboard`, { waitUntil: 'commit' });
  await signInAs(page, owner(MARKET));
  await page.locator('main h1').first().waitFor();
  await failingReads(page);
  return page;
}

/** The layout shift of the page's load so far (what Lighthouse counts as CLS before any input). */
const shiftSoFar = () =>
  new Promise<number>((resolve) => {
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      resolve(list.getEntries().reduce((sum, e) => sum + (e as PerformanceEntry & { value: number }).value, 0));
    }).observe({ type: 'layout-shift', buffered: true });
    // No entry at all: the observer is never called.
    setTimeout(() => resolve(0), 500);
  });

it('draws a failure to read on the dashboard once, moving nothing under it', async () => {
  // The shell's shortcuts hydrate after the screen: asking for the profile again once the screen's request had
  // failed took the failure off the page and put it back, the hub under it moving twice (CLS 0.14).
  const page = await signedInFailingReads();
  const moved: number[] = [];
  for (let load = 0; load < 3; load++) {
    await page.goto(`${app.base}/${MARKET}/account-dashboard`);
    await page.getByRole('navigation', { name: 'Manage your account' }).waitFor();
    expect(await page.locator('main').getByRole('alert').innerText()).toMatch(/could not be loaded/);
    await page.waitForLoadState('networkidle');
    moved.push(await page.evaluate(shiftSoFar));
  }
  expect(moved.filter((cls) => cls > 0.001)).toEqual([]);
  await page.close();
}, 60_000);

it('says a failure to read once on every route, and stops loading', async () => {
  const page = await signedInFailingReads();
  const twice: string[] = [];
  for (const route of routeTables[MARKET]!.filter((r) => !r.signedInRedirect && !r.paths[0]!.includes(':'))) {
    await page.goto(`${app.base}/${MARKET}${route.paths[0] === '*' ? '/no-such-page' : route.paths[0]}`);
    await page.locator('main h1').first().waitFor();
    const spinning = await page
      .waitForFunction(() => !document.querySelector('main .ui-spinner'), undefined, { timeout: 10_000 })
      .then(() => false)
      .catch(() => true);
    const said = await page.evaluate(messages);
    // A failed read ends the loading: the page says so rather than waiting for ever.
    if (spinning) twice.push(`${route.id}: still loading after 10 s`);
    if (said.length > 1) twice.push(`${route.id}: ${said.join(' | ')}`);
  }
  expect(twice).toEqual([]);
  await page.close();
}, 180_000);
