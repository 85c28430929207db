import { garageCards, owner, testApp, text } from './support/app';
import { axeViolations } from './support/axe';
import { overflowOnPhone, shotAtWidths } from './support/shots';

const app = testApp();

const t = (key: string, values: Record<string, string> = {}) => text('en-us', key, values);
const F150 = '1FTFW1E87PFA10001';
const ESCAPE = '1FMCU9J97PUA20002';

it("Michael opens his F-150's status and health from its card: figures in his country's units, the low tyre and what to do", async () => {
  const page = await app.openSignedIn(
    '/product/en-us/account-dashboard',
    owner('product/en-us'),
    t('screen.dashboard.title'),
  );
  // A connected vehicle's card leads to its status and health; the Escape is not connected and has no such link.
  const truck = garageCards(page).filter({ hasText: 'Work truck' });
  const link = truck.getByRole('link', { name: t('garage.health.linkOf', { vehicle: 'Work truck' }), exact: true });
  await link.waitFor();
  await expect(link.textContent()).resolves.toBe(t('garage.health.link'));
  const escape = garageCards(page).filter({ hasText: '2019 Escape' });
  await expect(escape.getByRole('link', { name: t('garage.health.link') }).count()).resolves.toBe(0);

  await link.click();
  await page.waitForURL(`${app.base}/product/en-us/vehicle-health?vin=${F150}`);
  await page.getByRole('heading', { level: 1, name: t('screen.vehicle-health.title') }).waitFor();
  await page.getByText(t('vehicle.vin', { vin: F150 }), { exact: true }).waitFor();
  const status = page.getByRole('region', { name: t('health.status.title') });
  // US units: miles, US mpg, psi, Fahrenheit (markets/site.json formats.units).
  await status.getByText('29,957 mi', { exact: true }).waitFor();
  await status.getByText('318 mi', { exact: true }).waitFor();
  await status.getByText(t('health.status.locked'), { exact: true }).waitFor();
  await status.getByText(t('health.status.allClosed'), { exact: true }).waitFor();
  await expect(status.getByText(/^\d+\.\d mpg$/).count()).resolves.toBe(1);
  await expect(status.getByText(/^-?\d+°F$/).count()).resolves.toBe(1);

  const health = page.getByRole('region', { name: t('health.health.title') });
  const alert = health.getByRole('listitem').filter({ hasText: t('health.alert.tyrePressureLow.title') });
  await alert.getByText(t('health.severity.warning')).waitFor();
  await alert.getByText(t('health.alert.tyrePressureLow.action')).waitFor();
  const rearLeft = health.getByRole('listitem').filter({ hasText: t('health.tyre.rearLeft') });
  await rearLeft.getByText('27 psi', { exact: true }).waitFor();
  await rearLeft.getByText(t('health.tyreStatus.low'), { exact: true }).waitFor();
  await rearLeft.getByText(t('health.tyre.recommended', { pressure: '35 psi' })).waitFor();
  await health
    .getByText(t('health.left', { percent: '34%' }))
    .first()
    .waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'vehicle-health');
  await expect(overflowOnPhone(page)).resolves.toBe(0);

  // He prefers kilometres and bar: chosen on the units page, every figure follows, and it is kept.
  await page.getByRole('link', { name: t('health.units') }).click();
  await page.getByRole('heading', { level: 1, name: t('screen.units-of-measurement.title') }).waitFor();
  const distance = page.getByRole('group', { name: t('units.kind.distance') });
  await expect(distance.getByRole('radio', { name: t('units.option.mi') }).isChecked()).resolves.toBe(true);
  await distance.getByRole('radio', { name: t('units.option.km'), exact: true }).check();
  await page
    .getByRole('group', { name: t('units.kind.tyrePressure') })
    .getByRole('radio', { name: t('units.option.bar'), exact: true })
    .check();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'units-of-measurement');
  // A save the service refuses says so under the choices and keeps them; the next one goes through.
  const unitsAddress = /\/owner\/api\/v2\/units-of-measurement$/;
  await page.route(unitsAddress, (route) =>
    route.request().method() === 'GET' ? route.continue() : route.fulfill({ status: 503, body: '{}' }),
  );
  await page.getByRole('button', { name: t('units.save') }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: t('units.saveFailed') })
    .waitFor();
  await expect(distance.getByRole('radio', { name: t('units.option.km'), exact: true }).isChecked()).resolves.toBe(
    true,
  );
  await page.unroute(unitsAddress);
  await page.getByRole('button', { name: t('units.save') }).click();
  await page
    .getByRole('status')
    .filter({ hasText: t('units.saved') })
    .waitFor();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: t('units.saveFailed') })
      .count(),
  ).resolves.toBe(0);

  await page.goBack();
  await status.getByText('48,212 km', { exact: true }).waitFor();
  await rearLeft.getByText('1.9 bar', { exact: true }).waitFor();
  await page.reload();
  await rearLeft.getByText('1.9 bar', { exact: true }).waitFor();
  await status.getByText(/^-?\d+°F$/).waitFor();

  // Back to the country's units.
  await page.getByRole('link', { name: t('health.units') }).click();
  await page.getByRole('button', { name: t('units.reset') }).click();
  await page
    .getByRole('status')
    .filter({ hasText: t('units.saved') })
    .waitFor();
  await expect(
    page
      .getByRole('group', { name: t('units.kind.distance') })
      .getByRole('radio', { name: t('units.option.mi') })
      .isChecked(),
  ).resolves.toBe(true);
  await page.close();
});

it('a vehicle that is not connected says how to connect it; a VIN of no garage says so', async () => {
  const page = await app.openSignedIn(
    `/product/en-us/vehicle-health?vin=${ESCAPE}`,
    owner('product/en-us'),
    t('screen.vehicle-health.title'),
  );
  await page.getByRole('heading', { level: 2, name: t('connecting.title') }).waitFor();
  await page.getByText(t('connecting.step1')).waitFor();
  await expect(page.getByRole('link', { name: t('connecting.link') }).getAttribute('href')).resolves.toBe(
    '/product/en-us/connected-services',
  );
  await expect(axeViolations(page)).resolves.toEqual([]);

  await page.goto(`${app.base}/product/en-us/vehicle-health?vin=WF0NXXGCHNRC98765`);
  await page
    .getByRole('alert')
    .filter({ hasText: t('health.notInGarage') })
    .waitFor();
  await page.close();
});

it('Lucas in France sees his electric Mustang Mach-E charging, in kWh per 100 km, with no oil to change', async () => {
  const fr = (key: string, values: Record<string, string> = {}) => text('fr', key, values);
  const page = await app.openSignedIn(
    '/product/fr-fr/vehicle-health?vin=WF0NXXGCHNRC98765',
    owner('product/fr-fr'),
    fr('screen.vehicle-health.title'),
  );
  const status = page.getByRole('region', { name: fr('health.status.title') });
  await status.getByText(fr('health.status.charging'), { exact: true }).waitFor();
  await status.getByText(/kWh\/100 km$/).waitFor();
  // French groups thousands with a narrow no-break space, as Intl writes them.
  const odometer = new Intl.NumberFormat('fr-FR', { style: 'unit', unit: 'kilometer' }).format(12940);
  await status.getByText(odometer, { exact: true }).waitFor();
  await expect(status.getByText(fr('health.status.fuelLevel'), { exact: true }).count()).resolves.toBe(0);
  const health = page.getByRole('region', { name: fr('health.health.title') });
  await health.getByText(fr('health.alerts.none')).waitFor();
  await expect(health.getByText(fr('health.oil.title'), { exact: true }).count()).resolves.toBe(0);
  await expect(axeViolations(page)).resolves.toEqual([]);
  await page.close();
});
