import type { Page } from 'playwright-core';
import { owner, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { shot } from './support/shots';

const app = testApp();

const t = (key: string, values: Record<string, string> = {}) => text('en', key, values);
const de = (key: string) => text('de', key);

/** The site links of the three region sections. */
const siteLinks = (page: Page) =>
  page
    .getByRole('region', { name: t('country.region.na') })
    .or(page.getByRole('region', { name: t('country.region.eu') }))
    .or(page.getByRole('region', { name: t('country.region.apa') }))
    .getByRole('link');

it('an owner on en-gb types "deu" and follows Deutschland to the German site', async () => {
  const page = await app.openSignedIn(
    `/product/en-gb/country-selector`,
    owner('product/en-gb'),
    t('screen.country-selector.title'),
  );
  for (const region of ['na', 'eu', 'apa'])
    await page.getByRole('heading', { level: 2, name: t(`country.region.${region}`) }).waitFor();
  await expect(page.getByRole('link', { name: /United Kingdom/ }).getAttribute('aria-current')).resolves.toBe('true');
  const hrefs = await siteLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(30);
  expect(hrefs.every((h) => h?.startsWith('/product/'))).toBe(true);
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'country-selector');

  // Keyboard alone: into the filter, type, Tab to the site, Enter.
  const filter = page.getByRole('searchbox', { name: t('country.filter.label') });
  await filter.focus();
  await page.keyboard.type('deu');
  await page
    .getByRole('status')
    .filter({ hasText: t('country.matches', { number: '3' }) })
    .waitFor();
  await expect(page.getByRole('link', { name: /Deutsch/ }).count()).resolves.toBe(3);
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'country-selector-deu');
  const germany = page.getByRole('link', { name: /Deutschland/ });
  await expect(germany.getAttribute('href')).resolves.toBe('/product/de-de/');
  for (let i = 0; i < 10 && !(await germany.evaluate((a) => a === document.activeElement)); i += 1)
    await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');

  await page.waitForURL((u) => u.pathname.startsWith('/product/de-de/') || u.pathname.startsWith('/oidc/'));
  // A full page load into the German market: its dashboard, or its sign-in page in German.
  await page
    .getByRole('heading', { level: 1, name: de('screen.dashboard.title') })
    .or(page.getByRole('heading', { level: 1, name: de('idp.title') }))
    .waitFor();
  expect(app.cspViolations).toEqual([]);
  await page.close();
});

it('says when nothing matches and brings the list back', async () => {
  const page = await app.signedInAt(`/product/en-gb/country-selector`, owner('product/en-gb'));
  const filter = page.getByRole('searchbox', { name: t('country.filter.label') });
  await filter.fill('atlantis');
  await page
    .getByRole('status')
    .filter({ hasText: t('country.noMatch', { text: 'atlantis' }) })
    .waitFor();
  await expect(siteLinks(page).count()).resolves.toBe(0);
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'country-selector-empty');
  await page.getByRole('button', { name: t('country.clear') }).click();
  await page.getByRole('link', { name: /Deutschland/ }).waitFor();
  await page.close();
});

it('on a Lincoln site lists the Lincoln sites only, in the Lincoln look', async () => {
  const page = await app.openSignedIn(
    `/lincoln/en-us/country-selector`,
    owner('lincoln/en-us'),
    t('screen.country-selector.title'),
  );
  const hrefs = await siteLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(1);
  expect(hrefs.every((h) => h?.startsWith('/lincoln/'))).toBe(true);
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'country-selector-lincoln');
  await page.close();
});

it('speaks the page language: a de-de owner reads the countries in German', async () => {
  const page = await app.openSignedIn(
    `/product/de-de/country-selector`,
    owner('product/de-de'),
    de('screen.country-selector.title'),
  );
  await page.getByRole('searchbox', { name: de('country.filter.label') }).fill('könig');
  await page.getByRole('link', { name: /Vereinigtes Königreich/ }).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await shot(page, 'country-selector-de');
  await page.close();
});
