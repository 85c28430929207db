import { garageCards, owner, testApp, text } from './support/app';
import { axeViolations } from './support/axe';
import { shotAtWidths } from './support/shots';

const app = testApp();

const t = (key: string, values: Record<string, string> = {}) => text('en', key, values);
/** A date as the pages show it in the market's language (medium: "Nov 28, 2026"; long: "November 28, 2026"). */
const day = (locale: string, value: Date | string, style: 'medium' | 'long' = 'medium') =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: style,
    ...(typeof value === 'string' ? { timeZone: 'UTC' } : {}),
  }).format(typeof value === 'string' ? new Date(`${value}T00:00:00Z`) : value);

/** The ISO day (UTC, as the service counts days) `offset` days from today. */
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The recall line's link of a vehicle card: named by what it shows, then by whose recalls it leads to. */
const lineName = (shown: string, vehicle: string) => `${shown} – ${t('garage.recalls.link', { vehicle })}`;

it("counts the F-150's open recall on its card, and its page shows the open brake recall and the remedied one", async () => {
  const page = await app.openSignedIn(
    '/product/en-us/account-dashboard',
    owner('product/en-us'),
    t('screen.dashboard.title'),
  );
  const truck = garageCards(page).filter({ hasText: 'Work truck' });
  const line = truck.getByRole('link', {
    name: lineName(t('garage.recalls.open', { count: '1' }), 'Work truck'),
    exact: true,
  });
  await line.waitFor();
  await expect(line.textContent()).resolves.toBe(t('garage.recalls.open', { count: '1' }));
  // A booked repair is still open: the Escape's card counts it too.
  await page
    .getByRole('link', { name: lineName(t('garage.recalls.open', { count: '1' }), '2019 Escape'), exact: true })
    .waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);

  await line.click();
  await page.waitForURL(`${app.base}/product/en-us/vehicle-recalls?vin=1FTFW1E87PFA10001`);
  await page.getByRole('heading', { level: 1, name: t('screen.vehicle-recalls.title') }).waitFor();
  await page.getByText(t('vehicle.vin', { vin: '1FTFW1E87PFA10001' }), { exact: true }).waitFor();
  await page.getByText(t('recalls.checked', { date: day('en-us', new Date()) }), { exact: true }).waitFor();

  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards.count()).resolves.toBe(2);
  const brakes = cards.filter({ has: page.getByRole('heading', { name: t('recalls.component.brakes') }) });
  await brakes.getByText(t('recalls.campaign', { id: '24S45' })).waitFor();
  await brakes.getByText(t('recalls.status.open'), { exact: true }).waitFor();
  await brakes.getByText(t('recalls.risk.crash')).waitFor();
  await brakes.getByText(t('recalls.remedy.repair')).waitFor();
  await brakes.getByText(t('recalls.free')).waitFor();
  const book = brakes.getByRole('button', { name: t('recalls.book.open') });
  await book.waitFor();

  const software = cards.filter({ has: page.getByRole('heading', { name: t('recalls.component.software') }) });
  await software.getByText(t('recalls.status.remedied'), { exact: true }).waitFor();
  await software.getByText(t('recalls.remediedOn', { date: day('en-us', '2025-01-20', 'long') })).waitFor();
  await expect(software.getByRole('link').count()).resolves.toBe(0);
  await expect(axeViolations(page)).resolves.toEqual([]);

  await shotAtWidths(page, 'vehicle-recalls');
  // Opened on a phone (375 px), the page is no wider than the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await book.waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The booking form names the dealer the repair is booked with, and leads to where it is chosen.
  await book.click();
  const dealer = brakes.getByRole('link', { name: t('recalls.book.changeDealer') });
  await expect(dealer.getAttribute('href')).resolves.toBe('/product/en-us/preferred-dealer');
  await dealer.click();
  await page.waitForURL(`${app.base}/product/en-us/preferred-dealer`);
  await page.close();
});

it("shows the Escape's booked repair with its day and dealer", async () => {
  const page = await app.openSignedIn(
    '/product/en-us/vehicle-recalls?vin=1FMCU9J97PUA20002',
    owner('product/en-us'),
    t('screen.vehicle-recalls.title'),
  );
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await card.getByRole('heading', { level: 2, name: t('recalls.component.cameras') }).waitFor();
  await expect(card.count()).resolves.toBe(1);
  await card.getByText(t('recalls.status.scheduled'), { exact: true }).waitFor();
  await card
    .getByText(
      t('recalls.scheduledFor', { date: day('en-us', '2026-12-09', 'long'), dealer: 'Great Lakes Motors Ann Arbor' }),
    )
    .waitFor();
  await expect(card.getByRole('link').count()).resolves.toBe(0);
  await card.getByRole('button', { name: t('recalls.cancel.action') }).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await page.close();
});

it("Michael books the F-150's brake repair with his dealer, finds it booked after a reload, then cancels it", async () => {
  const page = await app.openSignedIn(
    '/product/en-us/vehicle-recalls?vin=1FTFW1E87PFA10001',
    owner('product/en-us'),
    t('screen.vehicle-recalls.title'),
  );
  const brakes = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: t('recalls.component.brakes') }) });
  await brakes.getByRole('button', { name: t('recalls.book.open') }).click();
  await brakes.getByRole('heading', { level: 3, name: t('recalls.book.heading', { id: '24S45' }) }).waitFor();
  await brakes.getByText(t('recalls.book.withDealer')).waitFor();
  // The window of markets/site.json recalls: 2 to 60 days from today.
  const window = { min: day('en-us', isoDay(2), 'long'), max: day('en-us', isoDay(60), 'long') };
  await brakes.getByText(t('recalls.book.window', window)).waitFor();
  const visit = brakes.getByLabel(t('recalls.book.date'));
  await expect(visit.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  await expect(axeViolations(page)).resolves.toEqual([]);

  await visit.fill(isoDay(10));
  await brakes.getByRole('button', { name: t('recalls.book.submit') }).click();
  const bookedFor = t('recalls.scheduledFor', {
    date: day('en-us', isoDay(10), 'long'),
    dealer: 'Lakeside Motors Dearborn',
  });
  await brakes.getByText(bookedFor, { exact: true }).waitFor();
  await brakes.getByText(t('recalls.status.scheduled'), { exact: true }).waitFor();
  await brakes
    .getByRole('status')
    .filter({
      hasText: t('recalls.book.done', { date: day('en-us', isoDay(10), 'long'), dealer: 'Lakeside Motors Dearborn' }),
    })
    .waitFor();
  await expect(brakes.getByRole('heading', { level: 2 }).evaluate((el) => el === document.activeElement)).resolves.toBe(
    true,
  );
  await expect(axeViolations(page)).resolves.toEqual([]);

  await page.reload();
  await brakes.getByText(bookedFor, { exact: true }).waitFor();
  await brakes.getByRole('button', { name: t('recalls.cancel.action') }).click();
  const dialog = page.getByRole('dialog', { name: t('recalls.cancel.title') });
  await dialog.getByText(t('recalls.cancel.body')).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await dialog.getByRole('button', { name: t('recalls.cancel.confirm') }).click();
  await dialog.waitFor({ state: 'hidden' });
  await brakes.getByText(t('recalls.status.open'), { exact: true }).waitFor();
  await brakes
    .getByRole('status')
    .filter({ hasText: t('recalls.cancel.done') })
    .waitFor();
  await brakes.getByRole('button', { name: t('recalls.book.open') }).waitFor();
  await expect(brakes.getByText(bookedFor, { exact: true }).count()).resolves.toBe(0);
  await expect(axeViolations(page)).resolves.toEqual([]);
  expect(app.cspViolations).toEqual([]);
  await page.close();
});

it('says a vehicle without recalls has none, as of the day they were checked, on its card and on its page', async () => {
  const page = await app.openSignedIn(
    '/product/en-gb/account-dashboard',
    owner('product/en-gb'),
    t('screen.dashboard.title'),
  );
  const none = t('garage.recalls.none', { date: day('en-gb', new Date()) });
  const line = page.getByRole('link', { name: lineName(none, '2024 Puma'), exact: true });
  await line.waitFor();
  await expect(line.textContent()).resolves.toBe(none);
  await line.click();
  await page.waitForURL(`${app.base}/product/en-gb/vehicle-recalls?vin=WF0FXXWPMFPT45678`);
  await page.getByText(t('recalls.none'), { exact: true }).waitFor();
  await page.getByText(t('recalls.checked', { date: day('en-gb', new Date()) }), { exact: true }).waitFor();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).count()).resolves.toBe(0);
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'vehicle-recalls-none');

  // Another owner's vehicle is not in this garage; no VIN at all asks for one. Both lead back to the vehicles.
  await page.goto(`${app.base}/product/en-gb/vehicle-recalls?vin=1FTFW1E87PFA10001`);
  const notHere = page.getByRole('alert').filter({ hasText: t('recalls.notInGarage') });
  await notHere.waitFor();
  await notHere.getByRole('link', { name: t('vehicle.backToGarage') }).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await page.goto(`${app.base}/product/en-gb/vehicle-recalls`);
  await page.getByText(t('recalls.noVehicle')).waitFor();
  await page.getByRole('link', { name: t('vehicle.backToGarage') }).click();
  await page.waitForURL(`${app.base}/product/en-gb/account-dashboard`);
  expect(app.cspViolations).toEqual([]);
  await page.close();
});
