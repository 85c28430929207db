import { forgetSignIn, owner, signInAs, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { shot } from './support/shots';

const app = testApp();

const t = (key: string, values: Record<string, string> = {}) => text('en', key, values);

it("shows a US owner's points and recent activity on the dashboard; a market without a programme shows none", async () => {
  const page = await app.signedInAt(`/product/en-us/account-dashboard`, owner('product/en-us'));
  const card = page.getByRole('region', { name: t('loyalty.title') });
  await card.getByText(t('loyalty.points', { points: '12,500', count: '12500' })).waitFor();
  await card.getByText(t('loyalty.expiring', { points: '1,500', count: '1500' })).waitFor();
  await card.getByText('Service visit at your preferred dealer').waitFor();
  await card.getByText('+1,500').waitFor();
  await card.getByText('Nov 2, 2026').waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'loyalty');

  await forgetSignIn(page);
  await page.goto(`${app.base}/product/en-gb/account-dashboard`, { waitUntil: 'commit' });
  await signInAs(page, owner('product/en-gb'));
  await page.getByRole('heading', { name: t('dashboard.vehicles') }).waitFor();
  await expect(page.getByRole('region', { name: t('loyalty.title') }).count()).resolves.toBe(0);
  await page.close();
});
