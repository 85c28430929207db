import type { Page } from 'playwright-core';
import { cookieChoice, owner, signInAs, startApp, text, type E2eApp } from './support/app';
import { openSignIn, walkAuthenticatorSetUp, walkIdpPages } from './support/idp-pages';
import { HELP_POPUP_COOKIE } from '../../src/features/help/popup';
import { routeTables } from '../../src/generated/routes';

/*
 * Every route of several markets at 1280 and 375 px: fixed and sticky elements (header, help launcher and pop-up,
 * cookie banner) cover no control, no footer and each other, and at 375 px no page is wider than the screen. One
 * server, one browser and one sign-in for the file: locally every market shares the origin, so the tokens of one
 * sign-in serve them all; in-app navigation within a market, the markets in parallel tabs.
 */

let app: E2eApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const WIDTHS = [1280, 375] as const;
const HEIGHT = 800;

/**
 * Two visitors walk at once, each signed in once, each market after the other in one tab: the first starts with an
 * EU market with the cookie banner open (before the choice) and then declines it; the second declines from the start.
 * Both brands' US English, French, Finnish, Greek and Thai besides German.
 */
const BANNER_MARKET = 'product/de-de';
const FIRST_VISITOR = ['product/en-us', 'lincoln/en-us', 'product/fr-fr'];
const SECOND_VISITOR = ['product/fi-fi', 'product/el-gr', 'product/th-th'];

const languageOf = (marketId: string) => marketId.slice(-5, -3);

/** What an owner can press or type into. */
const CONTROLS =
  'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=checkbox], [role=radio], [role=switch], [role=tab], [role=combobox], [tabindex]:not([tabindex="-1"])';

interface Inspection {
  narrow: boolean;
  controls: string;
}

/**
 * In the page, at its width (one function: evaluate sends it alone). The fixed and sticky elements anchored at an
 * edge (top: the header; bottom: the help launcher, the cookie banner) are compared with every visible control
 * outside them and with the footer; every fixed or sticky element with every other. Content scrolling under a
 * fixed element is no fault while it can be scrolled clear: the top edge is checked at the start of the page, the
 * bottom edge at its end, where the page reserves room for what is fixed there. At 375 px also the page's width;
 * and whether each visible input's placeholder fits in it.
 */
async function inspect({ narrow, controls }: Inspection): Promise<string[]> {
  const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  // Transitions that scrolling starts (the header collapsing) end before boxes are measured; endless ones are not awaited.
  const still = () =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    );
  const describe = (el: Element) => {
    const name = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 40);
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}${name ? ` "${name}"` : ''}`;
  };
  const shown = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const box = (el: Element) => el.getBoundingClientRect();
  const inView = (r: DOMRect) =>
    r.width > 2 && r.height > 2 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
  const overlap = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  const pinnedStyle = (el: Element) => ['fixed', 'sticky'].includes(getComputedStyle(el).position);
  const overlapsAt = (edge: 'top' | 'bottom') => {
    const pinned = [...document.querySelectorAll('body *')].filter((el) => {
      if (!pinnedStyle(el)) return false;
      for (let p = el.parentElement; p; p = p.parentElement) if (pinnedStyle(p)) return false;
      return shown(el) && inView(box(el));
    });
    const found: string[] = [];
    pinned.forEach((a, i) =>
      pinned.slice(i + 1).forEach((b) => {
        if (overlap(box(a), box(b))) found.push(`${describe(a)} overlaps ${describe(b)}`);
      }),
    );
    const footer = document.querySelector('footer');
    const targets = [...document.querySelectorAll(controls)].filter((c) => shown(c) && inView(box(c)));
    for (const p of pinned.filter((el) => (getComputedStyle(el).bottom !== 'auto') === (edge === 'bottom'))) {
      if (footer && !p.contains(footer) && shown(footer) && overlap(box(p), box(footer)))
        found.push(`${describe(p)} covers the footer`);
      for (const c of targets)
        if (!p.contains(c) && !c.contains(p) && overlap(box(p), box(c)))
          found.push(`${describe(p)} covers ${describe(c)}`);
    }
    return found;
  };
  const cutPlaceholders = () => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    return [...document.querySelectorAll<HTMLInputElement>('input[placeholder]')]
      .filter((input) => input.checkVisibility())
      .flatMap((input) => {
        const s = getComputedStyle(input);
        canvas.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
        const room = input.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
        return canvas.measureText(input.placeholder).width > room + 1
          ? [`placeholder "${input.placeholder}" is cut off (${room.toFixed(0)} px of room)`]
          : [];
      });
  };

  window.scrollTo({ top: 0, behavior: 'instant' });
  await frames();
  await still();
  const top = overlapsAt('top');
  const wide =
    narrow && document.documentElement.scrollWidth > innerWidth
      ? [`page is ${document.documentElement.scrollWidth - innerWidth} px wider than the screen`]
      : [];
  const placeholders = cutPlaceholders();
  window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
  await frames();
  await still();
  const bottom = overlapsAt('bottom');
  window.scrollTo({ top: 0, behavior: 'instant' });
  return [...new Set([...top, ...bottom, ...wide, ...placeholders])];
}

/**
 * Waits for the screen: a heading the last screen did not have, no loading indicator in the page, the fonts in
 * (polled every frame). A screen still loading after 5 s is checked as it is.
 */
async function settled(page: Page, sameScreen = false): Promise<void> {
  // The same screen at another address (home shows the dashboard) keeps its heading element.
  if (!sameScreen)
    await page.waitForFunction(
      () => [...document.querySelectorAll('h1')].some((h) => !h.hasAttribute('data-walked')),
      undefined,
      { timeout: 10_000 },
    );
  await page
    .waitForFunction(() => !document.querySelector('main .ui-spinner'), undefined, { timeout: 5000 })
    .catch(() => undefined);
  await page.evaluate(() =>
    document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))),
  );
}

/** Checks the page at one width. */
async function problemsAt(page: Page, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: HEIGHT });
  return page.evaluate(inspect, { narrow: width < 400, controls: CONTROLS });
}

/** The market's routes, each as an address under its root; routes with a parameter get one of the owner's. */
function addresses(marketId: string): { id: string; screen: string; path: string }[] {
  return routeTables[marketId]!.map((r) => ({
    id: r.id,
    screen: r.screen,
    path: r.paths[0]!.replace(':orderNo', 'unknown').replace(':data', 'unknown').replace(/^\*$/, '/no-such-page'),
  }));
}

/** Moves within the app as its own links do (no reload): the router follows the history. */
async function navigate(page: Page, href: string): Promise<void> {
  await page.evaluate((to) => {
    // The screen's heading until now: the next screen is there once a heading without this mark is.
    for (const h of document.querySelectorAll('h1')) h.setAttribute('data-walked', '');
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, href);
}

/** Where things rest is the same without motion; the walk does not wait for the header to slide at every scroll. */
async function prepare(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: HEIGHT });
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

/** The screen is there and so is the cookie banner (where it asks) or else the help launcher, which joins 2 s after the load. */
async function marketReady(page: Page, marketId: string, banner: boolean): Promise<void> {
  await settled(page);
  if (banner) await page.getByRole('region', { name: text(languageOf(marketId), 'consent.title') }).waitFor();
  else await page.getByRole('button', { name: text(languageOf(marketId), 'help.launcher'), exact: true }).waitFor();
}

/** Signs the visitor of the tab in on the market's dashboard, with the help pop-up seen (it has its own test). */
async function signInOn(page: Page, marketId: string, banner: boolean): Promise<void> {
  await prepare(page);
  // The help pop-up comes once a day: seen already here, so each page is checked as it stays.
  await page
    .context()
    .addCookies([
      { name: HELP_POPUP_COOKIE, value: 'seen', domain: 'localhost', path: '/' },
      ...(banner ? [] : [cookieChoice('decline')]),
    ]);
  await page.goto(`${app.base}/${marketId}/account-dashboard`);
  await signInAs(page, owner(marketId));
  await page.waitForURL((url) => url.pathname.startsWith(`/${marketId}`));
  await marketReady(page, marketId, banner);
}

/** Every route of the market in one tab, each at both widths; the problems found. */
async function walk(page: Page, marketId: string, banner: boolean): Promise<string[]> {
  const problems: string[] = [];
  const consent = page.getByRole('region', { name: text(languageOf(marketId), 'consent.title') });
  let screen = '';
  for (const route of addresses(marketId)) {
    const started = Date.now();
    await navigate(page, `/${marketId}${route.path}`);
    try {
      await settled(page, route.screen === screen);
      screen = route.screen;
    } catch {
      problems.push(`${marketId} ${route.id}: no heading in 10 s (${page.url()})`);
      continue;
    }
    // Where the banner asks, it stays open on every route: each is checked with it.
    if (banner && (await consent.count()) !== 1)
      problems.push(`${marketId} ${route.id}: the cookie banner is not open (${page.url()})`);
    for (const width of WIDTHS) {
      for (const p of await problemsAt(page, width)) problems.push(`${marketId} ${route.id} at ${width} px: ${p}`);
    }
    if (process.env.WALK_TIMES) console.log(`${marketId} ${route.id} ${Date.now() - started} ms`);
  }
  return problems;
}

/** The markets one after the other in the tab of a signed-in visitor (a load of the app each, no sign-in). */
async function walkOn(page: Page, marketIds: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const marketId of marketIds) {
    await page.goto(`${app.base}/${marketId}/account-dashboard`);
    await marketReady(page, marketId, false);
    problems.push(...(await walk(page, marketId, false)));
  }
  return problems;
}

it('covers nothing and overflows nowhere on any route of seven markets at 1280 and 375 px', async () => {
  const second = await app.anotherVisitor();
  const [first, other] = [await app.newPage({ consent: 'none' }), await second.newPage()];
  const found = await Promise.all([
    (async () => {
      await signInOn(first, BANNER_MARKET, true);
      const withBanner = await walk(first, BANNER_MARKET, true);
      await first.context().addCookies([cookieChoice('decline')]);
      return [...withBanner, ...(await walkOn(first, FIRST_VISITOR))];
    })(),
    (async () => {
      const [marketId, ...rest] = SECOND_VISITOR as [string, ...string[]];
      await signInOn(other, marketId, false);
      return [...(await walk(other, marketId, false)), ...(await walkOn(other, rest))];
    })(),
  ]);
  await Promise.all([first.close(), second.close()]);
  expect(found.flat()).toEqual([]);
  // About 65 s alone; 150-290 s beside three other browser test files on two cores.
}, 420_000);

it('shows the help pop-up beside nothing and whole, in French at 375 and 1280 px', async () => {
  const page = await app.newPage();
  await page.setViewportSize({ width: 375, height: HEIGHT });
  await page.goto(`${app.base}/product/fr-fr/account-dashboard`);
  await signInAs(page, owner('product/fr-fr'));
  await settled(page);
  const ask = page.getByRole('button', { name: text('fr', 'help.popup.open'), exact: true });
  await ask.waitFor({ timeout: 8000 });
  // Hold it open (a keyboard user inside it keeps it) while it is measured.
  await ask.focus();
  for (const width of WIDTHS) {
    await expect(problemsAt(page, width)).resolves.toEqual([]);
    await expect(
      ask.evaluate((b) => b.scrollWidth <= b.clientWidth && b.getBoundingClientRect().right <= innerWidth),
    ).resolves.toBe(true);
  }
  await page.close();
});

/** A page of the sign-in provider at 375 px: drawn with the family of the language's letters, no wider than the screen. */
async function idpPageProblems(page: Page, marketId: string, name: string): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  const problems: string[] = [];
  // The family that draws the language's letters has arrived (not a fallback the phone may lack).
  const family = languageOf(marketId) === 'th' ? 'Noto Sans Thai' : 'Noto Sans';
  const loaded = await page.evaluate(
    (f) => [...document.fonts].some((face) => face.family.replace(/"/g, '') === f && face.status === 'loaded'),
    family,
  );
  if (!loaded) problems.push(`${marketId} ${name}: ${family} not loaded`);
  const over = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  if (over > 0) problems.push(`${marketId} ${name}: ${over} px wider than the screen`);
  return problems;
}

// German for the longest words of the Latin alphabet, Thai for a script of its own font (the pages' sheet carries
// every script's faces: the Greek pages of the app are walked above).
it('draws every page of the sign-in provider with the app fonts and no wider than a 375 px screen in German and Thai', async () => {
  const problems: string[] = [];
  for (const marketId of ['product/de-de', 'product/th-th']) {
    const page = await app.newPage();
    await page.setViewportSize({ width: 375, height: HEIGHT });
    const authorize = await openSignIn(page, `${app.base}/${marketId}/account-dashboard`);
    await page.getByRole('heading', { level: 1, name: text(languageOf(marketId), 'idp.title') }).waitFor();
    const check = async (name: string) => {
      problems.push(...(await idpPageProblems(page, marketId, name)));
    };
    await check('sign-in page');
    await walkIdpPages(page, marketId, authorize, check);
    await walkAuthenticatorSetUp(page, marketId, check);
    await page.close();
  }
  expect(problems).toEqual([]);
  expect(app.cspViolations).toEqual([]);
}, 120_000);
