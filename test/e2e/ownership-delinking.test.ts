import { owner, signInAs, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { shot } from './support/shots';

const app = testApp();

const t = (key: string, values: Record<string, string> = {}) => text('en', key, values);
/** The link's data segment as the email's sender writes it: base64url of {"vin","name"} (src/features/ownership-delinking/link-data.ts). */
const linkData = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

/** James (product/en-gb) has one vehicle: a 2024 Puma without a nickname. */
const VIN = 'WF0FXXWPMFPT45678';

it('delinks the vehicle of a good link once the owner gives a reason and confirms; a failure keeps the question; the vehicle is neither on the dashboard nor among the recently removed (en-gb)', async () => {
  const page = await app.openSignedIn(
    `/product/en-gb/ownership-delinking/${linkData({ vin: VIN, name: 'Puma' })}`,
    owner('product/en-gb'),
    t('screen.ownership-delinking.title'),
  );
  const vehicle = t('vehicle.model', { year: '2024', model: 'Puma' });
  await page.getByRole('heading', { level: 2, name: t('delink.question', { vehicle }) }).waitFor();
  await page.getByText(t('delink.consequence.services')).waitFor();
  await page.getByText(t('delink.consequence.record')).waitFor();
  const reasons = page.getByRole('group', { name: t('delink.reason.legend') });
  await expect(reasons.getByRole('radio').count()).resolves.toBe(3);
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'delink-confirm');

  // Confirmed without a reason: nothing is sent, the reasons say one is needed and take the focus.
  const delinkCalls: { method: string; vin: string | undefined; body: unknown }[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/fs/api/v2/vehicles/ownership/delink')
      delinkCalls.push({ method: r.method(), vin: r.headers()['vin'], body: r.postDataJSON() });
  });
  const confirm = page.getByRole('button', { name: t('delink.confirm'), exact: true });
  await confirm.click();
  await page
    .getByRole('alert')
    .filter({ hasText: t('delink.reason.required') })
    .waitFor();
  await expect(page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).resolves.toBe('radio');
  const sold = reasons.getByRole('radio', { name: t('delink.reason.sold') });
  await expect(sold.evaluate((r) => r === document.activeElement)).resolves.toBe(true);
  await expect(axeViolations(page)).resolves.toEqual([]);
  expect(delinkCalls).toEqual([]);

  // Keyboard alone: the arrow keys choose among the reasons, and the error goes.
  await page.keyboard.press('ArrowDown');
  await expect(reasons.getByRole('radio', { name: t('delink.reason.transferred') }).isChecked()).resolves.toBe(true);
  await expect(page.getByText(t('delink.reason.required')).count()).resolves.toBe(0);
  await page.keyboard.press('ArrowUp');
  await expect(sold.isChecked()).resolves.toBe(true);

  // The service fails once: the question stays, with its reason, and says so.
  await page.route('**/fs/api/v2/vehicles/ownership/delink', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  await confirm.click();
  await page
    .getByRole('alert')
    .filter({ hasText: t('delink.failed') })
    .waitFor();
  await page.getByRole('heading', { level: 2, name: t('delink.question', { vehicle }) }).waitFor();
  await expect(sold.isChecked()).resolves.toBe(true);
  await expect(axeViolations(page)).resolves.toEqual([]);
  await page.unroute('**/fs/api/v2/vehicles/ownership/delink');

  // Keyboard alone: the confirm button takes Enter. The delink call carries the VIN and the reason (no removal).
  await confirm.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: t('delink.removed.title') }).waitFor();
  await page.getByText(t('delink.removed.body', { vehicle })).waitFor();
  expect(delinkCalls).toEqual([
    { method: 'POST', vin: VIN, body: { reason: 'sold' } },
    { method: 'POST', vin: VIN, body: { reason: 'sold' } },
  ]);
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'delink-removed');

  await page.getByRole('link', { name: t('delink.toDashboard') }).click();
  await page.waitForURL(/\/product\/en-gb\/account-dashboard/);
  await page.reload();
  await page.getByText(t('dashboard.noVehicles')).waitFor();
  await expect(page.getByText(t('dashboard.vin', { vin: VIN })).count()).resolves.toBe(0);
  // Unlike a removal, a delinking is not one to undo: the vehicle is not among the recently removed.
  await page.getByRole('link', { name: t('removed.link') }).click();
  await page.getByRole('heading', { level: 1, name: t('screen.deleted-vehicles.title') }).waitFor();
  await page.getByText(t('removed.none', { days: '30' })).waitFor();
  await expect(page.getByText(VIN).count()).resolves.toBe(0);
  await page.close();
});

it('shows the invalid-link page for a malformed link, and the not-in-account page for a VIN of someone else (en-gb)', async () => {
  const page = await app.openSignedIn(
    `/product/en-gb/ownership-delinking/not-a-link*`,
    owner('product/en-gb'),
    t('delink.invalid.title'),
  );
  await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('H1');
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'delink-invalid');

  // A well-encoded link whose VIN breaks the rules (an O) is just as invalid.
  await page.goto(`${app.base}/product/en-gb/ownership-delinking/${linkData({ vin: 'WF0FXXWPMFPO45678' })}`);
  await page.getByRole('heading', { level: 1, name: t('delink.invalid.title') }).waitFor();

  // Anna's Kuga (de-de) is not James's.
  await page.goto(
    `${app.base}/product/en-gb/ownership-delinking/${linkData({ vin: 'WF0XXXGCDXPA12345', name: 'Kuga' })}`,
  );
  await page.getByRole('heading', { level: 1, name: t('delink.notInAccount.title') }).waitFor();
  await page.getByText(t('delink.notInAccount.body', { vin: 'WF0XXXGCDXPA12345' })).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await page.getByRole('link', { name: t('delink.toDashboard') }).click();
  await page.waitForURL(/\/product\/en-gb\/account-dashboard/);
  await page.close();
});

it('names a nicknamed vehicle and cancels back to the dashboard, the vehicle kept (lincoln/en-us)', async () => {
  const page = await app.newPage();
  await page.goto(`${app.base}/lincoln/en-us/ownership-delinking/${linkData({ vin: '5LMPJ8K40RGL40004' })}`, {
    waitUntil: 'commit',
  });
  await signInAs(page, owner('lincoln/en-us'));
  const vehicle = t('vehicle.nicknamed', { nickname: 'Blue', year: '2024', model: 'Nautilus' });
  await page.getByRole('heading', { level: 2, name: t('delink.question', { vehicle }) }).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'delink-confirm-lincoln');
  await page.getByRole('link', { name: t('delink.cancel'), exact: true }).click();
  await page.waitForURL(/\/lincoln\/en-us\/account-dashboard/);
  await page.getByText(t('dashboard.vin', { vin: '5LMPJ8K40RGL40004' })).waitFor();
  await page.close();
});
