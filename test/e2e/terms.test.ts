import type { Page } from 'playwright-core';
import { owner, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { overflowOnPhone, shotAtWidths } from './support/shots';
import { CACHE_STORAGE_PREFIX } from '../../src/api/cache';
import { site } from '../../src/generated/site';

const app = testApp();

const t = (key: string, values: Record<string, string> = {}) => text('en-us', key, values);
const DANIEL = 'daniel.moore@example.com';
const terms = site.terms.documents.find((d) => d.id === 'termsOfUse')!;
const dialog = (page: Page) => page.getByRole('dialog', { name: t('terms.dialog.title') });

/** Where the focus is: inside the dialog or not. */
const focusInDialog = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('[role="dialog"], dialog') !== null);

/** Every load asks the service for the acceptances (none kept from before), so the test can wait for the answer. */
async function uncached(page: Page): Promise<void> {
  await page.addInitScript((prefix) => {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(prefix)) sessionStorage.removeItem(key);
  }, CACHE_STORAGE_PREFIX);
}

it('Daniel is asked once for the new terms of use, in a dialog that keeps the focus; put off, he accepts on the terms page', async () => {
  const page = await app.openSignedIn('/product/en-us/account-dashboard', DANIEL, t('screen.dashboard.title'));
  await uncached(page);
  // Once the page has settled, the dialog asks, naming what changed; the focus is in it and Tab keeps it there.
  await dialog(page).waitFor();
  await dialog(page)
    .getByRole('heading', { name: t('terms.doc.termsOfUse.title') })
    .waitFor();
  await dialog(page).getByText(t('terms.doc.termsOfUse.changes')).waitFor();
  await expect(
    dialog(page)
      .getByRole('heading', { name: t('terms.doc.privacyNotice.title') })
      .count(),
  ).resolves.toBe(0);
  await expect(focusInDialog(page)).resolves.toBe(true);
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    await expect(focusInDialog(page)).resolves.toBe(true);
  }
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'terms-dialog');

  // Not now: not asked again in this visit, even after a reload.
  await dialog(page)
    .getByRole('button', { name: t('terms.dialog.later') })
    .click();
  await dialog(page).waitFor({ state: 'hidden' });
  const asked = page.waitForResponse((r) => r.url().endsWith('/owner/api/v2/terms-consents') && r.ok());
  await page.reload();
  await asked;
  await page.getByRole('heading', { level: 1, name: t('screen.dashboard.title') }).waitFor();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await expect(dialog(page).count()).resolves.toBe(0);

  // The terms page: not accepted yet, the earlier version he accepted, and the acceptance stored with its day.
  await page
    .getByRole('navigation', { name: t('dashboard.hub') })
    .getByRole('link', { name: t('screen.terms-and-consents.title') })
    .click();
  await page.getByRole('heading', { level: 1, name: t('screen.terms-and-consents.title') }).waitFor();
  const panel = page.getByRole('region', { name: t('terms.doc.termsOfUse.title') });
  await panel.getByText(t('terms.notAccepted')).waitFor();
  await panel.getByText(t('terms.earlierItem', { version: '2025.03', date: 'March 10, 2025' })).waitFor();
  await expect(
    panel
      .getByRole('link', { name: t('terms.readOf', { document: t('terms.doc.termsOfUse.title') }) })
      .getAttribute('href'),
  ).resolves.toBe(terms.href);
  await expect(axeViolations(page)).resolves.toEqual([]);
  await expect(overflowOnPhone(page)).resolves.toBe(0);
  await panel.getByRole('button', { name: t('terms.acceptOf', { document: t('terms.doc.termsOfUse.title') }) }).click();
  await page
    .getByRole('status')
    .filter({ hasText: t('terms.accepted') })
    .waitFor();
  await panel.getByText(/^You accepted this version on /).waitFor();
  await shotAtWidths(page, 'terms-page');
  await page.close();
});

it("an owner who accepted everything is never asked; one shown an earlier version's acceptance accepts in the dialog", async () => {
  const page = await app.openSignedIn(
    '/product/en-us/account-dashboard',
    owner('product/en-us'),
    t('screen.dashboard.title'),
  );
  await page.getByRole('link', { name: t('screen.terms-and-consents.title') }).click();
  const panel = page.getByRole('region', { name: t('terms.doc.termsOfUse.title') });
  await panel.getByText(/^You accepted this version on /).waitFor();
  await expect(dialog(page).count()).resolves.toBe(0);

  // The service's list as it would be had a new version come out since: the dialog asks, and Accept stores it.
  await uncached(page);
  await page.route('**/owner/api/v2/terms-consents', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const { consents } = (await response.json()) as { consents: { documentId: string }[] };
    await route.fulfill({ response, json: { consents: consents.filter((c) => c.documentId !== 'termsOfUse') } });
  });
  await page.reload();
  await dialog(page).waitFor();
  await page.unroute('**/owner/api/v2/terms-consents');
  await dialog(page)
    .getByRole('button', { name: t('terms.accept'), exact: true })
    .click();
  await dialog(page).waitFor({ state: 'hidden' });
  await page.getByText(t('terms.accepted')).first().waitFor();
  await page.close();
});
