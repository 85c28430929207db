import { axeViolations } from './support/axe';
import { owner, signInAs, startApp, text, type E2eApp } from './support/app';
import { shot } from './support/shots';

let app: E2eApp;
beforeAll(async () => { app = await startApp(); });
afterAll(async () => { await app?.close(); });

const t = (key: string, values: Record<string, string> = {}) => text('en', key, values);
const VIN = '1FTEW1EP5PFA00777';

it('adds, renames and removes a vehicle, each change still there after a reload', async () => {
  const page = await app.newPage();
  await page.goto(`${app.base}/product/en-gb/account-dashboard`);
  await signInAs(page, owner('product/en-gb'));
  await page.getByRole('heading', { name: t('garage.add.title') }).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);

  await page.getByLabel(t('garage.add.vin')).fill('WF0XXXGCDXPO12345');
  await page.getByRole('button', { name: t('garage.add.submit') }).click();
  await page.getByRole('alert').filter({ hasText: t('garage.vinInvalid') }).waitFor();

  await page.getByLabel(t('garage.add.vin')).fill(VIN.toLowerCase());
  await page.getByLabel(t('garage.add.nickname')).fill('Work truck');
  await page.getByRole('button', { name: t('garage.add.submit') }).click();
  await page.getByRole('status').filter({ hasText: t('garage.added') }).waitFor();
  await page.reload();
  await page.getByText('Work truck', { exact: true }).waitFor();
  await page.getByText(t('dashboard.vin', { vin: VIN })).waitFor();

  await page.getByRole('button', { name: t('garage.rename.aria', { vehicle: 'Work truck' }) }).click();
  await page.getByLabel(t('garage.rename.label', { vehicle: 'Work truck' })).fill('Farm truck');
  await page.getByRole('button', { name: t('garage.save') }).click();
  await page.getByRole('status').filter({ hasText: t('garage.renamed') }).waitFor();
  await page.reload();
  await page.getByText('Farm truck', { exact: true }).waitFor();

  await page.getByRole('button', { name: t('garage.remove.aria', { vehicle: 'Farm truck' }) }).click();
  const dialog = page.getByRole('dialog', { name: t('garage.remove.title', { vehicle: 'Farm truck' }) });
  await dialog.waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await dialog.getByRole('button', { name: t('garage.remove.confirm') }).click();
  await page.getByRole('status').filter({ hasText: t('garage.removed') }).waitFor();
  await page.reload();
  await page.getByRole('heading', { name: t('garage.add.title') }).waitFor();
  await expect(page.getByText('Farm truck', { exact: true }).count()).resolves.toBe(0);
  await shot(page, 'garage');
  await page.close();
});
