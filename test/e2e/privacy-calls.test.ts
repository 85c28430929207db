import type { Page, Request } from 'playwright-core';
import { owner, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { overflowOnPhone } from './support/shots';
import { fragments } from '../../src/generated/content';

// Which call saves the preferences is the market's data (markets privacyApi, site.json imageConsent), never the page's.
const app = testApp();

interface Marketing {
  heading: string;
  editButton: string;
  saveButton: string;
  yes: string;
  no: string;
  options: { optionName: string; apiVariable: string }[];
}
const marketing = fragments['account-settings-forms']?.en as unknown as Marketing;
const comm = fragments['communication-preferences']?.en as unknown as {
  editButton: string;
  saveButton: string;
  email: { heading: string };
};
const banner = fragments['notification-banner']?.en as unknown as { successText: string };
const t = (key: string) => text('en', key);

const summary = (page: Page, name: string) =>
  page.getByRole('term').filter({ hasText: name }).locator('xpath=following-sibling::dd');
const imageChoice = (page: Page) => page.getByRole('group', { name: t('marketing.image.question') });
/** The next PUT to a path of the data service. */
const put = (page: Page, path: string) =>
  page.waitForRequest((r: Request) => r.method() === 'PUT' && new URL(r.url()).pathname === path);

it('an Australian owner chooses the image consent apart from the marketing options; it is kept after a reload', async () => {
  const page = await app.openSignedIn('/product/en-au/marketing-options', owner('product/en-au'), marketing.heading);
  await page.getByRole('heading', { name: t('marketing.image.heading') }).waitFor();
  await expect(summary(page, t('marketing.image.question')).textContent()).resolves.toBe(t('marketing.notSet'));
  await expect(axeViolations(page)).resolves.toEqual([]);

  await page.getByRole('button', { name: marketing.editButton }).click();
  await imageChoice(page).getByRole('radio', { name: marketing.yes }).check();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await expect(overflowOnPhone(page)).resolves.toBe(0);

  const preferences = put(page, '/owner/api/v3/privacy-preferences');
  const consent = put(page, '/owner/api/v2/privacy-preferences/image');
  await page.getByRole('button', { name: marketing.saveButton }).click();
  // The marketing options through Australia's call (v3), which never carries the image consent; then its own call.
  const sent = (await preferences).postDataJSON() as { preferences: { preferenceType: string }[] };
  expect(sent.preferences.map((p) => p.preferenceType)).toEqual(marketing.options.map((o) => o.apiVariable));
  expect((await consent).postDataJSON()).toEqual({ countryCode: 'AUS', consent: 1 });
  await page.getByRole('status').filter({ hasText: banner.successText }).waitFor();
  await page.getByRole('button', { name: marketing.editButton }).waitFor();

  await page.reload();
  await page.getByRole('button', { name: marketing.editButton }).waitFor();
  await expect(summary(page, t('marketing.image.question')).textContent()).resolves.toBe(marketing.yes);
  await page.close();
});

it("a US owner's marketing options save through the market's call, with no image consent asked", async () => {
  const page = await app.openSignedIn('/product/en-us/marketing-options', owner('product/en-us'), marketing.heading);
  await page.getByRole('button', { name: marketing.editButton }).click();
  await expect(imageChoice(page).count()).resolves.toBe(0);
  const first = marketing.options[0]!.optionName;
  await page.getByRole('group', { name: first }).getByRole('radio', { name: marketing.no }).check();

  const saved = put(page, '/owner/api/v3/privacy-preferences');
  await page.getByRole('button', { name: marketing.saveButton }).click();
  const body = (await saved).postDataJSON() as {
    countryCode: string;
    source: string;
    preferences: { preferenceType: string; preferenceCode: number; chosenAt: string }[];
  };
  expect([body.countryCode, body.source]).toEqual(['USA', 'web']);
  expect(body.preferences[0]).toEqual({
    preferenceType: marketing.options[0]!.apiVariable,
    preferenceCode: 0,
    chosenAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
  });
  await page.getByRole('status').filter({ hasText: banner.successText }).waitFor();
  await page.reload();
  await page.getByRole('button', { name: marketing.editButton }).waitFor();
  await expect(summary(page, first).textContent()).resolves.toBe(marketing.no);
  await page.close();
});

it('the email preferences save through the marketing ECP call, whatever the market', async () => {
  const page = await app.openSignedIn('/product/en-us/email-preference', owner('product/en-us'), comm.email.heading);
  await page.getByRole('button', { name: comm.editButton }).click();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await expect(overflowOnPhone(page)).resolves.toBe(0);
  const saved = put(page, '/owner/api/v2/marketing/ecp-preferences');
  await page.getByRole('button', { name: comm.saveButton }).click();
  expect((await saved).postDataJSON()).toMatchObject({
    countryCode: 'USA',
    channel: 'email',
    subscriptions: expect.arrayContaining([{ code: 'EmailNewsletter', optIn: expect.any(Boolean) }]),
    format: { code: 'EmailFormatHtml', value: expect.stringMatching(/^(html|text)$/) },
  });
  await page.getByRole('button', { name: comm.editButton }).waitFor();
  await page.close();
});
