import type { Page, Request } from 'playwright-core';
import { afterTime, owner, signInAs, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { shot } from './support/shots';

const app = testApp();

const t = (key: string) => text('de', key);

/** Requests for the market's consent-gated scripts (the local stand-ins). */
function gatedRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r: Request) => {
    if (new URL(r.url()).pathname.startsWith('/local/scripts/')) seen.push(new URL(r.url()).pathname);
  });
  return seen;
}

async function dashboard(
  path: string,
  marketId: string,
  options: { clock?: boolean } = {},
): Promise<{ page: Page; gated: string[] }> {
  const page = await app.newPage({ consent: 'none' });
  // The page's timers on a clock the test moves (Playwright's): what comes after a delay is seen without waiting it out.
  if (options.clock) await page.clock.install();
  const gated = gatedRequests(page);
  await page.goto(`${app.base}${path}`, { waitUntil: 'commit' });
  await signInAs(page, owner(marketId));
  await page.locator('main h1').first().waitFor();
  return { page, gated };
}

it('in Germany: the banner asks after 2.5 s, nothing gated loads before Accept, and the choice holds after a reload', async () => {
  const { page, gated } = await dashboard('/product/de-de/account-dashboard', 'product/de-de');
  const banner = page.getByRole('region', { name: t('consent.title') });
  await banner.waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'consent-banner');
  expect(gated).toEqual([]);
  // The maker's consumer id (spec 002 §7) is asked only once there is consent to send it anywhere.
  const consumerIds: { url: string; id: Promise<string> }[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/owner/api/v2/consumer-id')
      consumerIds.push({ url: r.url(), id: r.json().then((b: { consumer: { id: string } }) => b.consumer.id) });
  });
  await banner.getByRole('button', { name: t('consent.accept') }).click();
  await banner.waitFor({ state: 'detached' });
  await page.waitForFunction(
    () => ((window as unknown as { ownerStandIns?: string[] }).ownerStandIns ?? []).length === 2,
  );
  expect(gated.slice().sort()).toEqual(['/local/scripts/analytics/de/launch-owner.js', '/local/scripts/feedback.js']);
  await expect(
    page.evaluate(() => (window as unknown as { ownerStandIns?: string[] }).ownerStandIns?.slice().sort()),
  ).resolves.toEqual(['analytics', 'feedback']);

  // Analytics events flow once consent is given and the script is there: a page view of the next page.
  await page
    .getByRole('navigation', { name: t('dashboard.hub') })
    .getByRole('link')
    .first()
    .click();
  await page.waitForFunction(() =>
    (window as unknown as { ownerAnalytics?: { events: { directCallName: string }[] } }).ownerAnalytics?.events.some(
      (e) => e.directCallName.endsWith(':page-view'),
    ),
  );
  // The page views name the signed-in owner by the consumer id of the market's country, asked once for the visit.
  const idsSent = () =>
    page.evaluate(() =>
      (
        window as unknown as {
          ownerAnalytics: { events: { directCallName: string; properties: Record<string, string> }[] };
        }
      ).ownerAnalytics.events
        .filter((e) => e.directCallName.endsWith(':page-view'))
        .map((e) => e.properties['user.consumerId']),
    );
  await page.goBack();
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(
    () =>
      (window as unknown as { ownerAnalytics: { events: { directCallName: string }[] } }).ownerAnalytics.events.filter(
        (e) => e.directCallName.endsWith(':page-view'),
      ).length >= 2,
  );
  expect(consumerIds.map((c) => new URL(c.url).search)).toEqual(['?countryCode=DEU']);
  const id = await consumerIds[0]?.id;
  expect(id).toMatch(/^[0-9a-f]{24}$/);
  const sent = await idsSent();
  expect(sent.length).toBeGreaterThanOrEqual(2);
  expect(new Set(sent)).toEqual(new Set([id]));

  gated.length = 0;
  await page.clock.install();
  await page.reload();
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(
    () => ((window as unknown as { ownerStandIns?: string[] }).ownerStandIns ?? []).length === 2,
  );
  expect(gated).toHaveLength(2);
  // Past the banner's 2.5 s at once, on the page's own clock: it does not come.
  await afterTime(page, 3000);
  await expect(banner.count()).resolves.toBe(0);
  expect(app.cspViolations).toEqual([]);
  await page.close();
});

it('on a phone the banner takes under a third of the screen, its two choices side by side and the same size', async () => {
  const { page } = await dashboard('/product/de-de/account-dashboard', 'product/de-de');
  await page.setViewportSize({ width: 375, height: 800 });
  const banner = page.getByRole('region', { name: t('consent.title') });
  await banner.waitFor();
  const height = await banner.evaluate((b) => b.getBoundingClientRect().height);
  expect(height).toBeLessThan(800 / 3);
  const [accept, decline] = await Promise.all(
    [t('consent.accept'), t('consent.decline')].map((name) =>
      banner.getByRole('button', { name }).evaluate((b) => {
        const r = b.getBoundingClientRect();
        return { top: r.top, width: Math.round(r.width), height: Math.round(r.height) };
      }),
    ),
  );
  expect(accept).toEqual(decline);
  await page.close();
});

it('declining loads nothing, holds after a reload, and the footer link asks again', async () => {
  const { page, gated } = await dashboard('/product/de-de/account-dashboard', 'product/de-de');
  const banner = page.getByRole('region', { name: t('consent.title') });
  await banner.getByRole('button', { name: t('consent.decline') }).click();
  await banner.waitFor({ state: 'detached' });
  await page.clock.install();
  await page.reload();
  await page.locator('main h1').first().waitFor();
  await afterTime(page, 3000);
  await expect(banner.count()).resolves.toBe(0);
  expect(gated).toEqual([]);

  await page.getByRole('button', { name: t('consent.settings') }).click();
  await banner.waitFor();
  await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('consent-title');
  await page.close();
});

it('shows no banner outside Europe, nor for a suppressing locale', async () => {
  const us = await dashboard('/product/en-us/account-dashboard', 'product/en-us', { clock: true });
  await afterTime(us.page, 3000);
  await expect(us.page.getByRole('region', { name: text('en', 'consent.title') }).count()).resolves.toBe(0);
  await us.page.close();

  const suppressed = await dashboard('/product/de-de/account-dashboard?locale=de-de', 'product/de-de', { clock: true });
  await afterTime(suppressed.page, 3000);
  await expect(suppressed.page.getByRole('region', { name: t('consent.title') }).count()).resolves.toBe(0);
  expect(suppressed.gated).toEqual([]);
  await suppressed.page.close();
});
