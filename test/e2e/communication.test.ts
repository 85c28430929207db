import type { Page } from 'playwright-core';
import { owner, signInAs, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { shot } from './support/shots';
import { fragments } from '../../src/generated/content';

const app = testApp();

interface Option {
  optionName: string;
  apiVariable: string;
  mandatory?: boolean;
}
interface Texts {
  heading: string;
  editButton: string;
  saveButton: string;
  yes: string;
  no: string;
  alwaysOn: string;
  channels: Option[];
  topics: Option[];
}
const en = fragments['communication-preferences']?.en as unknown as Texts;
const t = (key: string, values: Record<string, string> = {}) => text('en', key, values);
const BASE = '/product/en-us';

const openSignedIn = (path: string, heading: string): Promise<Page> =>
  app.openSignedIn(`${BASE}${path}`, owner('product/en-us'), heading);
const summary = (page: Page, name: string) =>
  page.getByRole('term').filter({ hasText: name }).locator('xpath=following-sibling::dd');

it('shows the channels as marketing options shows them, and an answer to every communication and email preference', async () => {
  const marketing = fragments['account-settings-forms']?.en as unknown as { heading: string; options: Option[] };
  const page = await openSignedIn('/marketing-options', marketing.heading);
  await page.getByRole('button', { name: en.editButton }).waitFor();
  const chosen = new Map<string, string | null>();
  for (const o of marketing.options) {
    if ((await summary(page, o.optionName).count()) === 1)
      chosen.set(o.apiVariable, await summary(page, o.optionName).textContent());
  }
  expect(chosen.size).toBeGreaterThan(1);

  await page.goto(`${app.base}${BASE}/communication-preference`);
  await page.getByRole('heading', { level: 1, name: en.heading }).waitFor();
  await page.getByRole('button', { name: en.editButton }).waitFor();
  for (const c of en.channels.filter((x) => chosen.has(x.apiVariable))) {
    await expect(summary(page, c.optionName).first().textContent()).resolves.toBe(chosen.get(c.apiVariable));
  }
  await expect(page.getByText(t('comm.notSet'), { exact: true }).count()).resolves.toBe(0);

  const email = fragments['communication-preferences']?.en?.email as { heading: string };
  await page.goto(`${app.base}${BASE}/email-preference`);
  await page.getByRole('heading', { level: 1, name: email.heading }).waitFor();
  await page.getByRole('button', { name: en.editButton }).waitFor();
  await expect(page.getByText(t('comm.notSet'), { exact: true }).count()).resolves.toBe(0);
  await page.close();
});

it('changes a communication preference, saves, reloads and sees it; recalls are shown but not switchable', async () => {
  const page = await openSignedIn('/communication-preference', en.heading);
  const sms = en.channels[1]!.optionName;
  const recalls = en.topics.find((o) => o.mandatory)!.optionName;
  await page.getByRole('button', { name: en.editButton }).click();
  await expect(page.getByRole('group', { name: recalls }).count()).resolves.toBe(0);
  await page.getByText(`${recalls}: ${en.alwaysOn}`).waitFor();
  // Every switchable option needs an answer before saving.
  for (const o of [...en.channels, ...en.topics].filter((x) => !x.mandatory)) {
    await page
      .getByRole('group', { name: o.optionName, exact: true })
      .getByRole('radio', { name: o.optionName === sms ? en.yes : en.no })
      .check();
  }
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'comm-preference-edit');

  // A failed save keeps the answers and says so (the US market saves through the v3 call: markets privacyApi).
  await page.route('**/owner/api/v3/privacy-preferences', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"statusCode":500,"error":"Internal Server Error","message":"down"}',
    }),
  );
  await page.getByRole('button', { name: en.saveButton }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: t('comm.saveFailed') })
    .waitFor();
  await expect(
    page.getByRole('group', { name: sms, exact: true }).getByRole('radio', { name: en.yes }).isChecked(),
  ).resolves.toBe(true);
  await page.unroute('**/owner/api/v3/privacy-preferences');

  await page.getByRole('button', { name: en.saveButton }).click();
  await page.getByRole('button', { name: en.editButton }).waitFor();
  await page.reload();
  await page.getByRole('button', { name: en.editButton }).waitFor();
  await expect(summary(page, sms).textContent()).resolves.toBe(en.yes);
  await expect(summary(page, en.channels[0]!.optionName).first().textContent()).resolves.toBe(en.no);
  await expect(summary(page, recalls).textContent()).resolves.toBe(en.alwaysOn);
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'comm-preference-view');
  await page.close();
});

it('opens an unread message, which stays read after a reload; the unread count follows', async () => {
  const page = await openSignedIn('/communication-center', text('en', 'screen.communication-center.title'));
  const heading = page.getByRole('heading', { level: 1 });
  await heading.filter({ hasText: t('center.unreadCount', { number: '2', count: '2' }) }).waitFor();
  const first = page.getByRole('button', { name: /Your service is due soon/ });
  await expect(first.textContent()).resolves.toContain(t('center.unread'));
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'comm-center-unread');
  const marked = page.waitForResponse(
    (r) => r.url().includes('/owner/api/v2/messages/') && r.request().method() === 'PUT',
  );
  await first.click();
  await expect(marked.then((r) => r.status())).resolves.toBe(204);
  await expect(first.getAttribute('aria-expanded')).resolves.toBe('true');
  await page.getByText('Book a visit with your preferred dealer', { exact: false }).waitFor();
  await heading.filter({ hasText: t('center.unreadCount', { number: '1', count: '1' }) }).waitFor();

  await page.reload();
  await heading.filter({ hasText: t('center.unreadCount', { number: '1', count: '1' }) }).waitFor();
  await expect(page.getByRole('button', { name: /Your service is due soon/ }).textContent()).resolves.not.toContain(
    t('center.unread'),
  );
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'comm-center-read');
  await page.close();
});

it('says "No messages" to an owner without any, and offers a retry when the list fails', async () => {
  const other = await app.newPage();
  await other.route('**/owner/api/v2/messages', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"statusCode":500,"error":"Internal Server Error","message":"down"}',
    }),
  );
  await other.goto(`${app.base}/product/it-it/communication-center`, { waitUntil: 'commit' });
  await signInAs(other, owner('product/it-it'));
  await other
    .getByRole('alert')
    .filter({ hasText: text('it', 'center.loadFailed') })
    .waitFor();
  await other.unroute('**/owner/api/v2/messages');
  await other.getByRole('button', { name: text('it', 'center.retry') }).click();
  await other.getByText(text('it', 'center.empty'), { exact: true }).waitFor();
  await expect(axeViolations(other)).resolves.toEqual([]);
  await shot(other, 'comm-center-empty');
  await other.close();
});
