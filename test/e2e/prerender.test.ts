/*
 * The pages are painted before their scripts run (the build prerenders them, scripts/build-prerender.ts), and the app
 * takes each over without redrawing it: on every prerendered route of three markets, the page hydrates with no
 * mismatch (React reports one as an error on the page) and without asking again for the content the page carries; in
 * one of them, the page without its scripts shows its heading.
 */
import type { Page } from 'playwright-core';
import { owner, signInAs, testApp } from './support/app';
import { prerenderedPaths } from '../../src/app/prerender/render-page';
import { markets } from '../../src/generated/markets/local';
import { routeTables } from '../../src/generated/routes';
import { PAGE_ANSWER_ATTRIBUTE } from '../../src/lib/content/page-answers';
import { routePath } from '../../src/lib/market/route-paths';
import { PRERENDERED_ATTRIBUTE } from '../../src/lib/prerendered';

const app = testApp();

const MARKETS = ['product/de-de', 'product/th-th', 'lincoln/en-us'];
// The pages without their scripts in one market (their markup is checked in every market by test/unit/app/prerender).
const WITHOUT_SCRIPTS = 'product/de-de';

const rootOf = (marketId: string) => markets.find((m) => m.id === marketId)!.root.replace(/\/$/, '');

/**
 * The market's prerendered addresses, in full. Not a parameter's placeholder (/order-details/ORDER names no order of
 * the owner's: the data service answers 404 there): that page is the first paint of the owner's own orders, which
 * test/e2e/orders.test.ts opens.
 */
function addresses(marketId: string): string[] {
  return prerenderedPaths(routeTables[marketId] ?? [])
    .filter(({ route }) => !route.paths.some((p) => p.includes(':')))
    .map(({ path }) => `${rootOf(marketId)}${path}`);
}

/** What the page reports as going wrong: errors on its console and errors it did not catch. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  return problems;
}

it(`${WITHOUT_SCRIPTS}: every prerendered page shows its heading before any script`, async () => {
  const list = addresses(WITHOUT_SCRIPTS);
  expect(list.length).toBeGreaterThan(15);
  // No script at all: what the first paint has.
  const bare = await app.newPage();
  await bare.route('**/*.js', (route) => route.abort());
  const withoutHeading: string[] = [];
  for (const address of list) {
    await bare.goto(`${app.base}${address}`);
    // By its element: the page is inert until the app takes it over, so not yet offered to assistive technology.
    if ((await bare.locator('main h1').count()) === 0) withoutHeading.push(address);
  }
  expect(withoutHeading).toEqual([]);
  await bare.close();
});

it.each(MARKETS)(
  '%s: every prerendered page hydrates without a mismatch',
  async (marketId) => {
    const list = addresses(marketId);
    expect(list.length).toBeGreaterThan(15);

    // The app taking each page over, signed in (an owner page of a visitor who is not would go to sign in first).
    const page = await app.newPage();
    const problems = problemsOf(page);
    await page.goto(`${app.base}${rootOf(marketId)}${routePath(routeTables[marketId]!, 'account-dashboard')}`, {
      waitUntil: 'commit',
    });
    await signInAs(page, owner(marketId));
    await page.waitForURL((u) => !u.pathname.startsWith('/oidc/'));
    // Back at the market's root (not a prerendered page: it asks for its content), drawn before the walk starts.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The content the page carries (its texts, its fragments) is not asked for again.
    const requested = new Set<string>();
    page.on('request', (r) => requested.add(r.url()));
    const askedAgain: string[] = [];
    for (const address of list) {
      requested.clear();
      const html = (await (await page.goto(`${app.base}${address}`))?.text()) ?? '';
      await page.locator(`#app:not([${PRERENDERED_ATTRIBUTE}])`).waitFor({ state: 'attached' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const carried = [...html.matchAll(new RegExp(`${PAGE_ANSWER_ATTRIBUTE}="([^"]+)"`, 'g'))].map(
        (m) => new URL((m[1] ?? '').replace(/&amp;/g, '&'), app.base).href,
      );
      expect(carried.length).toBeGreaterThan(0);
      askedAgain.push(...carried.filter((url) => requested.has(url)));
    }
    expect(askedAgain).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  },
  180_000,
);
