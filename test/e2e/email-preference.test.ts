import type { Page } from 'playwright-core';
import { owner, text, testApp } from './support/app';
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
  editButton: string;
  saveButton: string;
  yes: string;
  no: string;
  alwaysOn: string;
  email: { heading: string; emails: Option[]; formatHeading: string; html: string; plainText: string };
}
const en = fragments['communication-preferences']?.en as unknown as Texts;
const t = (key: string, values: Record<string, string> = {}) => text('en', key, values);
const summary = (page: Page, name: string) =>
  page.getByRole('term').filter({ hasText: name }).locator('xpath=following-sibling::dd');

it('changes which emails come and their format, saves, reloads and sees it; links to changing the address', async () => {
  const page = await app.openSignedIn(`/product/en-us/email-preference`, owner('product/en-us'), en.email.heading);
  await page.getByText(t('emailPref.sentTo', { email: owner('product/en-us') })).waitFor();
  await page.getByRole('link', { name: t('emailPref.changeAddress') }).waitFor();

  await page.getByRole('button', { name: en.editButton }).click();
  const notices = en.email.emails.find((o) => o.mandatory)!.optionName;
  await page.getByText(`${notices}: ${en.alwaysOn}`).waitFor();
  for (const o of en.email.emails.filter((x) => !x.mandatory)) {
    await page
      .getByRole('group', { name: o.optionName, exact: true })
      .getByRole('radio', { name: o === en.email.emails[0] ? en.yes : en.no })
      .check();
  }
  await page
    .getByRole('group', { name: en.email.formatHeading, exact: true })
    .getByRole('radio', { name: en.email.plainText })
    .check();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'comm-email-edit');
  await page.getByRole('button', { name: en.saveButton }).click();
  await page.getByRole('button', { name: en.editButton }).waitFor();

  await page.reload();
  await page.getByRole('button', { name: en.editButton }).waitFor();
  await expect(summary(page, en.email.emails[0]!.optionName).textContent()).resolves.toBe(en.yes);
  await expect(summary(page, en.email.emails[1]!.optionName).textContent()).resolves.toBe(en.no);
  await expect(summary(page, en.email.formatHeading).textContent()).resolves.toBe(en.email.plainText);
  await expect(summary(page, notices).textContent()).resolves.toBe(en.alwaysOn);
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'comm-email-view');

  await page.getByRole('link', { name: t('emailPref.changeAddress') }).click();
  await page.getByRole('heading', { level: 1, name: t('screen.change-email.title') }).waitFor();
  await page.close();
});
