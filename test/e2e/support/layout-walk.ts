import type { Page } from 'playwright-core';
import { cookieChoice, navigateInApp, owner, signInAs, text } from './app';
import { HELP_POPUP_COOKIE } from '../../../src/features/help/popup';
import { bundles } from '../../../src/generated/content';
import { routeTables } from '../../../src/generated/routes';

/*
 * The layout walk (layout-walk-*.test.ts): every route of a market at 1280 and 375 px, in one tab of a visitor signed
 * in once (locally every market shares the origin, so the tokens of one sign-in serve them all), by in-app
 * navigation. What is fixed or sticky (header with the help launcher, help pop-up, cookie banner, offline bar) covers no
 * control, no text, no footer and nothing else fixed; at 375 px no page is wider than the screen.
 */

export const WIDTHS = [1280, 375] as const;
export const HEIGHT = 800;

export const languageOf = (marketId: string) => marketId.slice(-5, -3);

/** What an owner can press or type into. */
const CONTROLS =
  'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=checkbox], [role=radio], [role=switch], [role=tab], [role=combobox], [tabindex]:not([tabindex="-1"])';

interface Inspection {
  narrow: boolean;
  controls: string;
}

/**
 * In the page, at its width (one function: evaluate sends it alone). The fixed and sticky elements in view are
 * compared with every visible control and every line of text outside them, with the footer, and with each other.
 * Content may scroll under the header while it can be scrolled clear, so everything pinned is checked with the page
 * at its start (the cookie banner and the help pop-up aside, which are there for a moment); what is anchored at the
 * bottom (the help pop-up, the cookie banner, the offline bar) also with the page at its end, where the page keeps
 * room for it.
 * At 375 px also the page's width, whether each visible input's placeholder fits in it, and whether the breadcrumbs
 * keep to one line.
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
  const clip = (s: string) => s.trim().replace(/\s+/g, ' ').slice(0, 40);
  const describe = (el: Element) => {
    const name = clip(el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '');
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
  /** The lines of text in view outside every pinned element (text hidden for screen readers only is not drawn). */
  const textLines = (pinned: Element[]) => {
    const lines: { owner: Element; text: string; at: DOMRect }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      if (!owner || !node.textContent?.trim() || pinned.some((p) => p.contains(owner))) continue;
      const own = box(owner);
      if (own.width <= 2 || own.height <= 2 || !shown(owner)) continue;
      range.selectNodeContents(node);
      for (const at of range.getClientRects()) if (inView(at)) lines.push({ owner, text: clip(node.textContent), at });
    }
    return lines;
  };
  const overlapsAt = (place: 'start' | 'end') => {
    // A strip that lets the pointer through (the help dock) is the widgets it holds, not its whole width.
    const pinned = [...document.querySelectorAll('body *')]
      .filter((el) => {
        if (!pinnedStyle(el)) return false;
        for (let p = el.parentElement; p; p = p.parentElement) if (pinnedStyle(p)) return false;
        return true;
      })
      .flatMap((el) => (getComputedStyle(el).pointerEvents === 'none' ? [...el.children] : [el]))
      .filter((el) => shown(el) && inView(box(el)));
    const found: string[] = [];
    pinned.forEach((a, i) =>
      pinned.slice(i + 1).forEach((b) => {
        if (overlap(box(a), box(b))) found.push(`${describe(a)} overlaps ${describe(b)}`);
      }),
    );
    const footer = document.querySelector('footer');
    const targets = [...document.querySelectorAll(controls)].filter((c) => shown(c) && inView(box(c)));
    const lines = textLines(pinned);
    const atBottom = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement)
        if (pinnedStyle(e)) return getComputedStyle(e).bottom !== 'auto';
      return false;
    };
    // At its start nothing pinned may cover the page, save two things that are there for a moment: the cookie banner,
    // a choice asked before anything else (first in the tab order, under a third of a phone's screen), and the help
    // pop-up (4 s once a day, spec 002 §9); at its end, what is pinned to the bottom, where the page keeps room for it.
    const passing = (el: Element) => el.closest('.consent-banner, .help-popup') !== null;
    const checked = pinned.filter((el) => (place === 'start' ? !passing(el) : atBottom(el)));
    for (const p of checked) {
      const at = box(p);
      if (footer && !p.contains(footer) && shown(footer) && overlap(at, box(footer)))
        found.push(`${describe(p)} covers the footer`);
      for (const c of targets)
        if (!p.contains(c) && !c.contains(p) && overlap(at, box(c))) found.push(`${describe(p)} covers ${describe(c)}`);
      for (const line of lines)
        if (!line.owner.contains(p) && overlap(at, line.at))
          found.push(`${describe(p)} covers the text "${line.text}"`);
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
  const start = overlapsAt('start').map((p) => `${p} (page at its start)`);
  const wide =
    narrow && document.documentElement.scrollWidth > innerWidth
      ? [`page is ${document.documentElement.scrollWidth - innerWidth} px wider than the screen`]
      : [];
  const placeholders = cutPlaceholders();
  // On a phone the breadcrumbs keep to one line.
  const crumbs = [...document.querySelectorAll('.ui-breadcrumbs:not(.ui-breadcrumbs--expanded) li')].map((li) =>
    li.getBoundingClientRect(),
  );
  // One line: no step starts below where another ends.
  const twoLines =
    crumbs.length > 0 && Math.max(...crumbs.map((r) => r.top)) >= Math.min(...crumbs.map((r) => r.bottom));
  const trail = narrow && twoLines ? ['the breadcrumbs take more than one line'] : [];
  window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
  await frames();
  await still();
  const end = overlapsAt('end').map((p) => `${p} (page at its end)`);
  window.scrollTo({ top: 0, behavior: 'instant' });
  return [...new Set([...start, ...end, ...wide, ...placeholders, ...trail])];
}

/**
 * Waits for the screen: a heading the last screen did not have, no loading indicator in the page, the fonts in
 * (polled every frame). A screen still loading after 5 s is checked as it is.
 */
export async function settled(page: Page, sameScreen = false): Promise<void> {
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

/** Every text key (the English bundle has them all). */
const TEXT_KEYS = Object.keys(bundles.en ?? {});

/**
 * The text keys the page shows as they are, in its text or an accessible name: a text it does not have (a screen's
 * own texts not loaded) shows its key.
 */
export function keysShown(page: Page): Promise<string[]> {
  return page.evaluate((keys) => {
    const attributes = ['aria-label', 'title', 'placeholder', 'alt'];
    const named = [...document.querySelectorAll(attributes.map((a) => `[${a}]`).join(','))].flatMap((el) =>
      attributes.map((a) => el.getAttribute(a) ?? ''),
    );
    const text = [document.body.innerText, ...named].join('\n');
    // A key as a word of its own (not the end of an address such as example.com or a longer key).
    const standalone = (key: string) => new RegExp(`(^|[^\\w.])${key.replace(/\./g, '\\.')}($|[^\\w.])`).test(text);
    return keys.filter((key) => text.includes(key) && standalone(key));
  }, TEXT_KEYS);
}

/** Checks the page at one width. */
export async function problemsAt(page: Page, width: number): Promise<string[]> {
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

/** Where things rest is the same without motion; the walk does not wait for the header to slide at every scroll. */
async function prepare(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: HEIGHT });
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

/** The screen is there and so is the cookie banner (where it asks) or else the header's help launcher. */
async function marketReady(page: Page, marketId: string, banner: boolean): Promise<void> {
  await settled(page);
  if (banner) await page.getByRole('region', { name: text(languageOf(marketId), 'consent.title') }).waitFor();
  else
    await page.getByRole('button', { name: text(languageOf(marketId), 'shell.helpLauncher'), exact: true }).waitFor();
}

/** Signs the visitor of the tab in on the market's dashboard, with the help pop-up seen (it has its own test). */
async function signInOn(page: Page, base: string, marketId: string, banner: boolean): Promise<void> {
  await prepare(page);
  // The help pop-up comes once a day: seen already here, so each page is checked as it stays.
  await page
    .context()
    .addCookies([
      { name: HELP_POPUP_COOKIE, value: 'seen', domain: 'localhost', path: '/' },
      ...(banner ? [] : [cookieChoice('decline')]),
    ]);
  await page.goto(`${base}/${marketId}/account-dashboard`, { waitUntil: 'commit' });
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
    await navigateInApp(page, `/${marketId}${route.path}`);
    try {
      await settled(page, route.screen === screen);
      screen = route.screen;
    } catch {
      problems.push(`${marketId} ${route.id}: no heading in 10 s (${page.url()})`);
      continue;
    }
    for (const key of await keysShown(page)) problems.push(`${marketId} ${route.id}: shows the text key ${key}`);
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

/**
 * Signs a visitor in on the first market and walks it, then the others, each after a load of the app (no sign-in).
 * banner: the first market is walked with the cookie banner open (before the visitor's choice), which is then
 * declined; otherwise it is declined from the start.
 */
export async function walkMarkets(page: Page, base: string, marketIds: string[], banner = false): Promise<string[]> {
  const [first, ...rest] = marketIds as [string, ...string[]];
  await signInOn(page, base, first, banner);
  const problems = await walk(page, first, banner);
  if (banner) await page.context().addCookies([cookieChoice('decline')]);
  for (const marketId of rest) {
    await page.goto(`${base}/${marketId}/account-dashboard`);
    await marketReady(page, marketId, false);
    problems.push(...(await walk(page, marketId, false)));
  }
  return problems;
}
