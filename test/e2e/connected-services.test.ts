import { owner, signInAs, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { shotAtWidths } from './support/shots';

const app = testApp();

const t = (key: string, values: Record<string, string> = {}) => text('en', key, values);

it('routes by its query: a foreign vin, an sspid, nothing at all', async () => {
  const page = await app.newPage();
  await page.goto(`${app.base}/product/en-gb/connected-services?vin=1FTEW1EP5JFA00001`);
  await signInAs(page, owner('product/en-gb'));
  await page
    .getByRole('alert')
    .filter({ hasText: t('connected.vinNotFound') })
    .waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await page
    .getByRole('alert')
    .getByRole('link', { name: t('app.returnToDashboard') })
    .waitFor();
  // One way back, not two identical buttons.
  await expect(page.getByRole('link', { name: t('app.returnToDashboard') }).count()).resolves.toBe(1);
  await shotAtWidths(page, 'connected-services-vin-not-found');

  await page.goto(`${app.base}/product/en-gb/connected-services?sspid=SSP-123`);
  await page.getByRole('heading', { name: t('connected.app.title') }).waitFor();
  await page.getByText(t('connected.app.subscription', { id: 'SSP-123' })).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);

  await page.goto(`${app.base}/product/en-gb/connected-services`);
  await page.waitForURL(`${app.base}/product/en-gb/account-dashboard?connectedservices=true`);
  await page.getByRole('heading', { level: 1, name: t('screen.dashboard.title') }).waitFor();
  expect(app.cspViolations).toEqual([]);
  await page.close();
});

it('names and shows the vehicle of the garage it is opened for, then mounts the subscriptions application', async () => {
  const page = await app.newPage();
  await page.goto(`${app.base}/product/en-gb/connected-services?vin=WF0FXXWPMFPT45678`);
  await signInAs(page, owner('product/en-gb'));
  const vehicle = page.getByRole('region', { name: '2024 Puma' });
  await vehicle.locator('img[data-body-style="crossover"]').waitFor();
  // The VIN under its label, in the three groups printed on the car; copied, it has no spaces.
  await expect(vehicle.getByRole('term').textContent()).resolves.toBe(t('tracking.field.vin'));
  await expect(vehicle.getByRole('definition').locator('span').allTextContents()).resolves.toEqual([
    'WF0',
    'FXXWPM',
    'FPT45678',
  ]);
  await expect(vehicle.getByRole('definition').textContent()).resolves.toBe('WF0FXXWPMFPT45678');
  await page.getByText(t('connected.app.vehicle', { vin: 'WF0FXXWPMFPT45678' })).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'connected-services-vehicle');
  await page.close();
});
