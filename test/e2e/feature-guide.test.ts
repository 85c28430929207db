import { owner, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { overflowOnPhone, shotAtWidths } from './support/shots';
import { fragments } from '../../src/generated/content';

const app = testApp();

const t = (key: string, values: Record<string, string> = {}) => text('en-us', key, values);
type Guide = { topics: Record<string, string>; articles: Record<string, { title: string; summary: string }> };
/** The guide's words as the content service serves them to a locale (its own fragment, else its language's). */
const guide = (locale: string) => {
  const byLocale = fragments['feature-guide'] as Record<string, Guide>;
  return byLocale[locale] ?? byLocale[locale.slice(0, 2)]!;
};
const us = guide('en-us');
const F150 = '1FTFW1E87PFA10001';

it("Michael opens his F-150's feature guide from its card, by keyboard: the truck's articles under their topics, none for an electric vehicle", async () => {
  const page = await app.openSignedIn(
    '/product/en-us/account-dashboard',
    owner('product/en-us'),
    t('screen.dashboard.title'),
  );
  // Every vehicle's card has its guide, named by whose it is (WCAG 2.5.3: the visible words first).
  const link = page.getByRole('link', { name: t('guide.card.linkOf', { vehicle: 'Work truck' }), exact: true });
  await link.waitFor();
  await expect(link.textContent()).resolves.toBe(t('guide.card.link'));
  await expect(
    page.getByRole('link', { name: t('guide.card.linkOf', { vehicle: '2019 Escape' }), exact: true }).count(),
  ).resolves.toBe(1);
  // The articles' words are asked for as the screen opens, beside the guide's call, not once it has answered (the
  // page does not carry them: they show only with the answer).
  const order: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('/feature-guide/feature-guide')) order.push('words asked');
  });
  page.on('response', (r) => {
    if (r.url().includes('/vehicles/feature-guide')) order.push('guide answered');
  });
  await link.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(`${app.base}/product/en-us/feature-guide?vin=${F150}`);
  await page.getByRole('heading', { level: 1, name: t('screen.feature-guide.title') }).waitFor();
  await page.getByText(t('guide.vehicle', { vehicle: '2023 F-150' })).waitFor();

  // The truck's topics, with towing; no charging for a petrol truck.
  const towing = page.getByRole('region', { name: us.topics.towing });
  await towing.waitFor();
  await expect(page.getByRole('heading', { level: 2, name: us.topics.charging }).count()).resolves.toBe(0);
  await expect(page.getByText(us.articles['charge-at-home']!.title).count()).resolves.toBe(0);
  await page.getByText(us.articles['tyre-pressure']!.title).waitFor(); // American English: tire
  expect(order).toEqual(['words asked', 'guide answered']);
  expect(us.articles['tyre-pressure']!.title).toMatch(/tire/);

  // An article opens in place from the keyboard, to its steps, and closes again.
  const trailer = towing.getByRole('group').filter({ hasText: us.articles['trailer-assist']!.title });
  const summary = trailer.locator('summary');
  await expect(trailer.getByRole('listitem').first().isVisible()).resolves.toBe(false);
  await summary.focus();
  await page.keyboard.press('Enter');
  await trailer.getByRole('listitem').first().waitFor();
  await expect(trailer.getByRole('listitem').count()).resolves.toBe(4);
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'feature-guide');
  await expect(overflowOnPhone(page)).resolves.toBe(0);
  await page.keyboard.press('Enter');
  await trailer.getByRole('listitem').first().waitFor({ state: 'hidden' });

  await page.getByRole('link', { name: t('vehicle.backToGarage') }).click();
  await page.getByRole('heading', { level: 1, name: t('screen.dashboard.title') }).waitFor();
  await page.close();
});

it('Lucas in France reads how to charge his Mustang Mach-E in French; a model year with no articles, and a VIN of no garage, say so', async () => {
  const fr = guide('fr');
  const page = await app.openSignedIn(
    '/product/fr-fr/feature-guide?vin=WF0NXXGCHNRC98765',
    owner('product/fr-fr'),
    text('fr', 'screen.feature-guide.title'),
  );
  const charging = page.getByRole('region', { name: fr.topics.charging });
  await charging.getByText(fr.articles['charge-at-home']!.title, { exact: true }).waitFor();
  await charging.getByText(fr.articles['one-pedal']!.title, { exact: true }).waitFor();
  // No oil to change in an electric vehicle.
  await expect(page.getByText(fr.articles['service-reminder']!.title).count()).resolves.toBe(0);
  await expect(axeViolations(page)).resolves.toEqual([]);
  await page.close();

  // Michael's Mercury of 2000 (hidden on the product site's garage) predates every article.
  const us2 = await app.openSignedIn(
    '/product/en-us/feature-guide?vin=2MEHM75W8YX600005',
    owner('product/en-us'),
    t('screen.feature-guide.title'),
  );
  await us2.getByText(t('guide.empty')).waitFor();
  await us2.goto(`${app.base}/product/en-us/feature-guide?vin=WF0NXXGCHNRC98765`);
  await us2
    .getByRole('alert')
    .filter({ hasText: t('guide.notInGarage') })
    .waitFor();
  await us2.close();
});

it("the guide's words fail to come: the page says so, and they come when Michael asks again", async () => {
  const page = await app.openSignedIn(
    '/product/en-us/account-dashboard',
    owner('product/en-us'),
    t('screen.dashboard.title'),
  );
  // The content service fails until Michael asks again (the words are asked for apart from the guide's call).
  let failing = true;
  await page.route(/\/feature-guide\/feature-guide$/, (route) =>
    failing ? route.fulfill({ status: 503, body: '' }) : route.continue(),
  );
  await page.getByRole('link', { name: t('guide.card.linkOf', { vehicle: 'Work truck' }), exact: true }).click();
  const failed = page.getByRole('alert').filter({ hasText: t('guide.contentUnavailable') });
  await failed.waitFor();
  await page.getByText(t('guide.vehicle', { vehicle: '2023 F-150' })).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'feature-guide-words-failed');
  await expect(overflowOnPhone(page)).resolves.toBe(0);
  failing = false;
  await failed.getByRole('button', { name: t('guide.retry') }).click();
  await page.getByRole('region', { name: us.topics.towing }).waitFor();
  await expect(failed.count()).resolves.toBe(0);
  await page.close();
});
