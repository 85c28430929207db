import { owner, signInAs, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { shot } from './support/shots';

const app = testApp();

const t = (key: string, values: Record<string, string> = {}) => text('en', key, values);
/** The link's data segment as the email's sender writes it: base64url of {"vin","name"} (src/features/ownership-delinking/link-data.ts). */
const linkData = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

/** James (product/en-gb) has one vehicle: a 2024 Puma without a nickname. */
const VIN = 'WF0FXXWPMFPT45678';

it('removes the vehicle of a good link after the confirmation; a failure keeps the question; the dashboard no longer lists it (en-gb)', async () => {
  const page = await app.openSignedIn(
    `/product/en-gb/ownership-delinking/${linkData({ vin: VIN, name: 'Puma' })}`,
    owner('product/en-gb'),
    t('screen.ownership-delinking.title'),
  );
  const vehicle = t('vehicle.model', { year: '2024', model: 'Puma' });
  await page.getByRole('heading', { level: 2, name: t('delink.question', { vehicle }) }).waitFor();
  await page.getByText(t('delink.consequence.services')).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'delink-confirm');

  // The service fails once: the question stays, and says so.
  await page.route('**/fs/api/v3/vehicles', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' })
      : route.fallback(),
  );
  const confirm = page.getByRole('button', { name: t('delink.confirm'), exact: true });
  await confirm.click();
  await page
    .getByRole('alert')
    .filter({ hasText: t('delink.failed') })
    .waitFor();
  await page.getByRole('heading', { level: 2, name: t('delink.question', { vehicle }) }).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await page.unroute('**/fs/api/v3/vehicles');

  // Keyboard alone: the confirm button takes Enter.
  await confirm.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: t('delink.removed.title') }).waitFor();
  await page.getByText(t('delink.removed.body', { vehicle })).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'delink-removed');

  await page.getByRole('link', { name: t('delink.toDashboard') }).click();
  await page.waitForURL(/\/product\/en-gb\/account-dashboard/);
  await page.reload();
  await page.getByText(t('dashboard.noVehicles')).waitFor();
  await expect(page.getByText(t('dashboard.vin', { vin: VIN })).count()).resolves.toBe(0);
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
  await page.goto(`${app.base}/lincoln/en-us/ownership-delinking/${linkData({ vin: '5LMPJ8K40RGL40004' })}`);
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
