import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { appDrawn, owner, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { shotAtWidths } from './support/shots';
import { orders } from '../../src/generated/orders';

const app = testApp();

// Most of these pages are American (en-us words over en: "Canceled").
const en = (key: string, values: Record<string, string> = {}) => text('en-us', key, values);
const fr = (key: string, values: Record<string, string> = {}) => text('fr', key, values);

/** An order or reservation card by the number it shows. */
const card = (scope: Page | Locator, number: string) => scope.getByRole('article').filter({ hasText: number });
const steps = (scope: Locator, lang: (k: string) => string) =>
  scope.getByRole('list', { name: lang('tracking.progress.steps') }).getByRole('listitem');

it("Lucas (fr-fr) follows his orders through the EU status groups, in French, and opens one order's status", async () => {
  const page = await app.openSignedIn(
    `/product/fr-fr/vehicle-order-tracking`,
    owner('product/fr-fr'),
    fr('screen.vehicle-order-tracking.title'),
  );
  const list = page.getByRole('region', { name: fr('tracking.orders.heading') });

  // VHLG is an EU-only code: shipped in the EU, the middle of three steps.
  const shipped = card(list, 'VO-FR-7702');
  await steps(shipped, fr).first().waitFor();
  await expect(steps(shipped, fr).count()).resolves.toBe(3);
  const current = shipped.locator('[aria-current="step"]');
  await expect(current.textContent()).resolves.toContain(fr('tracking.group.shipped'));
  await expect(current.textContent()).resolves.toContain(fr('tracking.step.current'));
  await expect(steps(shipped, fr).first().textContent()).resolves.toContain(fr('tracking.step.done'));

  const producing = card(list, 'VO-FR-7719');
  await expect(producing.locator('[aria-current="step"]').textContent()).resolves.toContain(
    fr('tracking.group.inProduction'),
  );
  await page
    .getByRole('region', { name: fr('tracking.reservations.heading') })
    .getByText('RSV-FR-3301')
    .waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'vehicle-orders-tracking-fr');

  await shipped.getByRole('link', { name: `${fr('tracking.order.viewStatus')} VO-FR-7702` }).click();
  await page.getByRole('heading', { level: 1, name: fr('screen.tracking-status.title') }).waitFor();
  expect(new URL(page.url()).searchParams.get('orderId')).toBe('VO-FR-7702');
  const history = page.getByRole('region', { name: fr('tracking.history.heading') });
  await expect(history.getByRole('listitem').last().textContent()).resolves.toContain(fr('tracking.group.shipped'));
  await expect(page.locator('[aria-current="step"]').textContent()).resolves.toContain(fr('tracking.group.shipped'));
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'vehicle-orders-status-fr');

  await page.getByRole('link', { name: fr('tracking.backToList') }).click();
  await page.getByRole('heading', { level: 1, name: fr('screen.vehicle-order-tracking.title') }).waitFor();
  expect(app.cspViolations).toEqual([]);
  await page.close();
});

it('Michael (en-us) sees four steps, downloads a window sticker and cancels a reservation after confirming', async () => {
  const page = await app.signedInAt(`/product/en-us/vehicle-order-tracking`, owner('product/en-us'));
  const list = page.getByRole('region', { name: en('tracking.orders.heading') });
  const mache = card(list, 'VO-US-5501');
  await steps(mache, en).first().waitFor();
  await expect(steps(mache, en).count()).resolves.toBe(4);
  await expect(mache.locator('[aria-current="step"]').textContent()).resolves.toContain(en('tracking.group.shipped'));
  await expect(card(list, 'VO-US-5534').locator('[aria-current="step"]').textContent()).resolves.toContain(
    en('tracking.group.inProduction'),
  );
  await shotAtWidths(page, 'vehicle-orders-tracking-us');

  await mache.getByRole('link', { name: `${en('tracking.order.viewStatus')} VO-US-5501` }).click();
  await page.getByRole('heading', { level: 1, name: en('screen.tracking-status.title') }).waitFor();
  const status = page.getByRole('region', { name: '2027 Mustang Mach-E' });
  await steps(status, en).first().waitFor();
  await expect(steps(status, en).count()).resolves.toBe(4);
  await expect(
    page
      .getByRole('region', { name: en('tracking.history.heading') })
      .getByRole('listitem')
      .count(),
  ).resolves.toBe(3);
  await expect(axeViolations(page)).resolves.toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: en('tracking.sticker.download') }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 4).toString('latin1')).toBe('%PDF');
  await page
    .getByRole('status')
    .filter({ hasText: en('tracking.sticker.saved') })
    .waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'vehicle-orders-status-us');

  await page.getByRole('link', { name: en('tracking.backToList') }).click();
  const reservations = page.getByRole('region', { name: en('tracking.reservations.heading') });
  const rsv = card(reservations, 'RSV-US-8810');
  await rsv.getByText('$500.00').waitFor();
  await expect(card(reservations, 'RSV-US-8790').getByRole('button').count()).resolves.toBe(0);
  await rsv.getByRole('button', { name: en('tracking.reservation.cancel.button') }).click();
  const dialog = page.getByRole('dialog', { name: en('tracking.reservation.cancel.title') });
  await dialog.getByText(/RSV-US-8810/).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'vehicle-orders-reservation-cancel-modal');
  await dialog.getByRole('button', { name: en('tracking.reservation.cancel.confirm') }).click();
  await dialog.waitFor({ state: 'detached' });
  await reservations.getByRole('status').filter({ hasText: 'RSV-US-8810' }).waitFor();
  await rsv.getByText(en('tracking.reservation.status.cancelled'), { exact: true }).waitFor();
  await expect(rsv.getByRole('button', { name: en('tracking.reservation.cancel.button') }).count()).resolves.toBe(0);
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'vehicle-orders-reservation-cancelled');

  // The service keeps it: after a reload the reservation is still cancelled.
  await page.reload();
  await card(page.getByRole('region', { name: en('tracking.reservations.heading') }), 'RSV-US-8810')
    .getByText(en('tracking.reservation.status.cancelled'), { exact: true })
    .waitFor();
  await page.close();
});

it('Jack (en-au) is told plainly that tracking is not offered in his market', async () => {
  const page = await app.signedInAt(`/product/en-au/vehicle-order-tracking`, owner('product/en-au'));
  await page.getByRole('heading', { level: 2, name: en('tracking.notOffered.heading') }).waitFor();
  await page
    .getByRole('main')
    .getByRole('link', { name: en('app.returnToDashboard') })
    .waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'vehicle-orders-not-offered-au');
  await page.close();
});

it('a guest checks an order: wrong details say only that, the values stay; the right email shows the status', async () => {
  const page = await app.newPage();
  await page.goto(`${app.base}/product/en-us/check-order-status`);
  await page.getByRole('heading', { level: 1, name: en('screen.single-order-tracking.title') }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/product/en-us/check-order-status');
  await page.getByRole('button', { name: en('orderLookup.submit') }).click();
  await page.getByText(en('orderLookup.orderId.required')).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'vehicle-orders-guest-field-errors');

  const number = page.getByLabel(en('orderLookup.orderId.label'));
  const email = page.getByLabel(en('orderLookup.email.label'));
  await number.fill('VO-US-9001');
  await email.fill('someone.else@example.com');
  await page.getByRole('button', { name: en('orderLookup.submit') }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: en('orderLookup.notFound') })
    .waitFor();
  await expect(number.inputValue()).resolves.toBe('VO-US-9001');
  await expect(email.inputValue()).resolves.toBe('someone.else@example.com');
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'vehicle-orders-guest-not-found');

  await email.fill('guest.us@example.com');
  await page.getByRole('button', { name: en('orderLookup.submit') }).click();
  const current = page.locator('[aria-current="step"]');
  await current.waitFor();
  await expect(current.textContent()).resolves.toContain(en('tracking.group.shipped'));
  await expect(page.getByRole('button', { name: en('tracking.sticker.download') }).count()).resolves.toBe(0);
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'vehicle-orders-guest-found');
  await page.close();
});

it("a guest who keeps guessing is told to wait the look-up window's minutes", async () => {
  const page = await app.newPage();
  await page.goto(`${app.base}/product/en-us/check-order-status?orderId=VO-CA-9002`);
  await appDrawn(page);
  await expect(page.getByLabel(en('orderLookup.orderId.label')).inputValue()).resolves.toBe('VO-CA-9002');
  const email = page.getByLabel(en('orderLookup.email.label'));
  for (let i = 0; i <= orders.guestLookup.maxFailures; i += 1) {
    await email.fill(`guess${i}@example.com`);
    await page.getByRole('button', { name: en('orderLookup.submit') }).click();
    await page
      .getByRole('button', { name: en('orderLookup.submit') })
      .and(page.locator(':enabled'))
      .waitFor();
  }
  await page
    .getByRole('alert')
    .filter({
      hasText: en('orderLookup.tooMany', {
        minutes: String(orders.guestLookup.windowMinutes),
        count: String(orders.guestLookup.windowMinutes),
      }),
    })
    .waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'vehicle-orders-guest-too-many');
  await page.close();
});

it('Giulia (it-it) reads that the status of an order with a code this build does not know is being updated', async () => {
  const page = await app.signedInAt(`/product/it-it/vehicle-order-tracking`, owner('product/it-it'));
  const order = card(page.getByRole('region', { name: text('it', 'tracking.orders.heading') }), 'VO-IT-7801');
  await order.getByText(text('it', 'tracking.progress.unknown')).waitFor();
  await expect(order.getByRole('list', { name: text('it', 'tracking.progress.steps') }).count()).resolves.toBe(0);
  // The internal code is not the owner's word for anything.
  await expect(order.textContent()).resolves.not.toContain('XQZT');
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'vehicle-orders-unknown-it');
  await page.close();
});

it('Olivia (lincoln/en-us) sees her Nautilus as purchase completed, in the Lincoln look', async () => {
  const page = await app.signedInAt(`/lincoln/en-us/vehicle-order-tracking`, owner('lincoln/en-us'));
  const nautilus = card(page.getByRole('region', { name: en('tracking.orders.heading') }), 'VO-US-L-6101');
  await nautilus.locator('[aria-current="step"]').waitFor();
  await expect(nautilus.locator('[aria-current="step"]').textContent()).resolves.toContain(
    en('tracking.group.purchaseCompleted'),
  );
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'vehicle-orders-tracking-lincoln');
  await nautilus.getByRole('link', { name: `${en('tracking.order.viewStatus')} VO-US-L-6101` }).click();
  await page.getByRole('button', { name: en('tracking.sticker.download') }).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'vehicle-orders-status-lincoln');
  await page.close();
});
