import type { Page } from 'playwright-core';
import { owner, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { shot } from './support/shots';
import { fragments } from '../../src/generated/content';

const app = testApp();

interface Texts {
  heading: string;
  editButton: string;
  saveButton: string;
  cancelButton: string;
  selectAll: string;
  deselectAll: string;
  yes: string;
  no: string;
  options: { optionName: string }[];
}
const de = fragments['account-settings-forms']?.de as unknown as Texts;
const banner = fragments['notification-banner']?.de as unknown as { successText: string; failureText: string };
const PATH = '/product/de-de/marketing-optionen';

function openSignedIn(path = PATH, fresh = false): Promise<Page> {
  return app.openSignedIn(path, owner('product/de-de'), de.heading, { fresh });
}

const option = (page: Page, name: string) => page.getByRole('group', { name });
const summary = (page: Page, name: string) =>
  page.getByRole('term').filter({ hasText: name }).locator('xpath=following-sibling::dd');

it('a German owner selects all, saves, reloads and sees the saved values', async () => {
  const page = await openSignedIn();
  await page.getByRole('button', { name: de.editButton }).click();
  await page.getByRole('button', { name: de.selectAll }).click();
  for (const o of de.options)
    await expect(option(page, o.optionName).getByRole('radio', { name: de.yes }).isChecked()).resolves.toBe(true);
  await page.getByRole('button', { name: de.deselectAll }).waitFor();
  await page.getByRole('button', { name: de.saveButton }).click();
  await page.getByRole('status').filter({ hasText: banner.successText }).waitFor();
  await page.getByRole('button', { name: de.editButton }).waitFor();

  await page.reload();
  await page.getByRole('button', { name: de.editButton }).waitFor();
  for (const o of de.options) await expect(summary(page, o.optionName).textContent()).resolves.toBe(de.yes);
  await page.close();
});

it('a failed save keeps the edits and says so; cancel asks before discarding them, in a dialog that keeps focus', async () => {
  const page = await openSignedIn();
  await page.route('**/owner/api/v2/privacy-preferences/eu', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"statusCode":500,"error":"Internal Server Error","message":"down"}',
    }),
  );
  await page.getByRole('button', { name: de.editButton }).click();
  const first = de.options[0]!.optionName;
  await option(page, first).getByRole('radio', { name: de.no }).check();
  await page.getByRole('button', { name: de.saveButton }).click();
  await page.getByRole('alert').filter({ hasText: banner.failureText }).waitFor();
  await expect(option(page, first).getByRole('radio', { name: de.no }).isChecked()).resolves.toBe(true);

  const cancel = page.getByRole('button', { name: de.cancelButton });
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: text('de', 'marketing.discardTitle') });
  await dialog.waitFor();
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    await expect(dialog.evaluate((d) => d.contains(document.activeElement))).resolves.toBe(true);
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expect(cancel.evaluate((b) => b === document.activeElement)).resolves.toBe(true);
  await expect(option(page, first).getByRole('radio', { name: de.no }).isChecked()).resolves.toBe(true);

  await cancel.click();
  await dialog.getByRole('button', { name: text('de', 'marketing.discard') }).click();
  await page.getByRole('button', { name: de.editButton }).waitFor();
  await page.close();
});

it('edits survive the sign-in a 401 during save asks for', async () => {
  const page = await openSignedIn(PATH, true);
  let refused = false;
  await page.route('**/owner/api/v2/privacy-preferences/eu', (route) => {
    if (refused) return route.continue();
    refused = true;
    return route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: '{"statusCode":401,"error":"Unauthorized","message":"expired"}',
    });
  });
  await page.getByRole('button', { name: de.editButton }).click();
  const last = de.options.at(-1)!.optionName;
  const before = await option(page, last).getByRole('radio', { name: de.yes }).isChecked();
  await option(page, last)
    .getByRole('radio', { name: before ? de.no : de.yes })
    .check();
  await page.getByRole('button', { name: de.saveButton }).click();
  // Right after a sign-in the app does not sign in again on its own (that could loop): it asks the owner.
  await page
    .getByRole('dialog', { name: text('de', 'app.tokenRefused.title') })
    .getByRole('button', { name: text('de', 'app.signInAgain') })
    .click();
  // The owner is still signed in at the provider: it sends them back at once, with a new sign-in for the app.
  await page.getByText(text('de', 'marketing.restored')).waitFor();
  expect(new URL(page.url()).pathname).toBe(PATH);
  await expect(
    option(page, last)
      .getByRole('radio', { name: before ? de.no : de.yes })
      .isChecked(),
  ).resolves.toBe(true);
  await page.close();
});

it('in webview: no return button, and a save goes to the fixed location', async () => {
  const page = await openSignedIn();
  // The embedding app opens the page signed in, with the marker in the address.
  await page.goto(`${app.base}${PATH}?webview=true`);
  await page.getByRole('button', { name: de.editButton }).waitFor();
  await expect(page.getByRole('link', { name: text('de', 'app.returnToDashboard') }).count()).resolves.toBe(0);
  await page.route('https://app.owner-account.example/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/plain', body: 'saved' }),
  );
  await page.getByRole('button', { name: de.editButton }).click();
  await page
    .getByRole('button', { name: de.selectAll })
    .or(page.getByRole('button', { name: de.deselectAll }))
    .click();
  await page.getByRole('button', { name: de.saveButton }).click();
  await page.waitForURL('https://app.owner-account.example/marketing-options/saved');
  await page.close();
});

it('has no axe-core violations in view and edit mode at 1280 and 375 px', async () => {
  const page = await openSignedIn();
  // The way back shows once nothing on the screen is loading; then there is exactly one.
  await page.getByRole('link', { name: text('de', 'app.returnToDashboard') }).waitFor();
  await expect(page.getByRole('link', { name: text('de', 'app.returnToDashboard') }).count()).resolves.toBe(1);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: de.editButton }).click();
    await expect(axeViolations(page)).resolves.toEqual([]);
    if (width === 1280) await shot(page, 'marketing-edit-1280');
    else await shot(page, 'marketing-edit-375');
    await page.getByRole('button', { name: de.cancelButton }).click();
    await page.getByRole('button', { name: de.editButton }).waitFor();
  }
  expect(app.cspViolations).toEqual([]);
  await page.close();
});
