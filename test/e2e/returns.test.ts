import fs from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { pdfText } from '../support/pdf-text';
import { appDrawn, owner, text, testApp } from './support/app';
import { axeViolations } from './support/axe';

const app = testApp();

const t = (key: string, values: Record<string, string> = {}) => text('en', key, values);
/** A 1×1 PNG: the service checks the bytes, not the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Screenshots for people to look at, at 1280 and 375 wide (RETURNS_SHOTS=dir). */
async function shot(page: Page, name: string) {
  const dir = process.env.RETURNS_SHOTS;
  if (!dir) return;
  // From the top: the sticky header would otherwise be painted mid-page in a full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${dir}/returns-${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${dir}/returns-${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function noViolations(page: Page) {
  await expect(axeViolations(page)).resolves.toEqual([]);
}

/** Clicks and answers the download it starts, with the file's bytes. */
async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = (await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ])) as [Download, void];
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(path) };
}

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

it('Michael returns two items by mail: label (made, then the stored one), packing slip and a photo', async () => {
  const page = await app.openSignedIn(
    `/product/en-us/create-return?orderNo=US-300498`,
    owner('product/en-us'),
    t('screen.create-return.title'),
  );
  await page.getByRole('checkbox', { name: /All-weather floor liners/ }).waitFor();
  await noViolations(page);
  await shot(page, 'create-return');

  // Nothing chosen, then an item without a reason: the messages sit under the fields.
  await page.getByRole('button', { name: t('returns.create.submit') }).click();
  await page.getByText(t('returns.create.chooseItem')).waitFor();
  await page.getByRole('checkbox', { name: /All-weather floor liners/ }).check();
  await page.getByRole('checkbox', { name: /Cabin air filter/ }).check();
  await page.getByRole('button', { name: t('returns.create.submit') }).click();
  await expect(page.getByText(t('returns.create.chooseReason')).count()).resolves.toBe(2);
  await noViolations(page);
  await shot(page, 'create-return-errors');

  await page
    .getByLabel(t('returns.line.reason', { name: 'All-weather floor liners' }))
    .selectOption({ label: t('returns.reason.DAMAGED') });
  await page.getByLabel(t('returns.line.quantity', { name: 'Cabin air filter' })).selectOption('2');
  await page
    .getByLabel(t('returns.line.reason', { name: 'Cabin air filter' }))
    .selectOption({ label: t('returns.reason.NO-LONGER-NEEDED') });
  await page.getByRole('radio', { name: new RegExp(t('returns.method.mail')) }).check();

  // The service fails once: the error is said and every choice is still there.
  await page.route(
    '**/owner/api/v2/returns',
    (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'try later' }),
      }),
    { times: 1 },
  );
  await page.getByRole('button', { name: t('returns.create.submit') }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: t('returns.create.failed') })
    .waitFor();
  await expect(page.getByLabel(t('returns.line.quantity', { name: 'Cabin air filter' })).inputValue()).resolves.toBe(
    '2',
  );
  await expect(
    page.getByLabel(t('returns.line.reason', { name: 'All-weather floor liners' })).inputValue(),
  ).resolves.toBe('DAMAGED');
  await noViolations(page);
  await page.getByRole('button', { name: t('returns.create.submit') }).click();

  await page.waitForURL(/\/complete-return\?returnId=R-/);
  await page.getByRole('heading', { level: 1, name: t('screen.complete-return.title') }).waitFor();
  const summary = page.getByRole('region', { name: /^Return R-/ });
  await summary.getByText(t('returns.summary.item', { name: 'Cabin air filter', quantity: '2' })).waitFor();
  await summary.getByText(t('returns.reason.DAMAGED')).waitFor();
  await noViolations(page);
  await shot(page, 'complete-return');

  const label = await download(page, t('returnDocuments.label'));
  expect(label.name).toMatch(/\.pdf$/);
  expect(label.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  await page
    .getByRole('status')
    .filter({ hasText: /^Label created on / })
    .waitFor();
  const again = await download(page, t('returnDocuments.label'));
  expect(again.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  await page
    .getByRole('status')
    .filter({ hasText: /^This is the label you created earlier/ })
    .waitFor();
  const slip = await download(page, t('returnDocuments.slip'));
  expect(slip.name).toMatch(/\.pdf$/);
  expect(slip.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  // Printed in the market's language (American English: "package"): the app sends its locale with the request.
  expect(pdfText(slip.bytes).replace(/\s+/g, ' ')).toContain(text('en-us', 'returnPdf.slipHint'));

  // The browser's file control ("Choose File", in the browser's language) hides behind the page's own button.
  await page.getByText(t('returnPhoto.none'), { exact: true }).waitFor();
  // A file the service would refuse is stopped before sending.
  await page
    .getByLabel(t('returnPhoto.label'))
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await page
    .getByRole('alert')
    .filter({ hasText: t('returnPhoto.wrongType') })
    .waitFor();
  await expect(page.getByRole('button', { name: t('returnPhoto.upload') }).isDisabled()).resolves.toBe(true);

  await page.getByLabel(t('returnPhoto.label')).setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: PNG });
  // The chosen photo is named and shown before it is sent.
  await page.getByText(t('returnPhoto.chosen', { name: 'box.png' }), { exact: true }).waitFor();
  await page.getByRole('img', { name: t('returnPhoto.preview', { name: 'box.png' }) }).waitFor();
  await expect(page.getByText(t('returnPhoto.pick'), { exact: true }).isVisible()).resolves.toBe(true);
  // A failed upload keeps the file chosen and offers to try again.
  await page.route(
    '**/photos',
    (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"statusCode":500,"error":"x","message":"x"}',
      }),
    { times: 1 },
  );
  await page.getByRole('button', { name: t('returnPhoto.upload') }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: t('returns.upload.failed') })
    .waitFor();
  await noViolations(page);
  await shot(page, 'complete-return-photo-failed');
  await page.getByRole('button', { name: t('returnPhoto.retry') }).click();
  await page
    .getByRole('status')
    .filter({ hasText: t('returnPhoto.done') })
    .waitFor();
  const progress = page.getByRole('progressbar', { name: t('returnPhoto.progressLabel') });
  await expect(progress.getAttribute('value')).resolves.toBe('100');
  // Kept under a name of the service's, not the one the file had.
  await page.getByText('photo-1.png', { exact: true }).waitFor();
  await noViolations(page);
  await shot(page, 'complete-return-photo');

  // After a reload the stored label is still known.
  await page.reload();
  await page
    .getByRole('status')
    .filter({ hasText: /^Label created on / })
    .waitFor();
  expect(app.cspViolations).toEqual([]);
  await page.close();
});

it('Michael takes an item to his dealer: books a drop-off, changes the date, then cancels it', async () => {
  const page = await app.signedInAt(`/product/en-us/create-return?orderNo=US-300498`, owner('product/en-us'));
  await page.getByRole('checkbox', { name: /Wheel lock kit/ }).check();
  await page
    .getByLabel(t('returns.line.reason', { name: 'Wheel lock kit' }))
    .selectOption({ label: t('returns.reason.DOES-NOT-FIT') });
  await page.getByRole('radio', { name: new RegExp(t('returns.method.dealer')) }).check();
  await page.getByRole('button', { name: t('returns.create.submit') }).click();

  await page.waitForURL(/\/return-to-dealer\?returnId=R-/);
  await page.getByRole('heading', { level: 1, name: t('screen.return-to-dealer.title') }).waitFor();
  // The preferred dealer is chosen already.
  const preferred = page.getByRole('radio', { name: /Lakeside Motors Dearborn/ });
  await preferred.waitFor();
  await expect(preferred.isChecked()).resolves.toBe(true);
  const search = page.getByRole('search', { name: t('dropOff.searchHeading') });
  await search.getByLabel(t('dropOff.searchLabel')).fill('Ann Arbor');
  await search.getByRole('button', { name: t('dropOff.searchSubmit') }).click();
  await page.getByRole('radio', { name: /Great Lakes Motors Ann Arbor/ }).waitFor();
  await noViolations(page);

  // No date yet: said under the field; then a date in the window.
  await page.getByRole('button', { name: t('dropOff.book') }).click();
  await page.getByText(t('dropOff.chooseDate')).waitFor();
  await shot(page, 'return-to-dealer');
  await page.getByLabel(t('dropOff.date')).fill(isoDay(3));
  await page.getByRole('button', { name: t('dropOff.book') }).click();
  const booked = page.getByRole('region', { name: t('dropOff.bookedHeading') });
  await booked.waitFor();
  await booked.getByText('Lakeside Motors Dearborn').waitFor();
  await booked.getByText(t('dropOff.reference')).waitFor();
  await noViolations(page);
  await shot(page, 'return-to-dealer-booked');

  await booked.getByRole('button', { name: t('dropOff.changeDate') }).click();
  await booked.getByLabel(t('dropOff.date')).fill(isoDay(5));
  await booked.getByRole('button', { name: t('dropOff.saveDate') }).click();
  await booked.getByRole('button', { name: t('dropOff.changeDate') }).waitFor();

  await booked.getByRole('button', { name: t('dropOff.cancel') }).click();
  const dialog = page.getByRole('dialog', { name: t('dropOff.cancelTitle') });
  await dialog.waitFor();
  await noViolations(page);
  await shot(page, 'return-to-dealer-cancel');
  await dialog.getByRole('button', { name: t('dropOff.cancelConfirm') }).click();
  await page.getByRole('region', { name: t('dropOff.bookHeading') }).waitFor();
  await expect(page.getByRole('region', { name: t('dropOff.bookedHeading') }).count()).resolves.toBe(0);
  await noViolations(page);

  await page.close();
});

it('without an order number, or for an unknown order, the page says so and links to the order history', async () => {
  const page = await app.signedInAt(`/product/en-us/create-return`, owner('product/en-us'));
  await page.getByText(t('returns.create.noOrder')).waitFor();
  await page.getByRole('link', { name: t('returns.link.orderHistory') }).waitFor();
  await noViolations(page);
  await shot(page, 'create-return-no-order');
  await page.goto(`${app.base}/product/en-us/create-return?orderNo=US-999999`);
  await page.getByText(t('returns.create.unknownOrder')).waitFor();
  await page.close();
});

it('a guest finds their order by number and email, returns an item by mail and downloads the label', async () => {
  const page = await app.newPage();
  await page.goto(`${app.base}/product/en-us/make-return?orderNo=US-900101`);
  await appDrawn(page);
  await page.getByRole('heading', { level: 1, name: t('screen.guest-return.title') }).waitFor();
  await expect(page.getByLabel(t('guestReturn.orderNo')).inputValue()).resolves.toBe('US-900101');
  await page.getByRole('button', { name: t('guestReturn.find') }).click();
  await page.getByText(t('guestReturn.emailMissing')).waitFor();
  await noViolations(page);
  await page.getByLabel(t('guestReturn.email')).fill('someone.else@example.com');
  await page.getByRole('button', { name: t('guestReturn.find') }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: t('returns.lookup.notFound') })
    .waitFor();
  // What was typed stays.
  await expect(page.getByLabel(t('guestReturn.email')).inputValue()).resolves.toBe('someone.else@example.com');
  await noViolations(page);
  await shot(page, 'guest-return-lookup-error');

  await page.getByLabel(t('guestReturn.email')).fill('guest.us@example.com');
  await page.getByRole('button', { name: t('guestReturn.find') }).click();
  await page.getByRole('checkbox', { name: /Magnetic phone mount/ }).check();
  // Guests send by mail only: no method choice.
  await expect(page.getByRole('radio').count()).resolves.toBe(0);
  await page
    .getByLabel(t('returns.line.reason', { name: 'Magnetic phone mount' }))
    .selectOption({ label: t('returns.reason.NOT-AS-DESCRIBED') });
  await noViolations(page);
  await shot(page, 'guest-return-choose');
  await page.getByRole('button', { name: t('returns.create.submit') }).click();

  await page.getByRole('region', { name: /^Return R-/ }).waitFor();
  const label = await download(page, t('returnDocuments.label'));
  expect(label.name).toMatch(/\.pdf$/);
  expect(label.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  await page
    .getByLabel(t('returnPhoto.label'))
    .setInputFiles({ name: 'mount.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: t('returnPhoto.upload') }).click();
  await page
    .getByRole('status')
    .filter({ hasText: t('returnPhoto.done') })
    .waitFor();
  await noViolations(page);
  await shot(page, 'guest-return-complete');
  expect(app.cspViolations).toEqual([]);
  await page.close();
});

it('the lincoln look: Olivia starts a return', async () => {
  const page = await app.signedInAt(`/lincoln/en-us/create-return?orderNo=US-L-400102`, owner('lincoln/en-us'));
  await page.getByRole('checkbox', { name: /Windshield sunshade/ }).check();
  await noViolations(page);
  await shot(page, 'lincoln-create-return');
  await page.close();
});
