import { owner, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { overflowOnPhone, shotAtWidths } from './support/shots';

const app = testApp();

const en = (key: string, values: Record<string, string> = {}) => text('en', key, values);
const fr = (key: string, values: Record<string, string> = {}) => text('fr', key, values);

it('an en-gb owner filters the dealer search for dealers that sell new vehicles, by keyboard, and sees only those', async () => {
  const page = await app.openSignedIn(
    '/product/en-gb/preferred-dealer',
    owner('product/en-gb'),
    en('screen.preferred-dealer.title'),
  );
  const search = page.getByRole('region', { name: en('dealer.search.heading') });
  await search.getByLabel(en('dealer.search.label')).fill('Motors');
  await search.getByRole('button', { name: en('dealer.search.submit') }).click();
  await search.getByRole('heading', { name: en('dealer.search.results', { query: 'Motors' }) }).waitFor();
  const results = search.getByRole('listitem');
  await expect(results.count()).resolves.toBe(3);
  // Reading services vehicles only: no "New vehicles" line on it; the two others have one.
  await expect(search.getByRole('button', { name: /Thames Motors Reading/ }).textContent()).resolves.not.toContain(
    en('dealer.newVehicles'),
  );
  await expect(search.getByText(en('dealer.newVehicles'), { exact: true }).count()).resolves.toBe(2);

  // The filter beside the search, by keyboard: the search already made is made again at once.
  const filter = search.getByRole('checkbox', { name: en('dealer.search.newVehicles') });
  await filter.focus();
  await page.keyboard.press('Space');
  await search.getByRole('heading', { name: en('dealer.search.newVehicleResults', { query: 'Motors' }) }).waitFor();
  await expect(filter.isChecked()).resolves.toBe(true);
  await expect(results.count()).resolves.toBe(2);
  for (const name of ['Pennine Motors Leeds', 'Thames Motors Oxford'])
    await expect(search.getByRole('button', { name: new RegExp(name) }).textContent()).resolves.toContain(
      en('dealer.newVehicles'),
    );
  await expect(search.getByRole('button', { name: /Thames Motors Reading/ }).count()).resolves.toBe(0);
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'nvc-dealer-search');
  await expect(overflowOnPhone(page)).resolves.toBe(0);

  // A search with the filter on finds no service-only site; turned off, every dealer again.
  await search.getByLabel(en('dealer.search.label')).fill('RG1');
  await search.getByRole('button', { name: en('dealer.search.submit') }).click();
  await search.getByText(en('dealer.search.noNewVehicleResults', { query: 'RG1' })).waitFor();
  await filter.click();
  await search.getByRole('button', { name: /Thames Motors Reading/ }).waitFor();
  expect(app.cspViolations).toEqual([]);
  await page.close();
});

it("Lucas (fr-fr) opens his order's status and finds his dealer's address, phone, hours and page, in French", async () => {
  const page = await app.openSignedIn(
    '/product/fr-fr/vehicle-order-tracking/status?orderId=VO-FR-7702',
    owner('product/fr-fr'),
    fr('screen.tracking-status.title'),
  );
  const dealer = page.getByRole('region', { name: fr('tracking.dealer.heading') });
  await dealer.getByRole('heading', { name: 'Garage Martin Paris Est' }).waitFor();
  await dealer.getByText('118 avenue Gambetta').waitFor();
  await dealer.getByText('75020 Paris').waitFor();
  await expect(dealer.getByRole('link', { name: /01 55 50 03 61/ }).getAttribute('href')).resolves.toBe(
    'tel:+33155500361',
  );
  await dealer.getByText(/^lundi: 9:00 – 19:00$/).waitFor();
  await dealer.getByText(/^samedi: 9:00 – 18:00$/).waitFor();
  await expect(dealer.getByRole('link', { name: fr('tracking.dealer.page') }).getAttribute('href')).resolves.toMatch(
    /^https:\/\/www\.product\.example\/fr\/concessionnaires\/FR-50361/,
  );
  // The rest of the page is there as before.
  await page.getByRole('region', { name: fr('tracking.history.heading') }).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'nvc-order-dealer-fr');
  await expect(overflowOnPhone(page)).resolves.toBe(0);
  expect(app.cspViolations).toEqual([]);
  await page.close();
});
