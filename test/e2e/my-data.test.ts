import fs from 'node:fs';
import type { Download } from 'playwright-core';
import { owner, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { overflowOnPhone, shotAtWidths } from './support/shots';
import { site } from '../../src/generated/site';
import { fileSize } from '../../src/lib/format/file-size';
import { DEMO_PASSWORD, DEMO_TOTP_SECRETS } from '../../src/server/seed/demo-owners';

const app = testApp();

const t = (key: string, values: Record<string, string> = {}) => text('en-us', key, values);
const F150 = '1FTFW1E87PFA10001'; // in Michael's garage, "Work truck"
/** The day the file can be downloaded until, as the page writes it ("November 30, 2026"). */
const until = () =>
  new Intl.DateTimeFormat('en-us', { dateStyle: 'long' }).format(
    new Date(Date.now() + site.dataExport.keepDays * 86_400_000),
  );

it('Michael prepares his data, sees its progress (a reload keeps it), and downloads it: JSON with his email and vehicles, no secrets', async () => {
  const email = owner('product/en-us');
  const page = await app.openSignedIn('/product/en-us/account-dashboard', email, t('screen.dashboard.title'));
  await page.getByRole('link', { name: t('screen.my-data.title') }).click();
  await page.getByRole('heading', { level: 1, name: t('screen.my-data.title') }).waitFor();
  await page.getByText(t('myData.contents.vehicles')).waitFor();
  await page.getByText(t('myData.none')).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await expect(overflowOnPhone(page)).resolves.toBe(0);

  // Prepared in the background: the progress shows at once, as a progress bar with its value.
  await page.getByRole('button', { name: t('myData.prepare') }).click();
  const bar = page.getByRole('progressbar', { name: t('myData.progressLabel') });
  await bar.waitFor();
  const value = Number(await bar.getAttribute('aria-valuenow'));
  expect(value).toBeGreaterThanOrEqual(0);
  expect(value).toBeLessThan(100);
  await page.getByText(t('myData.preparing')).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'my-data-preparing');
  await expect(overflowOnPhone(page)).resolves.toBe(0);

  // A reload finds the export where it is, without asking again.
  await page.reload();
  await page.getByRole('heading', { level: 1, name: t('screen.my-data.title') }).waitFor();
  const download = page.getByRole('button', { name: /^Download \(/ });
  await download.waitFor({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: t('myData.prepare') }).count()).resolves.toBe(0);
  await page.getByText(t('myData.until', { date: until() })).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shotAtWidths(page, 'my-data-ready');
  await expect(overflowOnPhone(page)).resolves.toBe(0);

  const [file] = (await Promise.all([page.waitForEvent('download'), download.click()])) as [Download, void];
  expect(file.suggestedFilename()).toMatch(/^owner-account-data-\d{4}-\d{2}-\d{2}\.json$/);
  const saved = fs.readFileSync(await file.path(), 'utf8');
  // The bytes the service made, of the size its button announced.
  await expect(download.textContent()).resolves.toBe(
    t('myData.download', { size: fileSize(Buffer.byteLength(saved, 'utf8'), 'en-us') }),
  );
  const doc = JSON.parse(saved) as {
    format: string;
    formatVersion: number;
    owner: { email: string };
    sections: Record<string, Record<string, Record<string, unknown>[]>>;
  };
  expect(doc).toMatchObject({ format: 'owner-account-data-export', formatVersion: 1, owner: { email } });
  expect(doc.sections.profile!.account).toEqual([expect.objectContaining({ email })]);
  expect(doc.sections.vehicles!.garage!.map((v) => v.vin)).toContain(F150);
  const fields = Object.values(doc.sections).flatMap((parts) =>
    Object.values(parts).flatMap((rows) => rows.flatMap((row) => Object.keys(row))),
  );
  expect(fields.filter((f) => /password|secret|hash|token/i.test(f))).toEqual([]);
  for (const secret of [DEMO_PASSWORD, ...Object.values(DEMO_TOTP_SECRETS)]) expect(saved).not.toContain(secret);
  await page
    .getByRole('status')
    .filter({ hasText: t('myData.downloaded') })
    .waitFor({ state: 'attached' });
  await page.close();
});
