import { owner, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { overflowOnPhone, shotAtWidths } from './support/shots';
import { fragments } from '../../src/generated/content';

const app = testApp();

const t = (key: string, values: Record<string, string> = {}) => text('en-us', key, values);
interface Option {
  optionName: string;
  apiVariable: string;
}
const comm = fragments['communication-preferences']?.en as unknown as {
  heading: string;
  editButton: string;
  saveButton: string;
  yes: string;
  no: string;
  topics: Option[];
};
const offersTopic = comm.topics.find((o) => o.apiVariable === 'TopicOffers')!.optionName;

it('Michael finds offers for his vehicles on his dashboard and copies a code; once he says no to offers, none reach him', async () => {
  const page = await app.openSignedIn(
    '/product/en-us/account-dashboard',
    owner('product/en-us'),
    t('screen.dashboard.title'),
  );
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.base });
  const offers = page.getByRole('region', { name: t('offers.title') });
  // For one of his vehicles first, named as his garage names it; then the one for every owner of the brand.
  const oil = offers.getByRole('article', { name: '$20 off your F-150 oil change' });
  await oil.getByText(t('offers.forVehicle', { vehicle: 'Work truck (2023 F-150)' })).waitFor();
  const cards = offers.getByRole('article');
  await expect(cards.allTextContents()).resolves.toHaveLength(3);
  await expect(cards.last().getByRole('heading').textContent()).resolves.toBe('Buy four tires, get a rebate');
  // Never an offer that ended or has not begun.
  await expect(offers.getByText('Fall service check').count()).resolves.toBe(0);

  await oil.getByRole('button', { name: t('offers.copyOf', { code: 'SERVICE20' }) }).click();
  await oil
    .getByRole('status')
    .filter({ hasText: t('offers.copied') })
    .waitFor();
  await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe('SERVICE20');
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'dashboard-offers');
  await expect(overflowOnPhone(page)).resolves.toBe(0);

  // He says no to offers where the section says he can.
  await offers.getByRole('link', { name: t('offers.manage') }).click();
  await page.getByRole('heading', { level: 1, name: comm.heading }).waitFor();
  await page.getByRole('button', { name: comm.editButton }).click();
  await page.getByRole('group', { name: offersTopic, exact: true }).getByRole('radio', { name: comm.no }).check();
  await page.getByRole('button', { name: comm.saveButton }).click();
  await page.getByRole('button', { name: comm.editButton }).waitFor();

  // The service sends none (not just a page that hides them), and the dashboard has no offers at all.
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/owner/api/v2/offers'));
  await page.goto(`${app.base}/product/en-us/account-dashboard`);
  await expect((await answer).json()).resolves.toEqual({ consented: false, offers: [] });
  await page.getByRole('navigation', { name: t('dashboard.hub') }).waitFor();
  await expect(page.getByRole('region', { name: t('offers.title') }).count()).resolves.toBe(0);
  await page.close();
});

it("Lucas's offers are France's, in French, the one for his Mustang Mach-E first", async () => {
  const fr = (key: string, values: Record<string, string> = {}) => text('fr', key, values);
  const page = await app.openSignedIn(
    '/product/fr-fr/account-dashboard',
    owner('product/fr-fr'),
    fr('screen.dashboard.title'),
  );
  const offers = page.getByRole('region', { name: fr('offers.title') });
  const first = offers.getByRole('article').first();
  await expect(first.getByRole('heading').textContent()).resolves.toBe(
    'Votre borne de recharge à domicile, installation remisée',
  );
  await first.getByText(fr('offers.category.charging'), { exact: true }).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await page.close();
});
