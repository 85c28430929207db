import { owner, signInAs, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { shot } from './support/shots';

const app = testApp();

const t = (key: string, values: Record<string, string> = {}) => text('en', key, values);
const DEALER_TITLE = t('screen.preferred-dealer.title');

it('an en-gb owner finds a dealer by postal code, reads its details and makes it the preferred dealer after the consent', async () => {
  const page = await app.openSignedIn('/product/en-gb/preferred-dealer', owner('product/en-gb'), DEALER_TITLE);
  const current = page.getByRole('region', { name: t('dealer.current.heading') });
  await current.getByRole('heading', { name: 'Thames Motors Reading' }).waitFor();

  // A blank search is not sent; then the postal code, spaces and case as typed.
  const search = page.getByRole('region', { name: t('dealer.search.heading') });
  await search.getByRole('button', { name: t('dealer.search.submit') }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: t('dealer.search.empty') })
    .waitFor();
  await search.getByLabel(t('dealer.search.label')).fill('ox2 0hp');
  await search.getByRole('button', { name: t('dealer.search.submit') }).click();
  await search.getByRole('button', { name: /Thames Motors Oxford/ }).click();

  const details = page.getByRole('region', { name: t('dealer.details.heading') });
  await details.getByRole('heading', { name: 'Thames Motors Oxford' }).waitFor();
  await details
    .getByText(
      ['MOT', 'SERVICING', 'TYRE-CHANGE', 'PICKUP-DELIVERY'].map((code) => t(`dealer.service.${code}`)).join(', '),
    )
    .waitFor();
  await details
    .getByText(
      t('dealer.appointment.slots', {
        slots: [t('dealer.appointment.am'), t('dealer.appointment.pm'), t('dealer.appointment.weekend')].join(', '),
      }),
    )
    .waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);

  await details.getByRole('button', { name: t('dealer.setPreferred') }).click();
  const consent = page.getByRole('dialog', { name: 'Share your details with your dealer' });
  await consent.getByText(/Your preferred dealer will receive your name/).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await consent.getByRole('button', { name: 'I agree' }).click();

  await page
    .getByRole('status')
    .filter({ hasText: t('dealer.set.done') })
    .waitFor();
  await current.getByRole('heading', { name: 'Thames Motors Oxford' }).waitFor();
  await current.getByText(t('dealer.rewards.earned', { points: '150', count: '150' })).waitFor();
  await details.getByText(t('dealer.details.isPreferred')).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'preferred-dealer');

  await page.reload();
  await page.getByRole('heading', { level: 1, name: t('screen.preferred-dealer.title') }).waitFor();
  await page
    .getByRole('region', { name: t('dealer.current.heading') })
    .getByRole('heading', { name: 'Thames Motors Oxford' })
    .waitFor();
  expect(app.cspViolations).toEqual([]);
  await page.close();
});

it("asks for the preferred dealer's details once, filled from the owner's choice as soon as it is in", async () => {
  const page = await app.newPage();
  const asked: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/dealer/api/v1/dealers/') || pathname === '/owner/api/v2/preferred-dealer')
      asked.push(pathname);
  });
  await page.goto(`${app.base}/product/en-gb/preferred-dealer`, { waitUntil: 'commit' });
  await signInAs(page, owner('product/en-gb'));
  // Whichever dealer the owner has chosen by now (the first test changes it): its details' heading.
  await page
    .getByRole('region', { name: t('dealer.current.heading') })
    .getByRole('heading', { name: /Thames Motors/ })
    .waitFor();
  // The details follow the choice at boot (routes.json `after`); the screen's own ask takes that answer.
  expect(asked.filter((p) => p.startsWith('/dealer/'))).toHaveLength(1);
  expect(asked.indexOf('/owner/api/v2/preferred-dealer')).toBeLessThan(
    asked.findIndex((p) => p.startsWith('/dealer/')),
  );
  await page.close();
});

it("a dealer search by name lists the country's dealers only, as a list", async () => {
  const page = await app.openSignedIn('/product/en-gb/preferred-dealer', owner('product/en-gb'), DEALER_TITLE);
  const search = page.getByRole('region', { name: t('dealer.search.heading') });
  await search.getByLabel(t('dealer.search.label')).fill('Motors');
  await search.getByRole('button', { name: t('dealer.search.submit') }).click();
  await search.getByRole('heading', { name: t('dealer.search.results', { query: 'Motors' }) }).waitFor();
  await expect(search.getByRole('listitem').count()).resolves.toBe(3);
  // Cookies declined (the page's default here): no map, and the page says how to get one.
  await search.getByText(t('dealer.map.consent')).waitFor();
  await expect(page.getByRole('img', { name: t('dealer.map.label') }).count()).resolves.toBe(0);
  await search.getByLabel(t('dealer.search.label')).fill('Lakeside');
  await search.getByRole('button', { name: t('dealer.search.submit') }).click();
  await search.getByText(t('dealer.search.noResults', { query: 'Lakeside' })).waitFor();
  await page.close();
});

it("with cookies accepted, the results also show on the market's map, numbered as the list", async () => {
  const page = await app.openSignedIn('/product/en-gb/preferred-dealer', owner('product/en-gb'), DEALER_TITLE, {
    consent: 'accept',
  });
  const search = page.getByRole('region', { name: t('dealer.search.heading') });
  await search.getByLabel(t('dealer.search.label')).fill('Motors');
  await search.getByRole('button', { name: t('dealer.search.submit') }).click();
  const map = page.getByRole('img', { name: t('dealer.map.label') });
  await map.waitFor();
  await expect(map.locator('circle').count()).resolves.toBe(3);
  await search.getByRole('button', { name: /^1\. / }).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'dealer-map');
  await page.close();
});
