import type { Page } from 'playwright-core';
import { owner, signInAs, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { openSignIn } from './support/idp-pages';
import { shotAtWidths } from './support/shots';
import { brands } from '../../src/generated/site';

const app = testApp();

const en = (key: string, values: Record<string, string> = {}) => text('en', key, values);
const displayName = (id: string) => brands.find((b) => b.id === id)!.displayName;

/** Whether each picture is drawn: laid out at a size, with shapes in it. */
const drawn = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((pictures) =>
      pictures.map((p) => p.getBoundingClientRect().width > 0 && p.querySelectorAll('path, circle').length > 0),
    );

for (const [brand, marketId] of [
  ['product', 'product/en-us'],
  ['lincoln', 'lincoln/en-us'],
] as const) {
  it(`${brand}: the sign-in page, the header and the footer carry the ${brand} wordmark and name`, async () => {
    const page = await app.newPage();
    await page.goto(`${app.base}/${marketId}/account-dashboard`, { waitUntil: 'commit' });
    await page.waitForURL(/\/oidc\/interaction\//);
    await page
      .getByRole('banner')
      .getByRole('img', { name: displayName(brand), exact: true })
      .waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await shotAtWidths(page, `brand-${brand}-sign-in`);

    await signInAs(page, owner(marketId));
    await page.getByRole('heading', { level: 1, name: en('screen.dashboard.title') }).waitFor();
    // The header's home link is named by the brand; the wordmark shows it.
    const home = page.getByRole('banner').getByRole('link', { name: en('shell.logo', { brand: displayName(brand) }) });
    await expect(home.locator('svg.brand-wordmark').isVisible()).resolves.toBe(true);
    await page
      .getByRole('contentinfo')
      .getByRole('img', { name: displayName(brand), exact: true })
      .waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await shotAtWidths(page, `brand-${brand}-dashboard`);
    await page.close();
  });
}

it('shows each vehicle of the garage with a picture of its body style, drawn with no request of its own', async () => {
  const page = await app.newPage();
  // The pictures come in the dashboard's script, drawn in the page: a request for one after the vehicles arrive would
  // be a round trip more before the cards are whole.
  const pictureRequests: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image' && !r.url().includes('favicon')) pictureRequests.push(r.url());
  });
  await page.goto(`${app.base}/product/en-us/account-dashboard`, { waitUntil: 'commit' });
  await signInAs(page, owner('product/en-us'));
  const vehicles = page.getByRole('list', { name: en('dashboard.vehicles') }).getByRole('listitem');
  await vehicles.filter({ hasText: 'Work truck' }).locator('svg[data-body-style="pickup"]').waitFor();
  await vehicles.filter({ hasText: '2019 Escape' }).locator('svg[data-body-style="crossover"]').waitFor();
  // The model's name is next to it: the picture is not read out again.
  await expect(vehicles.first().locator('svg.vehicle-picture').getAttribute('aria-hidden')).resolves.toBe('true');
  await expect(drawn(page, 'svg.vehicle-picture')).resolves.toEqual([true, true]);
  // As wide as the card lets it be, at the drawing's proportions (its place was kept before it was drawn).
  const box = await vehicles.first().locator('svg.vehicle-picture').boundingBox();
  expect(box!.height / box!.width).toBeCloseTo(144 / 320, 2);
  expect(pictureRequests).toEqual([]);
  await page.close();
});

it("shows the ordered vehicle's picture on each order card and on the order's status", async () => {
  const page = await app.signedInAt(`/lincoln/en-us/vehicle-order-tracking`, owner('lincoln/en-us'));
  const order = page.getByRole('article').filter({ hasText: 'VO-US-L-6101' });
  await order.locator('svg[data-body-style="suv"]').waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'brand-lincoln-vehicle-orders');
  await order.getByRole('link', { name: new RegExp(en('tracking.order.viewStatus')) }).click();
  await page
    .getByRole('heading', { level: 2, name: en('vehicle.model', { year: '2027', model: 'Nautilus' }) })
    .waitFor();
  await page.locator('.tracking-status svg[data-body-style="suv"]').waitFor();
  await expect(drawn(page, '.tracking-status svg.vehicle-picture')).resolves.toEqual([true]);
  await shotAtWidths(page, 'brand-lincoln-order-status');
  await page.close();
});

/** The font files the page asks for from now on, by path. */
function fontRequests(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.woff2')) fonts.push(new URL(r.url()).pathname);
  });
  return fonts;
}

/**
 * An owner's name with letters Hungarian texts have (ő, ű) is drawn with Hungarian's cut of Latin Extended, and the
 * page asked for Hungarian's cuts alone (`fonts`: fontRequests since the page was opened), never a whole face.
 */
async function drawsWithHungarianCuts(page: Page, fonts: string[], weight: 400 | 700): Promise<void> {
  const ranges = await page.evaluate(
    async (font) => (await document.fonts.load(font, 'Ődön Szűcs-Kőszegi')).map((f) => f.unicodeRange),
    `${weight} 16px "Noto Sans"`,
  );
  expect(ranges.some((r) => /U\+150-151\b/.test(r) && /U\+171\b/.test(r))).toBe(true);
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.some((f) => f.includes(`/noto-sans-latin-ext-${weight}-normal-hu-`))).toBe(true);
  expect(fonts.filter((f) => !/-hu-[0-9a-f]{10}\.woff2$/.test(f))).toEqual([]);
}

it("a Hungarian page draws ő and ű with Hungarian's cut of Latin Extended, never the whole 56 KB face", async () => {
  const page = await app.newPage();
  const fonts = fontRequests(page);
  await page.goto(`${app.base}/product/hu-hu/no-such-page`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await drawsWithHungarianCuts(page, fonts, 700);
  await page.close();
});

it("the sign-in page of a Hungarian owner asks for Hungarian's cuts of the faces alone, as the app's pages do", async () => {
  const page = await app.newPage();
  await openSignIn(page, `${app.base}/product/hu-hu/account-dashboard`);
  // The page as a first visit has it: the app's page before it had the same files in the browser's cache.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const fonts = fontRequests(page);
  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await drawsWithHungarianCuts(page, fonts, 400);
  await cdp.detach();
  await page.close();
});

it("a German page draws its Latin letters with German's cut of the face, and asks for the whole face only for a letter the cut lacks", async () => {
  const page = await app.newPage();
  const fonts = fontRequests(page);
  await page.goto(`${app.base}/product/de-de/no-such-page`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.evaluate(() => document.fonts.ready);
  const drawnWith = await page.evaluate(() =>
    [...document.fonts]
      .filter((f) => f.family.replace(/["']/g, '') === 'Noto Sans' && f.status === 'loaded')
      .map((f) => f.unicodeRange),
  );
  // Regular and bold, each German's cut (ß and ü in it, not the whole Latin block).
  expect(drawnWith).toHaveLength(2);
  for (const range of drawnWith) {
    expect(range).toMatch(/U\+DF\b/);
    expect(range).not.toContain('U+0-FF');
  }
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((f) => !/-de-[0-9a-f]{10}\.woff2$/.test(f))).toEqual([]);
  // A name with a letter no German text has (an owner called Muñoz): the whole face comes for it.
  await page.evaluate(() => document.fonts.load('16px "Noto Sans"', 'ñ'));
  expect(fonts.some((f) => /\/noto-sans-latin-400-normal-[0-9a-f]{10}\.woff2$/.test(f))).toBe(true);
  await page.close();
});
