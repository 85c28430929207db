/** @jest-environment jsdom */
import { FULL_STYLESHEET_ATTRIBUTE, START_SCREEN_ATTRIBUTE } from '../../../src/lib/full-stylesheet';

type FullStylesheet = typeof import('../../../src/lib/full-stylesheet');

/** A fresh copy of the module for each page (it remembers the sheet under way). */
function page(withStart: boolean) {
  document.head.innerHTML = withStart
    ? `<link rel="stylesheet" href="/assets/start-a.css" ${START_SCREEN_ATTRIBUTE}="account-settings" ${FULL_STYLESHEET_ATTRIBUTE}="/assets/app-en.css">`
    : '<link rel="stylesheet" href="/assets/app.css">';
  let module: FullStylesheet | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<FullStylesheet>('../../../src/lib/full-stylesheet');
  });
  return module as FullStylesheet;
}
const sheets = () => [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'));

it('adds the whole sheet after the start sheet once, and resolves when it is in', async () => {
  const { loadFullStylesheet } = page(true);
  const first = loadFullStylesheet();
  expect(loadFullStylesheet()).toBe(first);
  expect(sheets()).toEqual(['/assets/start-a.css', '/assets/app-en.css']);
  let done = false;
  void first.then(() => {
    done = true;
  });
  await Promise.resolve();
  expect(done).toBe(false);
  document.querySelectorAll('link')[1]?.dispatchEvent(new Event('load'));
  await first;
  expect(sheets()).toEqual(['/assets/start-a.css', '/assets/app-en.css']);
});

it('asks again for a whole sheet that failed to load, and goes on meanwhile', async () => {
  const { loadFullStylesheet } = page(true);
  const failed = loadFullStylesheet();
  document.querySelectorAll('link')[1]?.dispatchEvent(new Event('error'));
  await failed;
  expect(sheets()).toEqual(['/assets/start-a.css']);
  void loadFullStylesheet();
  expect(sheets()).toEqual(['/assets/start-a.css', '/assets/app-en.css']);
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
