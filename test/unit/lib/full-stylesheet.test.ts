/** @jest-environment jsdom */
import { FULL_STYLESHEET_ATTRIBUTE, START_SCREEN_ATTRIBUTE } from '../../../src/lib/full-stylesheet';

type FullStylesheet = typeof import('../../../src/lib/full-stylesheet');

/** A fresh copy of the module for each page (it remembers the sheet under way). */
function page(withStart: boolean) {
  // As the page carries them (src/server/web/start-styles.ts): the start rules, then the faces naming the whole rules.
  document.head.innerHTML = withStart
    ? `<style id="rules">.a{}</style><style id="faces" ${START_SCREEN_ATTRIBUTE}="account-settings" ${FULL_STYLESHEET_ATTRIBUTE}="/assets/app-en.css">@font-face{}</style>`
    : '<link rel="stylesheet" href="/assets/app.css">';
  let module: FullStylesheet | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<FullStylesheet>('../../../src/lib/full-stylesheet');
  });
  return module as FullStylesheet;
}
/** The page's styles in order: a style element by its id, a linked sheet by its address. */
const sheets = () =>
  [...document.querySelectorAll('style, link[rel="stylesheet"]')].map((e) => e.getAttribute('href') ?? `#${e.id}`);

it('adds the whole sheet after the start styles once, and resolves when it is in', async () => {
  const { loadFullStylesheet } = page(true);
  const first = loadFullStylesheet();
  expect(loadFullStylesheet()).toBe(first);
  expect(sheets()).toEqual(['#rules', '#faces', '/assets/app-en.css']);
  let done = false;
  void first.then(() => {
    done = true;
  });
  await Promise.resolve();
  expect(done).toBe(false);
  document.querySelector('link')?.dispatchEvent(new Event('load'));
  await first;
  expect(sheets()).toEqual(['#rules', '#faces', '/assets/app-en.css']);
});

it('asks again for a whole sheet that failed to load, and goes on meanwhile', async () => {
  const { loadFullStylesheet } = page(true);
  const failed = loadFullStylesheet();
  document.querySelector('link')?.dispatchEvent(new Event('error'));
  await failed;
  expect(sheets()).toEqual(['#rules', '#faces']);
  void loadFullStylesheet();
  expect(sheets()).toEqual(['#rules', '#faces', '/assets/app-en.css']);
});

it("needs nothing where the page links the whole sheet, nor for the start sheet's own screen", async () => {
  const whole = page(false);
  await whole.loadFullStylesheet();
  expect(sheets()).toEqual(['/assets/app.css']);
  expect(whole.startSheetStyles('order-history')).toBe(true);
  const start = page(true);
  expect(start.startSheetStyles('account-settings')).toBe(true);
  expect(start.startSheetStyles('order-history')).toBe(false);
});
