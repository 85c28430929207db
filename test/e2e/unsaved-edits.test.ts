import type { Locator, Page } from 'playwright-core';
import { appDrawn, owner, text, testApp } from './support/app';
import { axeViolations } from './support/axe';

/*
 * Every editable screen asks before an in-app link throws its edits away: the owner types or chooses, follows a
 * link, is asked in the app's dialog, stays (the edits are still there), then follows it again and leaves.
 */

const app = testApp();

const t = (key: string, values: Record<string, string> = {}) => text('en', key, values);

async function openSignedIn(market: string, path: string, heading: string): Promise<Page> {
  const page = await app.openSignedIn(`/${market}/${path}`, owner(market), heading);
  return page;
}

/** The first link of the breadcrumb trail: another page of the app. */
const breadcrumb = (page: Page) =>
  page
    .getByRole('navigation', { name: t('ui.breadcrumbs.nav') })
    .getByRole('link')
    .first();

/**
 * Follows `link`: the dialog asks; Stay keeps the page and what `kept` checks; the link again and Leave goes.
 * The dialog's own Stay button (its × has the same name: closing is staying).
 */
async function asksThenLeaves(page: Page, link: Locator, kept: () => Promise<void>): Promise<void> {
  const here = new URL(page.url()).pathname;
  const dialog = page.getByRole('dialog', { name: t('app.unsavedChanges.title') });
  await link.click();
  await dialog.waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await dialog
    .getByRole('button', { name: t('app.unsavedChanges.stay') })
    .filter({ hasText: t('app.unsavedChanges.stay') })
    .click();
  await dialog.waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe(here);
  await kept();

  await link.click();
  await dialog.getByRole('button', { name: t('app.unsavedChanges.leave') }).click();
  await page.waitForURL((url) => url.pathname !== here);
  await page.locator('main h1').first().waitFor();
  await expect(dialog.count()).resolves.toBe(0);
}

it('change email: a typed new address asks before the Cancel link leaves', async () => {
  const page = await openSignedIn('product/en-gb', 'change-email', t('screen.change-email.title'));
  const field = page.getByLabel(t('change.newEmail'), { exact: true });
  await field.fill('james.new@example.com');
  await asksThenLeaves(page, page.getByRole('link', { name: t('change.cancel') }), async () => {
    await expect(field.inputValue()).resolves.toBe('james.new@example.com');
  });
  await page.close();
});

it('delete account: a typed address asks before the Cancel link leaves', async () => {
  const page = await openSignedIn('product/en-gb', 'delete-account', t('screen.delete-account.title'));
  const field = page.getByLabel(t('deleteAccount.confirm.email'));
  await field.fill('someone@example.com');
  // Leaving the field says the address is not the account's, which moves the buttons: said before the click.
  await field.press('Tab');
  await page.getByText(t('deleteAccount.confirm.emailMismatch')).waitFor();
  await asksThenLeaves(page, page.getByRole('link', { name: t('deleteAccount.cancel') }), async () => {
    await expect(field.inputValue()).resolves.toBe('someone@example.com');
  });
  await page.close();
});

it('preferred dealer: a dealer chosen but not yet set as preferred asks before a link leaves', async () => {
  const page = await openSignedIn('product/en-gb', 'preferred-dealer', t('screen.preferred-dealer.title'));
  const search = page.getByRole('region', { name: t('dealer.search.heading') });
  await search.getByLabel(t('dealer.search.label')).fill('ox2 0hp');
  await search.getByRole('button', { name: t('dealer.search.submit') }).click();
  // Only searched: nothing chosen yet, so leaving does not ask.
  const result = search.getByRole('button', { name: /Thames Motors Oxford/ });
  await result.waitFor();
  await result.click();
  const details = page.getByRole('region', { name: t('dealer.details.heading') });
  await details.getByRole('button', { name: t('dealer.setPreferred') }).waitFor();
  await asksThenLeaves(page, breadcrumb(page), async () => {
    await details.getByRole('heading', { name: 'Thames Motors Oxford' }).waitFor();
  });
  await page.close();
});

it('create return: a chosen item asks before a link leaves', async () => {
  const page = await openSignedIn('product/en-us', 'create-return?orderNo=US-300498', t('screen.create-return.title'));
  const item = page.getByRole('checkbox', { name: /Wheel lock kit/ });
  await item.check();
  await asksThenLeaves(page, breadcrumb(page), async () => {
    await expect(item.isChecked()).resolves.toBe(true);
  });
  await page.close();
});

it('return to a dealer: a chosen date asks before a link leaves; changing a booked date moves the focus and asks too', async () => {
  const page = await openSignedIn('product/en-us', 'create-return?orderNo=US-300498', t('screen.create-return.title'));
  await page.getByRole('checkbox', { name: /Wheel lock kit/ }).check();
  await page
    .getByLabel(t('returns.line.reason', { name: 'Wheel lock kit' }))
    .selectOption({ label: t('returns.reason.DOES-NOT-FIT') });
  await page.getByRole('radio', { name: new RegExp(t('returns.method.dealer')) }).check();
  // Sending the return moves on without asking: the choices are saved.
  await page.getByRole('button', { name: t('returns.create.submit') }).click();
  await page.waitForURL(/\/return-to-dealer\?returnId=R-/);
  await page.getByRole('heading', { level: 1, name: t('screen.return-to-dealer.title') }).waitFor();
  await expect(page.getByRole('dialog').count()).resolves.toBe(0);

  const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const date = page.getByLabel(t('dropOff.date'));
  await date.fill(isoDay(3));
  const returnPage = page.url();
  await asksThenLeaves(page, breadcrumb(page), async () => {
    await expect(date.inputValue()).resolves.toBe(isoDay(3));
  });

  // Booked, then the date changed: Change date focuses the date field, Keep the date the panel's heading.
  await page.goto(returnPage);
  // Painted first from the page's markup: the date typed there before the app has the page would be drawn over.
  await appDrawn(page);
  await page.getByLabel(t('dropOff.date')).fill(isoDay(3));
  await page.getByRole('button', { name: t('dropOff.book') }).click();
  const booked = page.getByRole('region', { name: t('dropOff.bookedHeading') });
  await booked.getByRole('button', { name: t('dropOff.changeDate') }).click();
  await expect(page.evaluate(() => document.activeElement?.getAttribute('type'))).resolves.toBe('date');
  await booked.getByRole('button', { name: t('dropOff.keepDate') }).click();
  await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(t('dropOff.bookedHeading'));
  await booked.getByRole('button', { name: t('dropOff.changeDate') }).click();
  const newDate = booked.getByLabel(t('dropOff.date'));
  await newDate.fill(isoDay(5));
  await asksThenLeaves(page, breadcrumb(page), async () => {
    await expect(newDate.inputValue()).resolves.toBe(isoDay(5));
  });
  await page.close();
});
