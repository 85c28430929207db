/*
 * The pages are painted before their scripts run (the build prerenders them, scripts/build-prerender.ts), and the app
 * takes each over without redrawing it: on every prerendered route of three markets, the page hydrates with no
 * mismatch (React reports one as an error on the page) and without asking again for the content the page carries; in
 * one of them, the page without its scripts shows its heading, styled by its start sheet as the whole one styles it.
 * Their first paint waits for their screen's start sheet only (scripts/build-start-sheets.ts: the app's stylesheet
 * without the features the page does not draw), and the app adds the whole one's rules once the page has settled
 * (src/lib/full-stylesheet.ts): in one market nothing on any page looks different once they are in (a feature's rule
 * that styles another's page would), and a screen the owner goes to next is drawn only with them in.
 */
import type { Page } from 'playwright-core';
import { appDrawn, navigateInApp, owner, signInAs, testApp } from './support/app';
import { changedStyles, holdWholeSheet, keepStyles, settled, wholeSheetAsked, wholeSheetIn } from './support/styles';
import { prerenderedPaths } from '../../src/app/prerender/render-page';
import { markets } from '../../src/generated/markets/local';
import { routeTables } from '../../src/generated/routes';
import { PAGE_ANSWER_ATTRIBUTE } from '../../src/lib/content/page-answers';
import { FULL_STYLESHEET_ATTRIBUTE } from '../../src/lib/full-stylesheet';
import { routePath } from '../../src/lib/market/route-paths';
import { PRERENDERED_ATTRIBUTE } from '../../src/lib/prerendered';

const app = testApp();

const MARKETS = ['product/de-de', 'product/th-th', 'lincoln/en-us'];
// The pages without their scripts in one market (their markup is checked in every market by test/unit/app/prerender).
const WITHOUT_SCRIPTS = 'product/de-de';
// The market whose pages are compared with their start sheet alone and with the whole stylesheet's rules.
const STYLES = 'lincoln/en-us';

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

it(`${WITHOUT_SCRIPTS}: every prerendered page shows its heading before any script, drawn by its start sheet as by the whole one`, async () => {
  const list = addresses(WITHOUT_SCRIPTS);
  expect(list.length).toBeGreaterThan(15);
  // No script at all: what the first paint has.
  const bare = await app.newPage();
  await bare.route('**/*.js', (route) => route.abort());
  // Its spinners and placeholders stand still between two looks at their styles.
  const cdp = await bare.context().newCDPSession(bare);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
  const withoutHeading: string[] = [];
  const restyled: string[] = [];
  for (const address of list) {
    await bare.goto(`${app.base}${address}`);
    // By its element: the page is inert until the app takes it over, so not yet offered to assistive technology.
    if ((await bare.locator('main h1').count()) === 0) withoutHeading.push(address);
    // The app's rules, after the start styles as the app adds them, change nothing the first paint shows (a widget
    // of the prerendered markup whose sheet the start styles lack would change).
    // Once the fonts its letters asked for are in or given up on (the country names ask for other scripts' faces).
    await bare.evaluate(() => document.fonts.ready);
    await keepStyles(bare);
    await bare.evaluate(async (attribute) => {
      const rules = document.querySelector(`[${attribute}]`)?.getAttribute(attribute);
      if (!rules) throw new Error('the page names no rules to add');
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = rules;
      await new Promise((loaded, failed) => {
        link.onload = loaded;
        link.onerror = failed;
        document.head.append(link);
      });
    }, FULL_STYLESHEET_ATTRIBUTE);
    await bare.evaluate(() => document.fonts.ready);
    restyled.push(...(await changedStyles(bare)).map((c) => `${address}: ${c}`));
  }
  expect(withoutHeading).toEqual([]);
  expect(restyled.slice(0, 10)).toEqual([]);
  await cdp.detach();
  await bare.close();
});

it.each(MARKETS)(
  '%s: every prerendered page hydrates without a mismatch',
  async (marketId) => {
    const list = addresses(marketId);
    expect(list.length).toBeGreaterThan(15);

    const page = await signedIn(marketId);
    const problems = problemsOf(page);
    const styles = marketId === STYLES ? await holdWholeSheet(page) : undefined;
    // The content the page carries (its texts, its fragments) is not asked for again.
    const requested = new Set<string>();
    page.on('request', (r) => requested.add(r.url()));
    const askedAgain: string[] = [];
    const restyled: string[] = [];
    for (const address of list) {
      requested.clear();
      // Not post-registration: it sends an owner who has not just registered to marketing options (another screen,
      // which waits for the whole sheet's rules), a page of the walk with the same start sheet.
      const checkStyles =
        styles !== undefined && !address.endsWith(routePath(routeTables[marketId]!, 'eu-post-registration') ?? '\0');
      if (checkStyles) styles?.hold();
      else await styles?.release();
      const html = (await (await page.goto(`${app.base}${address}`))?.text()) ?? '';
      await page.locator(`#app:not([${PRERENDERED_ATTRIBUTE}])`).waitFor({ state: 'attached' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const carried = [...html.matchAll(new RegExp(`${PAGE_ANSWER_ATTRIBUTE}="([^"]+)"`, 'g'))].map(
        (m) => new URL((m[1] ?? '').replace(/&amp;/g, '&'), app.base).href,
      );
      expect(carried.length).toBeGreaterThan(0);
      askedAgain.push(...carried.filter((url) => requested.has(url)));
      if (!checkStyles) continue;
      // What the page draws until the app asks for the whole sheet (once the page has settled) is the start sheet's.
      await settled(page).catch((e: Error) => {
        throw new Error(`${address}: ${e.message}`);
      });
      await wholeSheetAsked(page);
      expect(await keepStyles(page)).toBeGreaterThan(20);
      await styles?.release();
      await wholeSheetIn(page);
      restyled.push(...(await changedStyles(page)).map((c) => `${address}: ${c}`));
    }
    expect(askedAgain).toEqual([]);
    expect(restyled.slice(0, 10)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  },
  240_000,
);

it(`${STYLES}: draws the next screen only once the whole stylesheet's rules are in`, async () => {
  const page = await signedIn(STYLES);
  const routes = routeTables[STYLES]!;
  const sheet = await holdWholeSheet(page);
  await page.goto(`${app.base}${rootOf(STYLES)}${routePath(routes, 'account-settings')}`);
  await appDrawn(page);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Whether the next screen's heading (the first without the mark) was drawn while the page had its start sheet alone.
  await page.evaluate((attribute) => {
    const w = window as unknown as { drawnEarly?: boolean };
    for (const h of document.querySelectorAll('h1')) h.setAttribute('data-walked', '');
    new MutationObserver(() => {
      if (w.drawnEarly === undefined && document.querySelector('main h1:not([data-walked])') !== null)
        w.drawnEarly = document.querySelector(`[${attribute}]`) !== null;
    }).observe(document.body, { childList: true, subtree: true });
  }, FULL_STYLESHEET_ATTRIBUTE);
  await navigateInApp(page, `${rootOf(STYLES)}${routePath(routes, 'order-history')}`);
  await wholeSheetAsked(page);
  expect(sheet.asked()).toBe(true);
  await sheet.release();
  await page.locator('main h1:not([data-walked])').waitFor();
  expect(await page.evaluate(() => (window as unknown as { drawnEarly?: boolean }).drawnEarly)).toBe(false);
  await page.close();
});

/** A page of the market's owner, signed in (an owner page of a visitor who is not would go to sign in first). */
async function signedIn(marketId: string): Promise<Page> {
  const page = await app.newPage();
  // Nothing moves by itself between two looks at its styles.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${app.base}${rootOf(marketId)}${routePath(routeTables[marketId]!, 'account-dashboard')}`, {
    waitUntil: 'commit',
  });
  await signInAs(page, owner(marketId));
  await page.waitForURL((u) => !u.pathname.startsWith('/oidc/'));
  // Back at the market's root (not a prerendered page: it asks for its content), drawn before the walk starts.
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return page;
}
