/*
 * A page's styles as the start-sheet check sees them (test/e2e/prerender.test.ts): the whole stylesheet's request held
 * back, every element's computed style kept, and the elements whose style changed since.
 */
import type { Page, Route } from 'playwright-core';
import { FULL_STYLESHEET_ATTRIBUTE } from '../../../src/lib/full-stylesheet';

/** The whole stylesheet's requests (the language's app sheet), held back until released. */
export async function holdWholeSheet(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/app-[^/]*\.css$/, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return {
    asked: () => held.length > 0,
    hold: () => {
      holding = true;
    },
    release: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** Every element's computed style, kept in the page; then the elements whose style differs from the one kept. */
export const keepStyles = (page: Page) =>
  page.evaluate(() => {
    const all = [...document.querySelectorAll('body *')];
    (window as unknown as { kept: [Element, string][] }).kept = all.map((e) => {
      const style = getComputedStyle(e);
      return [e, [...style].map((p) => `${p}:${style.getPropertyValue(p)}`).join(';')];
    });
    return all.length;
  });
/**
 * A sub-pixel change of a used size (a line's height as a late font face draws a glyph or two) is not a change of
 * style: lengths within half a pixel are the same.
 */
export const changedStyles = (page: Page) =>
  page.evaluate(() => {
    const lengths = (value: string) => [...value.matchAll(/(-?[\d.]+)px/g)].map((m) => Number(m[1]));
    const same = (a: string | undefined, b: string) => {
      if (a === b) return true;
      if (a === undefined || a.replace(/-?[\d.]+px/g, '') !== b.replace(/-?[\d.]+px/g, '')) return false;
      const [x, y] = [lengths(a), lengths(b)];
      return x.length === y.length && x.every((n, i) => Math.abs(n - (y[i] ?? NaN)) < 0.5);
    };
    return (window as unknown as { kept: [Element, string][] }).kept.flatMap(([e, before]) => {
      if (!e.isConnected) return [];
      const style = getComputedStyle(e);
      const was = new Map(
        before.split(';').map((d) => [d.slice(0, d.indexOf(':')), d.slice(d.indexOf(':') + 1)] as const),
      );
      const changed = [...style]
        .map((p) => [p, style.getPropertyValue(p)] as const)
        .filter(([p, value]) => !same(was.get(p), value))
        .map(([p, value]) => `${p}:${value}`);
      return changed.length === 0 ? [] : [`<${e.tagName.toLowerCase()} class="${e.className}">: ${changed.join('; ')}`];
    });
  });

/** The page has stopped changing: no spinner, and its text the same for a moment. */
export const settled = (page: Page) =>
  page.waitForFunction(
    () => {
      const w = window as unknown as { lastText?: string; quietSince?: number };
      const text = document.body.innerText;
      if (document.querySelector('.ui-spinner') !== null || w.lastText !== text) {
        w.lastText = text;
        w.quietSince = performance.now();
        return false;
      }
      return performance.now() - (w.quietSince ?? 0) > 200;
    },
    undefined,
    { polling: 50, timeout: 15_000 },
  );

/** Resolves once the app has added the whole stylesheet the page's start sheet names, and it is in. */
export const wholeSheetIn = (page: Page) =>
  page.waitForFunction((attribute) => document.querySelector(`[${attribute}]`) === null, FULL_STYLESHEET_ATTRIBUTE);

/** Resolves once the app has asked for the whole stylesheet (it does once the page has settled). */
export const wholeSheetAsked = (page: Page) =>
  page.waitForFunction(
    () => document.querySelector('link[rel="stylesheet"]:not([href*="start-"]):not([href*="faces-"])') !== null,
  );
