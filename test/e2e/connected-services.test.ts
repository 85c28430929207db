import { owner, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { shotAtWidths } from './support/shots';

const app = testApp();

const t = (key: string, values: Record<string, string> = {}) => text('en', key, values);

it('routes by its query: a foreign vin, an sspid, nothing at all', async () => {
  const page = await app.signedInAt(`/product/en-gb/connected-services?vin=1FTEW1EP5JFA00001`, owner('product/en-gb'));
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

it('names and shows the vehicle of the garage it is opened for, with its services: switched off and on, and renewed in the subscriptions application', async () => {
  const page = await app.signedInAt(`/product/en-gb/connected-services?vin=WF0FXXWPMFPT45678`, owner('product/en-gb'));
  const vehicle = page.getByRole('region', { name: '2024 Puma' });
  await vehicle.locator('svg[data-body-style="crossover"]').waitFor();
  // The VIN under its label, in the three groups printed on the car; copied, it has no spaces. Once on the page.
  await expect(vehicle.getByRole('term').textContent()).resolves.toBe(t('vehicle.vinLabel'));
  await expect(vehicle.getByRole('definition').locator('span').allTextContents()).resolves.toEqual([
    'WF0',
    'FXXWPM',
    'FPT45678',
  ]);
  await expect(vehicle.getByRole('definition').textContent()).resolves.toBe('WF0FXXWPMFPT45678');
  await expect(page.getByText('WF0FXXWPMFPT45678').count()).resolves.toBe(1);

  // Its services, each with its status and dates; remote controls on, live traffic ending soon.
  const services = page.getByRole('region', { name: t('connected.services.title') });
  const card = (id: string) =>
    services
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: t(`connected.service.${id}.name`) }) });
  const remote = card('remoteControls');
  const remoteSwitch = remote.getByRole('switch', { name: t('connected.service.remoteControls.name') });
  await expect(remoteSwitch.getAttribute('aria-checked')).resolves.toBe('true');
  await card('healthAlerts').getByText(t('connected.forLife')).waitFor();
  await card('connectedNavigation').getByText(t('connected.endsSoon')).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'connected-services-vehicle');

  // Switched off, and it stays off; then on again.
  await remoteSwitch.click();
  await remote
    .getByRole('status')
    .filter({ hasText: t('connected.switched.off', { service: t('connected.service.remoteControls.name') }) })
    .waitFor();
  await expect(remoteSwitch.getAttribute('aria-checked')).resolves.toBe('false');
  await page.reload();
  await remote.getByText(t('connected.switch.off'), { exact: true }).waitFor();
  await expect(remoteSwitch.getAttribute('aria-checked')).resolves.toBe('false');
  await remoteSwitch.click();
  await remote
    .getByRole('status')
    .filter({ hasText: t('connected.switched.on', { service: t('connected.service.remoteControls.name') }) })
    .waitFor();
  await expect(remoteSwitch.getAttribute('aria-checked')).resolves.toBe('true');

  // The renewal hands over to the subscriptions application, for that service.
  await card('connectedNavigation')
    .getByRole('link', { name: t('connected.renew', { service: t('connected.service.connectedNavigation.name') }) })
    .click();
  await page.waitForURL(/sspid=connectedNavigation/);
  await page
    .getByRole('heading', {
      name: t('connected.renewing', { service: t('connected.service.connectedNavigation.name') }),
    })
    .waitFor();
  await page.getByRole('heading', { name: t('connected.app.title') }).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await page.close();
});

it('a vehicle that is not connected has nothing to switch and says how to connect it', async () => {
  const page = await app.signedInAt(`/product/en-us/connected-services?vin=1FMCU9J97PUA20002`, owner('product/en-us'));
  await page.getByRole('heading', { level: 2, name: text('en-us', 'connecting.title') }).waitFor();
  await expect(page.getByRole('switch').count()).resolves.toBe(0);
  await expect(axeViolations(page)).resolves.toEqual([]);
  await page.close();
});

it("in Australia the page's return button leads to the account dashboard's address outside the app (spec 000 §2)", async () => {
  const page = await app.signedInAt(`/product/en-au/connected-services?vin=MNAUMFF50RW123456`, owner('product/en-au'));
  await page.getByRole('region', { name: t('connected.services.title') }).waitFor();
  const back = page.getByRole('main').getByRole('link', { name: 'Back to account dashboard' });
  await expect(back.getAttribute('href')).resolves.toBe('https://localhost/account-dashboard');
  await page.close();
});
