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
export const changedStyles = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { kept: [Element, string][] }).kept.flatMap(([e, before]) => {
      if (!e.isConnected) return [];
      const style = getComputedStyle(e);
      const after = [...style].map((p) => `${p}:${style.getPropertyValue(p)}`);
      const was = new Set(before.split(';'));
      const changed = after.filter((d) => !was.has(d));
      return changed.length === 0 ? [] : [`<${e.tagName.toLowerCase()} class="${e.className}">: ${changed.join('; ')}`];
    }),
  );

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
