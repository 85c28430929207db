import type { Page } from 'playwright-core';
import { appDrawn, owner, text, testApp } from './support/app';
import { axeViolations } from './support/axe';

const app = testApp();

// The pages are American (en-us words over en: "Canceled").
const t = (key: string, values: Record<string, string> = {}) => text('en-us', key, values);

/** The order cards of the history page shown, by their headings ("Order US-300540"). */
const orderTitles = (page: Page, heading = t('orders.history.heading')) =>
  page.getByRole('region', { name: heading }).getByRole('heading', { level: 3 }).allTextContents();
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

it('Michael pages through his order history, the page kept in the address', async () => {
  const page = await app.openSignedIn(
    `/product/en-us/order-history`,
    owner('product/en-us'),
    t('screen.order-history.title'),
  );
  const list = page.getByRole('region', { name: t('orders.history.heading') });
  await list.getByRole('link', { name: t('orders.history.orderLink', { orderNo: 'US-300540' }) }).waitFor();
  expect(await orderTitles(page)).toHaveLength(10);
  expect((await orderTitles(page))[0]).toBe(t('orders.history.orderLink', { orderNo: 'US-300540' }));
  await list.getByText('$', { exact: false }).first().waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);

  const pager = page.getByRole('navigation', { name: t('orders.pager.label') });
  await expect(
    pager.getByRole('link', { name: t('orders.pager.page', { page: '1' }) }).getAttribute('aria-current'),
  ).resolves.toBe('page');
  await pager.getByRole('link', { name: t('orders.pager.page', { page: '2' }) }).click();
  await page.waitForURL(/\/order-history\?page=2$/);
  await pager
    .getByRole('link', { name: t('orders.pager.page', { page: '2' }) })
    .and(page.locator('[aria-current="page"]'))
    .waitFor();
  expect(await orderTitles(page)).toHaveLength(10);
  // After a page change, focus is on the list's heading, so a keyboard or screen-reader user starts at the new orders.
  await expect(focusedId(page)).resolves.toBe('orders-list-heading');

  await pager.getByRole('link', { name: t('orders.pager.next') }).click();
  await page.waitForURL(/\?page=3$/);
  await pager
    .getByRole('link', { name: t('orders.pager.page', { page: '3' }) })
    .and(page.locator('[aria-current="page"]'))
    .waitFor();
  expect(await orderTitles(page)).toHaveLength(3);
  await expect(axeViolations(page)).resolves.toEqual([]);

  // A reload and Back keep the page of the address.
  await page.reload();
  await page
    .getByRole('navigation', { name: t('orders.pager.label') })
    .getByRole('link', { name: t('orders.pager.page', { page: '3' }) })
    .and(page.locator('[aria-current="page"]'))
    .waitFor();
  expect(await orderTitles(page)).toHaveLength(3);
  await page.goBack();
  await page.waitForURL(/\?page=2$/);
  await pager
    .getByRole('link', { name: t('orders.pager.page', { page: '2' }) })
    .and(page.locator('[aria-current="page"]'))
    .waitFor();

  // By keyboard: Back restores a scroll position near the header's collapse threshold, where the shell's header
  // keeps collapsing and expanding (reported), so a mouse click never finds the link at rest.
  await pager.getByRole('link', { name: t('orders.pager.page', { page: '1' }) }).press('Enter');
  await page.waitForURL(/\?page=1$/);
  await list.getByRole('link', { name: t('orders.history.orderLink', { orderNo: 'US-300540' }) }).waitFor();
  expect(await orderTitles(page)).toHaveLength(10);
  expect(app.cspViolations).toEqual([]);
  await page.close();
});

it('Michael opens an order and cancels one item through the confirmation; it stays cancelled', async () => {
  const page = await app.signedInAt(`/product/en-us/order-history`, owner('product/en-us'));
  await page.getByRole('link', { name: t('orders.history.orderLink', { orderNo: 'US-300540' }) }).click();
  await page.waitForURL(/\/order-details\/US-300540$/);
  await page.getByRole('heading', { level: 1, name: t('orders.details.heading', { orderNo: 'US-300540' }) }).waitFor();
  const cargoNet = page.getByRole('listitem', { name: 'Cargo net' });
  await cargoNet.getByText(t('orders.status.PROCESSING')).waitFor();
  await page.getByRole('listitem', { name: 'Roof rack cross bars' }).waitFor();
  await page.getByRole('region', { name: t('orders.details.shipTo') }).waitFor();
  // One way back, the breadcrumbs, and one heading naming the order.
  await expect(page.getByRole('link', { name: t('orders.details.back') }).count()).resolves.toBe(0);
  await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
  await expect(page.getByRole('heading', { level: 2, name: t('orders.details.items') }).count()).resolves.toBe(1);
  // The breadcrumbs lead back through the order history, the page the details are reached from.
  const crumbs = page.getByRole('navigation', { name: t('ui.breadcrumbs.nav') });
  await expect(crumbs.getByRole('link').allTextContents()).resolves.toContain(t('screen.order-history.title'));
  // No two steps lead to the same page: the start is the account home, which shows the dashboard.
  const hrefs = await crumbs.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(hrefs.length);
  await expect(crumbs.getByRole('link', { name: t('screen.dashboard.title') }).count()).resolves.toBe(0);
  await expect(crumbs.getByRole('link', { name: t('screen.order-history.title') }).getAttribute('href')).resolves.toBe(
    '/product/en-us/order-history',
  );
  await expect(axeViolations(page)).resolves.toEqual([]);

  await cargoNet.getByRole('button', { name: new RegExp(t('orders.cancel.button')) }).click();
  const dialog = page.getByRole('dialog', { name: t('orders.cancel.title') });
  await dialog.getByText(/Cargo net/).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  // Escape keeps the item; the modal can be opened again.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await cargoNet.getByRole('button', { name: new RegExp(t('orders.cancel.button')) }).click();
  await dialog.getByRole('button', { name: t('orders.cancel.confirm'), exact: true }).click();

  await page
    .getByRole('status')
    .filter({ hasText: t('orders.cancel.done') })
    .waitFor();
  await dialog.waitFor({ state: 'detached' });
  await cargoNet.getByText(t('orders.status.CANCELLED')).waitFor();
  await expect(cargoNet.getByRole('button').count()).resolves.toBe(0);
  // The button that opened the dialog is gone: focus lands on the order's heading, not on the page's start.
  await page.waitForFunction(() => document.activeElement?.id === 'order-details-heading');
  await expect(axeViolations(page)).resolves.toEqual([]);

  await page.reload();
  await page.getByRole('listitem', { name: 'Cargo net' }).getByText(t('orders.status.CANCELLED')).waitFor();
  await page.close();
});

it('the order details without a number show the most recent order; an unknown number says so', async () => {
  const page = await app.signedInAt(`/product/en-us/order-details`, owner('product/en-us'));
  await page.getByRole('heading', { level: 1, name: t('orders.details.heading', { orderNo: 'US-300540' }) }).waitFor();

  await page.goto(`${app.base}/product/en-us/order-details/US-000000`);
  await page.getByRole('heading', { name: t('orders.details.notFound.heading') }).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);

  // A delivered order offers a return, and goes to the create-return page with its number. The page is painted
  // before its scripts from the route's prerendered page (heading, the wait), then the app draws the order over it.
  const served = await page.goto(`${app.base}/product/en-us/order-details/US-300498`);
  await expect(served!.text()).resolves.toMatch(
    /<div id="app" data-prerendered="\/product\/en-us\/order-details\/ORDER" inert>[^]*<h1[ >]/,
  );
  await appDrawn(page);
  const returnLink = page.getByRole('link', { name: t('orders.details.returnItems') });
  await expect(returnLink.getAttribute('href')).resolves.toBe('/product/en-us/create-return?orderNo=US-300498');
  // The delivery address in the US order: town, state, ZIP on one line.
  await page.getByText('Dearborn, MI 48124', { exact: true }).waitFor();
  await page.close();
});

it('a guest finds an order by number and email; a wrong email says only that nothing matched', async () => {
  const page = await app.newPage();
  await page.goto(`${app.base}/product/en-us/guest-order`);
  await page.getByRole('heading', { level: 1, name: t('screen.guest-order.title') }).waitFor();
  const number = page.getByLabel(t('orders.guest.orderNo'));
  const email = page.getByLabel(t('orders.guest.email'));

  // Empty fields: the errors sit under the fields and are read with them.
  await page.getByRole('button', { name: t('orders.guest.submit') }).click();
  await expect(number.getAttribute('aria-invalid')).resolves.toBe('true');
  await expect(number.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

  await number.fill('US-900101');
  await email.fill('someone.else@example.com');
  await page.getByRole('button', { name: t('orders.guest.submit') }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: t('orders.guest.notFound') })
    .waitFor();
  await expect(number.inputValue()).resolves.toBe('US-900101');
  await expect(email.inputValue()).resolves.toBe('someone.else@example.com');
  await expect(axeViolations(page)).resolves.toEqual([]);

  await email.fill('guest.us@example.com');
  await page.getByRole('button', { name: t('orders.guest.submit') }).click();
  await page.getByRole('heading', { level: 2, name: t('orders.details.heading', { orderNo: 'US-900101' }) }).waitFor();
  await expect(page.getByRole('button', { name: new RegExp(t('orders.cancel.button')) }).count()).resolves.toBe(0);
  await expect(page.getByRole('link', { name: t('orders.details.returnItems') }).getAttribute('href')).resolves.toBe(
    '/product/en-us/make-return?orderNo=US-900101',
  );
  await expect(axeViolations(page)).resolves.toEqual([]);

  // On to a return: the order found here goes along, so the guest is not asked for it again.
  await page.getByRole('link', { name: t('orders.details.returnItems') }).click();
  await page.getByRole('heading', { level: 2, name: t('returns.create.heading') }).waitFor();
  await page.getByRole('checkbox', { name: /Magnetic phone mount/ }).waitFor();
  await expect(page.getByLabel(t('guestReturn.email')).count()).resolves.toBe(0);
  // The address alone (typed or shared, here in another tab) carries no order: the guest is asked again.
  const shared = await app.newPage();
  await shared.goto(`${app.base}/product/en-us/make-return?orderNo=US-900101`);
  await shared.getByLabel(t('guestReturn.email')).waitFor();
  expect(app.cspViolations).toEqual([]);
  await shared.close();
  await page.close();
});

it('Olivia, on the Lincoln site, sees only her Lincoln store orders', async () => {
  const page = await app.signedInAt(`/lincoln/en-us/order-history`, owner('lincoln/en-us'));
  const list = page.getByRole('region', { name: t('orders.history.heading') });
  await list.getByRole('link', { name: t('orders.history.orderLink', { orderNo: 'US-L-400102' }) }).waitFor();
  expect((await orderTitles(page)).sort()).toEqual(
    ['US-L-400087', 'US-L-400102'].map((orderNo) => t('orders.history.orderLink', { orderNo })),
  );
  await expect(list.getByText(t('orders.store.lincolnAccessories')).count()).resolves.toBe(2);
  await expect(page.getByRole('navigation', { name: t('orders.pager.label') }).count()).resolves.toBe(0);
  await expect(axeViolations(page)).resolves.toEqual([]);
  await page.close();
});

it('Lucas reads his orders in French, amounts in euros the French way', async () => {
  const page = await app.signedInAt(`/product/fr-fr/order-history`, owner('product/fr-fr'));
  const fr = (key: string, values: Record<string, string> = {}) => text('fr', key, values);
  const list = page.getByRole('region', { name: fr('orders.history.heading') });
  await list.getByRole('link', { name: fr('orders.history.orderLink', { orderNo: 'FR-500930' }) }).waitFor();
  expect(await orderTitles(page, fr('orders.history.heading'))).toHaveLength(3);
  await list.getByText(fr('orders.status.CANCELLED')).waitFor();
  const totals = await list.locator('.order-card-total').allTextContents();
  expect(totals.every((total) => /^\d[\d\s\u202f]*,\d{2}\s€$/.test(total))).toBe(true);
  // The cancelled order owes nothing: its card shows no total of 0,00 €.
  expect(totals).toHaveLength(2);
  await expect(axeViolations(page)).resolves.toEqual([]);

  // Prices include VAT: the summary lists no "Taxes 0,00 €" (nor free shipping).
  await list.getByRole('link', { name: fr('orders.history.orderLink', { orderNo: 'FR-500930' }) }).click();
  const summary = page.getByRole('region', { name: fr('orders.details.summary') });
  await summary.getByRole('term').getByText(fr('orders.total.total'), { exact: true }).waitFor();
  await expect(summary.getByRole('term').allTextContents()).resolves.toEqual([
    fr('orders.total.subtotal'),
    fr('orders.total.total'),
  ]);
  await expect(summary.textContent()).resolves.not.toMatch(/0,00/);
  await page.close();
});
