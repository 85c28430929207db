/*
 * A first visit of a signed-in owner, as a new tab has it: the tokens stay (localStorage), but the app's cached
 * answers of earlier visits (sessionStorage) are gone, so the page asks the data service as an owner's new tab does.
 */
import type { Page } from 'puppeteer-core';
import { CACHE_STORAGE_PREFIX } from '../../src/api/cache';

export async function forgetCachedAnswers(page: Page): Promise<void> {
  // A blank tab or another origin has no storage of the app's to forget.
  if (!page.url().startsWith('http')) return;
  await page.evaluate((prefix) => {
    for (const key of Object.keys(window.sessionStorage))
      if (key.startsWith(prefix)) window.sessionStorage.removeItem(key);
  }, CACHE_STORAGE_PREFIX);
}
