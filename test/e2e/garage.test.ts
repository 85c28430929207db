import { owner, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { shot } from './support/shots';
import { CACHE_STORAGE_PREFIX } from '../../src/api/cache';
import { site } from '../../src/generated/site';
import { demoOwnerRecords } from '../../src/server/seed/demo-owners';

const app = testApp();

const t = (key: string, values: Record<string, string> = {}) => text('en', key, values);
// A sample vehicle of the site data (spec 002 §9): one the service takes as a new vehicle of the brand.
const VIN = site.sampleVehicleIds.product[0]!;

it('adds, renames and removes a vehicle, each change still there after a reload', async () => {
  const page = await app.signedInAt(`/product/en-gb/account-dashboard`, owner('product/en-gb'));
  await page.getByRole('heading', { name: t('garage.add.title') }).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);

  await page.getByLabel(t('garage.add.vin')).fill('WF0XXXGCDXPO12345');
  await page.getByRole('button', { name: t('garage.add.submit') }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: t('garage.vinInvalid') })
    .waitFor();

  await page.getByLabel(t('garage.add.vin')).fill(VIN.toLowerCase());
  await page.getByLabel(t('garage.add.nickname')).fill('Work truck');
  await page.getByRole('button', { name: t('garage.add.submit') }).click();
  await page
    .getByRole('status')
    .filter({ hasText: t('garage.added') })
    .waitFor();
  await page.reload();
  await page.getByText('Work truck', { exact: true }).waitFor();
  await page.getByText(t('dashboard.vin', { vin: VIN })).waitFor();

  await page.getByRole('button', { name: t('garage.rename.aria', { vehicle: 'Work truck' }) }).click();
  await page.getByLabel(t('garage.rename.label', { vehicle: 'Work truck' })).fill('Farm truck');
  await page.getByRole('button', { name: t('garage.save') }).click();
  await page
    .getByRole('status')
    .filter({ hasText: t('garage.renamed') })
    .waitFor();
  await page.reload();
  await page.getByText('Farm truck', { exact: true }).waitFor();

  await page.getByRole('button', { name: t('garage.remove.aria', { vehicle: 'Farm truck' }) }).click();
  const dialog = page.getByRole('dialog', { name: t('garage.remove.title', { vehicle: 'Farm truck' }) });
  await dialog.waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await dialog.getByRole('button', { name: t('garage.remove.confirm') }).click();
  await page
    .getByRole('status')
    .filter({ hasText: t('garage.removed') })
    .waitFor();
  await page.reload();
  await page.getByRole('heading', { name: t('garage.add.title') }).waitFor();
  await expect(page.getByText('Farm truck', { exact: true }).count()).resolves.toBe(0);
  await shot(page, 'garage');
  await page.close();
});

it('after adding, the form is empty, the car reads as its model, and a new attempt clears the last outcome', async () => {
  const page = await app.signedInAt(`/product/en-gb/account-dashboard`, owner('product/en-gb'));
  await page.getByRole('heading', { name: t('garage.add.title') }).waitFor();
  const vin = page.getByLabel(t('garage.add.vin'));
  const nickname = page.getByLabel(t('garage.add.nickname'));

  // N at position 10 is 2022; 1FT with model code W1E is the F-150 the service knows.
  await vin.fill('1FTEW1EP5NFA00888');
  await nickname.fill('Spare');
  await page.getByRole('button', { name: t('garage.add.submit') }).click();
  const added = page.getByRole('status').filter({ hasText: t('garage.added') });
  await added.waitFor();
  await expect(vin.inputValue()).resolves.toBe('');
  await expect(nickname.inputValue()).resolves.toBe('');

  await vin.fill('1FTEW1EP5NFA00999');
  await page.getByRole('button', { name: t('garage.add.submit') }).click();
  // Twice: the model line under "Spare", and the name of the new car, which has no nickname.
  await page.getByText('2022 F-150', { exact: true }).nth(1).waitFor();
  await expect(page.getByText('2022 Vehicle').count()).resolves.toBe(0);

  await added.waitFor();
  await vin.fill('WF0XXXGCDXPO12345');
  await page.getByRole('button', { name: t('garage.add.submit') }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: t('garage.vinInvalid') })
    .waitFor();
  await expect(added.count()).resolves.toBe(0);
  await page.close();
});

it("asks for its vehicles' status and recalls, and the offers, once the cards are on the screen: the brand's vehicles only, once", async () => {
  const page = await app.signedInAt(`/product/en-us/account-dashboard`, owner('product/en-us'));
  // The owner's product vehicles (the garage has a Lincoln too, which this site never shows nor asks about).
  const product = demoOwnerRecords
    .find((o) => o.email === owner('product/en-us'))!
    .vehicles.filter((v) => v.make === 'F')
    .map((v) => v.vin);
  expect(product).toHaveLength(2);
  const cardsShown = async () => {
    for (const vin of product) await page.getByText(t('dashboard.vin', { vin })).waitFor();
  };
  await cardsShown();
  // A first visit's calls (nothing the tab keeps), each noted with the vehicle pictures the page had drawn when it
  // was sent: sent earlier, they would share the connection with the scripts that draw the cards.
  await page.addInitScript((prefix) => {
    for (const key of Object.keys(window.sessionStorage))
      if (key.startsWith(prefix)) window.sessionStorage.removeItem(key);
    const send = window.fetch.bind(window);
    const asked: { path: string; vin: string; pictures: number }[] = [];
    Object.assign(window, { asked });
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
      if (/\/vehicles\/(vehicle-type|recalls)$|\/offers$/.test(url.pathname))
        asked.push({
          path: url.pathname,
          vin: new Headers(init?.headers).get('vin') ?? '',
          pictures: document.querySelectorAll('.vehicle-card svg.vehicle-picture').length,
        });
      return send(input, init);
    };
  }, CACHE_STORAGE_PREFIX);
  await page.reload();
  await cardsShown();
  await page.waitForFunction(() => (window as unknown as { asked: unknown[] }).asked.length >= 5);
  const calls = await page.evaluate(
    () => (window as unknown as { asked: { path: string; vin: string; pictures: number }[] }).asked,
  );
  expect(calls.map((c) => `${c.path} ${c.vin}`.trim()).sort()).toEqual(
    [
      ...product.flatMap((vin) => [`/fs/api/v1/vehicles/recalls ${vin}`, `/fs/api/v3/vehicles/vehicle-type ${vin}`]),
      '/owner/api/v2/offers',
    ].sort(),
  );
  expect(calls.map((c) => c.pictures)).toEqual([2, 2, 2, 2, 2]);
  await page.close();
});
