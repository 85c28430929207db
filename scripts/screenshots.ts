/*
 * npm run screenshots: the provider's sign-in page (and the pages it leads to: forgotten password, a new account)
 * and every screen of both brands and six markets (four more
 * languages, two more alphabets) at 1280 and 375 px, signed in as the market's demo owner, into gallery/ (gitignored)
 * with an index page to look through them side by side.
 * SHOTS_MARKETS=id,id chooses the markets; SHOTS_DIR the folder. Runs on the built app (npm run build first).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { PROJECT_ROOT } from '../generator/pipeline';
import { CHROMIUM_FLAGS, chromiumPath } from './bench/chromium';
import { markets } from '../src/generated/markets/local';
import { routeTables } from '../src/generated/routes';
import { site } from '../src/generated/site';
import type { ResolvedRoute } from '../src/generated/types/routes';
import { consentCookie, consentFor } from '../src/lib/consent/consent-state';
import { listenOnOrigin } from '../src/server/listen-on-origin';
import { DEMO_PASSWORD, demoOwners } from '../src/server/seed/demo-owners';

const MARKETS = (
  process.env.SHOTS_MARKETS ?? 'product/en-us,lincoln/en-us,product/de-de,product/fr-fr,product/el-gr,product/th-th'
).split(',');
const OUT = path.resolve(process.env.SHOTS_DIR ?? path.join(PROJECT_ROOT, 'gallery'));
const WIDTHS = [1280, 375] as const;

interface Shot {
  market: string;
  route: string;
  address: string;
  files: Record<number, string>;
}

/** The address of a route with the owner's own values where it takes parameters; undefined for redirect-only routes. */
function addressOf(route: ResolvedRoute, params: Record<string, string>): string | undefined {
  if (route.signedInRedirect) return undefined;
  const path = route.paths.find((p) => !p.includes(':') && p !== '*') ?? route.paths.find((p) => p !== '*');
  if (path === undefined) return route.screen === 'not-found' ? '/no-such-page' : undefined;
  return path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? 'SAMPLE-1'));
}

/** Signs in through the provider's page, photographed first (`atSignInPage`). */
async function signIn(page: Page, address: string, email: string, atSignInPage: () => Promise<void>): Promise<void> {
  await page.goto(address);
  await page.waitForURL(/\/oidc\/interaction\//);
  await settled(page);
  await atSignInPage();
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.locator('button[type="submit"]:not(.secondary)').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/oidc/') && !u.search.includes('code='));
}

/** The first order the owner's order history links to, as an owner would open it. */
async function ownerParams(
  page: Page,
  root: string,
  routes: readonly ResolvedRoute[],
): Promise<Record<string, string>> {
  if (!routes.some((r) => r.id === 'order-history')) return {};
  await page.goto(`${root}order-history`);
  const link = page.locator('main a[href*="/order-details/"]').first();
  const href = await link.getAttribute('href', { timeout: 5000 }).catch(() => null);
  const orderNo = href ? decodeURIComponent(href.split('/order-details/')[1]?.split(/[?#]/)[0] ?? '') : '';
  return orderNo ? { orderNo } : {};
}

/** Waits until the page is what an owner looks at: its heading, its fonts, no spinner left. */
async function settled(page: Page): Promise<void> {
  await page
    .locator('main h1, h1')
    .first()
    .waitFor({ timeout: 10000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(() => document.fonts.status === 'loaded' && !document.querySelector('.ui-spinner'), undefined, {
      timeout: 10000,
    })
    .catch(() => undefined);
  // The page as it opens: at the top, with the header open (it collapses once the page is scrolled).
  await page.evaluate(() => window.scrollTo({ top: 0 }));
  await page
    .waitForFunction(() => !document.querySelector('.site-header.is-collapsed'), undefined, { timeout: 5000 })
    .catch(() => undefined);
}

function indexPage(shots: Shot[]): string {
  const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const sections = MARKETS.map((market) => {
    const rows = shots
      .filter((s) => s.market === market)
      .map(
        (s) =>
          `<section><h3>${escape(s.route)} <small>${escape(s.address)}</small></h3><div class="pair">${WIDTHS.map(
            (w) =>
              s.files[w]
                ? `<a href="${escape(s.files[w])}"><img src="${escape(s.files[w])}" alt="${escape(`${s.route} at ${w} px`)}" loading="lazy" class="w${w}"></a>`
                : '',
          ).join('')}</div></section>`,
      );
    return `<h2 id="${escape(market)}">${escape(market)}</h2>${rows.join('\n')}`;
  });
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Screens</title><style>
body{font-family:system-ui,sans-serif;margin:1rem 2rem}h3{font-size:1rem}small{color:#666;font-weight:normal}
.pair{display:flex;gap:1rem;align-items:flex-start}.pair img{border:1px solid #ccc;max-height:640px}.w1280{width:640px;object-fit:cover;object-position:top}.w375{width:188px;object-fit:cover;object-position:top}
</style><h1>Screens</h1><p>${MARKETS.map((m) => `<a href="#${escape(m)}">${escape(m)}</a>`).join(' · ')}</p>${sections.join('\n')}</html>\n`;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(PROJECT_ROOT, 'dist', 'index.html')))
    throw new Error('no build in dist/: run npm run build first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shots-data-'));
  const { server, origin: base } = await listenOnOrigin({
    dbFile: path.join(dataDir, 'owner-account.sqlite'),
    distDir: path.join(PROJECT_ROOT, 'dist'),
    logLevel: 'warn',
  });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS, headless: true });
  fs.rmSync(OUT, { recursive: true, force: true });
  const shots: Shot[] = [];
  try {
    for (const marketId of MARKETS) {
      const market = markets.find((m) => m.id === marketId);
      const owner = demoOwners.find((o) => o.marketId === marketId);
      if (!market || !owner)
        throw new Error(`${marketId}: no such market with a demo owner (src/server/seed/demo-owners.ts)`);
      for (const width of WIDTHS) {
        const context = await browser.newContext({
          viewport: { width, height: width === 375 ? 812 : 900 },
          deviceScaleFactor: 1,
        });
        // The cookie choice is made already (declined), as a returning owner's would be: the banner has shots of its own in the tests.
        const [pair] = consentCookie(
          consentFor('decline', new Date(), 'localhost', site.cookieConsent.cookieDays),
          'localhost',
          false,
          site.cookieConsent.cookieDays,
        ).split(';');
        const [name = '', value = ''] = (pair ?? '').split('=');
        await context.addCookies([{ name, value, domain: 'localhost', path: '/' }]);
        const page = await context.newPage();
        const root = `${base}${market.root}`;
        const record = (route: string, address: string, file: string) => {
          const shot = shots.find((s) => s.market === marketId && s.route === route);
          if (shot) shot.files[width] = file;
          else shots.push({ market: marketId, route, address, files: { [width]: file } });
        };
        const photograph = async (name: string) => {
          const file = path.join(marketId.replace('/', '-'), `${width}`, `provider-${name}.png`);
          fs.mkdirSync(path.dirname(path.join(OUT, file)), { recursive: true });
          await page.screenshot({ path: path.join(OUT, file), fullPage: true });
          record(`provider ${name}`, new URL(page.url()).pathname, file);
        };
        await signIn(page, root, owner.email, async () => {
          await photograph('sign-in');
          // The provider's other pages that its sign-in page leads to (forgotten password, a new account), then back.
          const signInPage = page.url();
          const others = await page
            .locator('p.alternative a')
            .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
          for (const href of others) {
            await page.goto(href);
            await settled(page);
            await photograph(new URL(href).pathname.split('/').filter(Boolean).pop() ?? 'page');
          }
          if (others.length > 0) {
            await page.goto(signInPage);
            await settled(page);
          }
        });
        const params = await ownerParams(page, root, routeTables[marketId] ?? []);
        for (const route of routeTables[marketId] ?? []) {
          const relative = addressOf(route, params);
          if (relative === undefined) continue;
          const file = path.join(marketId.replace('/', '-'), `${width}`, `${route.id}.png`);
          fs.mkdirSync(path.dirname(path.join(OUT, file)), { recursive: true });
          await page.goto(`${root}${relative.replace(/^\//, '')}`);
          await settled(page);
          await page.screenshot({ path: path.join(OUT, file), fullPage: true });
          record(route.id, relative, file);
        }
        await context.close();
        console.log(`${marketId} at ${width} px: ${shots.filter((s) => s.market === marketId).length} screens`);
      }
    }
    fs.writeFileSync(path.join(OUT, 'index.html'), indexPage(shots));
    console.log(
      `Wrote ${shots.length * WIDTHS.length} screenshots and ${path.relative(PROJECT_ROOT, path.join(OUT, 'index.html'))}`,
    );
  } finally {
    await browser.close();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`screenshots failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
