import { axeViolations } from './support/axe';
import { owner, signInAs, startApp, text, type E2eApp } from './support/app';

let app: E2eApp;
beforeAll(async () => { app = await startApp(); });
afterAll(async () => { await app?.close(); });

const t = (key: string, values: Record<string, string> = {}) => text('en', key, values);

it('routes by its query: a foreign vin, an sspid, nothing at all', async () => {
  const page = await app.newPage();
  await page.goto(`${app.base}/product/en-gb/connected-services?vin=1FTEW1EP5JFA00001`);
  await signInAs(page, owner('product/en-gb'));
  await page.getByRole('alert').filter({ hasText: t('connected.vinNotFound') }).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await page.getByRole('alert').getByRole('link', { name: t('app.returnToDashboard') }).waitFor();

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

it('mounts the subscriptions application for a vin of the garage', async () => {
  const page = await app.newPage();
  await page.goto(`${app.base}/product/en-gb/connected-services?vin=WF0FXXWPMFPT45678`);
  await signInAs(page, owner('product/en-gb'));
  await page.getByText(t('connected.app.vehicle', { vin: 'WF0FXXWPMFPT45678' })).waitFor();
  await page.close();
});
