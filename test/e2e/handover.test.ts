import { owner, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { overflowOnPhone, shotAtWidths } from './support/shots';
import { orders } from '../../src/generated/orders';

const app = testApp();

const t = (key: string, values: Record<string, string> = {}) => text('en-us', key, values);
const item = (id: string) => t(`handover.item.${id}.title`);
/** "Done on <day>": the words before the day. */
const doneOn = new RegExp(`^${t('handover.checkedAt', { date: '' }).trim()}`);
const statusPage = (orderId: string) => `/product/en-us/vehicle-order-tracking/status?orderId=${orderId}`;

it('Michael gets ready for his Mustang Mach-E: ticks by keyboard are kept, a refused one is taken back and said', async () => {
  const page = await app.openSignedIn(
    statusPage('VO-US-5501'),
    owner('product/en-us'),
    t('screen.tracking-status.title'),
  );
  const checklist = page.getByRole('region', { name: t('handover.title') });
  const all = orders.handover.items.length; // an electric vehicle gets every item, charging included
  // Two were ticked before (seed data), with the day each was.
  await checklist.getByText(t('handover.progress', { done: '2', total: String(all) })).waitFor();
  await expect(checklist.getByRole('checkbox', { name: item('drivingLicence') }).isChecked()).resolves.toBe(true);
  await expect(checklist.getByRole('checkbox', { name: item('charging') }).count()).resolves.toBe(1);
  await expect(checklist.getByText(doneOn).count()).resolves.toBe(2);

  const keys = checklist.getByRole('checkbox', { name: item('keys') });
  await expect(keys.isChecked()).resolves.toBe(false);
  const saved = page.waitForResponse((r) => r.url().includes('/handover-checklist/keys') && r.ok());
  await keys.focus();
  await page.keyboard.press('Space');
  await checklist.getByText(t('handover.progress', { done: '3', total: String(all) })).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'handover-checklist');
  await expect(overflowOnPhone(page)).resolves.toBe(0);

  // Kept by the service: a reload shows the tick with its day.
  await saved;
  await page.reload();
  await expect(keys.isChecked()).resolves.toBe(true);
  await checklist.getByText(t('handover.progress', { done: '3', total: String(all) })).waitFor();
  await expect(checklist.getByText(doneOn).count()).resolves.toBe(3);

  // The service refuses the next tick: it is taken back, and the page says which.
  await page.route('**/handover-checklist/walkaround', (route) => route.fulfill({ status: 503, json: {} }));
  await checklist.getByRole('checkbox', { name: item('walkaround') }).click();
  await checklist
    .getByRole('alert')
    .filter({ hasText: t('handover.saveFailed', { item: item('walkaround') }) })
    .waitFor();
  await expect(checklist.getByRole('checkbox', { name: item('walkaround') }).isChecked()).resolves.toBe(false);
  await page.unroute('**/handover-checklist/walkaround');

  // Unticked again, so the demo stays as it was.
  await keys.uncheck();
  await checklist.getByText(t('handover.progress', { done: '2', total: String(all) })).waitFor();
  await page.close();
});

it('a petrol vehicle in delivery has no charging item; an order still in production has no checklist', async () => {
  const lincoln = (key: string, values: Record<string, string> = {}) => text('en-us', key, values);
  const page = await app.openSignedIn(
    '/lincoln/en-us/vehicle-order-tracking/status?orderId=VO-US-L-6101',
    owner('lincoln/en-us'),
    lincoln('screen.tracking-status.title'),
  );
  const checklist = page.getByRole('region', { name: t('handover.title') });
  await checklist
    .getByText(t('handover.progress', { done: '0', total: String(orders.handover.items.length - 1) }))
    .waitFor();
  await expect(checklist.getByRole('checkbox', { name: item('charging') }).count()).resolves.toBe(0);
  await expect(axeViolations(page)).resolves.toEqual([]);
  await page.close();

  const producing = await app.openSignedIn(
    statusPage('VO-US-5534'),
    owner('product/en-us'),
    t('screen.tracking-status.title'),
  );
  await producing.getByRole('region', { name: t('tracking.history.heading') }).waitFor();
  await expect(producing.getByRole('region', { name: t('handover.title') }).count()).resolves.toBe(0);
  await producing.close();
});
