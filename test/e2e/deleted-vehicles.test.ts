import { garageCards, owner, testApp, text } from './support/app';
import { axeViolations } from './support/axe';
import { overflowOnPhone, shotAtWidths } from './support/shots';

const app = testApp();

const t = (key: string, values: Record<string, string> = {}) => text('en-us', key, values);
/** A day as the pages write it in American English ("November 22, 2026"), `offset` days from now. */
const day = (offset: number) =>
  new Intl.DateTimeFormat('en-us', { dateStyle: 'long' }).format(new Date(Date.now() + offset * 86_400_000));

it('Michael restores the sedan he removed last week, then removes it again and finds it among the recently removed', async () => {
  const page = await app.openSignedIn(
    '/product/en-us/account-dashboard',
    owner('product/en-us'),
    t('screen.dashboard.title'),
  );
  await garageCards(page).filter({ hasText: 'Work truck' }).waitFor();
  await expect(garageCards(page).filter({ hasText: 'Old sedan' }).count()).resolves.toBe(0);
  await page.getByRole('link', { name: t('removed.link') }).click();
  await page.getByRole('heading', { level: 1, name: t('screen.deleted-vehicles.title') }).waitFor();
  await page.getByText(t('removed.lead', { days: '30' })).waitFor();

  // Removed six days ago: restorable for 24 more days. The one removed 45 days ago is past its period.
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  const sedan = cards.filter({ has: page.getByRole('heading', { name: 'Old sedan' }) });
  await sedan.getByText('2018 Fusion').waitFor();
  await expect(cards.count()).resolves.toBe(1);
  await sedan.getByText(t('removed.removedOn', { date: day(-6) })).waitFor();
  await sedan.getByText(t('removed.until', { date: day(24) })).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'deleted-vehicles');
  await expect(overflowOnPhone(page)).resolves.toBe(0);

  // Restored: said, the focus on the page's heading, the list empty, and the way to the garage.
  await sedan.getByRole('button', { name: t('removed.restoreOf', { vehicle: 'Old sedan' }) }).click();
  await page
    .getByRole('status')
    .filter({ hasText: t('removed.restored', { vehicle: 'Old sedan' }) })
    .waitFor();
  await expect(
    page.evaluate(() => document.activeElement?.tagName === 'H1' && document.activeElement.textContent),
  ).resolves.toBe(t('screen.deleted-vehicles.title'));
  await page.getByText(t('removed.none', { days: '30' })).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await page.getByRole('link', { name: t('removed.toGarage') }).click();
  const card = garageCards(page).filter({ hasText: 'Old sedan' });
  await card.waitFor();

  // Removed again: the dialog says it can be restored; it is listed once more.
  await card.getByRole('button', { name: t('garage.remove.aria', { vehicle: 'Old sedan' }) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(t('garage.remove.bodyRestorable', { days: '30' })).waitFor();
  await dialog.getByRole('button', { name: t('garage.remove.confirm') }).click();
  await page.getByText(t('garage.removed')).waitFor();
  await page.getByRole('link', { name: t('removed.link') }).click();
  await sedan.getByText(t('removed.removedOn', { date: day(0) })).waitFor();
  await page.close();
});
