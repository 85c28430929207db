import { text, testApp } from './support/app';

const app = testApp();

const t = (key: string) => text('en', key);

it('lays the shortcuts out in one column on a phone (375 px), their groups side by side at 1280 px (002 §2)', async () => {
  const page = await app.newPage();
  await page.setViewportSize({ width: 375, height: 800 });
  // A guest page of en-us: the shortcuts are there without signing in.
  await page.goto(`${app.base}/product/en-us/check-order-status`);
  const shortcuts = page.getByRole('navigation', { name: t('shortcuts.title') });
  await shortcuts.getByRole('button', { name: t('shortcuts.title') }).click();
  const groups = shortcuts.getByRole('region');
  await groups.first().waitFor();
  await expect(groups.count()).resolves.toBeGreaterThan(1);
  // A column is a left edge the groups share.
  const columns = () =>
    groups.evaluateAll((sections) => new Set(sections.map((s) => Math.round(s.getBoundingClientRect().left))).size);
  await expect(columns()).resolves.toBe(1);

  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(columns()).resolves.toBe(await groups.count());
  await page.close();
});
