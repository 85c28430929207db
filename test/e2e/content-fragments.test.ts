import { owner, text, testApp } from './support/app';
import { axeViolations } from './support/axe';
import { fragments } from '../../src/generated/content';

/*
 * Spec 002 §7: content fragments by brand, region, locale, category and name. The footer's disclosures differ for
 * Lincoln, its privacy notice for the Americas (region na), and the help router sends a Lincoln owner's service
 * question to the dealer page (markets/content/fragments/).
 */
const app = testApp();

const us = (key: string) => text('en-us', key);
const disclosures = (key: string) => (fragments.disclosures?.[key] as { text: string }).text;
const privacyTitle = (key: string) => (fragments['gdpr-banner']?.[key] as { title: string }).title;

it("a Lincoln page has Lincoln's disclosures and the Americas' privacy notice, and routes help on service to the dealer", async () => {
  const page = await app.openSignedIn(
    '/lincoln/en-us/account-dashboard',
    owner('lincoln/en-us'),
    us('screen.dashboard.title'),
  );
  const footer = page.getByRole('contentinfo');
  await footer.getByText(disclosures('lincoln/en'), { exact: true }).waitFor();
  await footer.getByRole('heading', { name: privacyTitle('na/en') }).waitFor();
  await expect(footer.getByText(disclosures('en'), { exact: true }).count()).resolves.toBe(0);
  await expect(axeViolations(page)).resolves.toEqual([]);

  await page.getByRole('button', { name: us('shell.helpLauncher'), exact: true }).click();
  const topics = page
    .getByRole('dialog', { name: us('help.title') })
    .getByRole('navigation', { name: us('help.router.heading') });
  await topics.getByRole('link', { name: us('help.router.maintenance') }).click();
  await page.getByRole('heading', { level: 1, name: us('screen.preferred-dealer.title') }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/lincoln/en-us/preferred-dealer');
  await page.close();
});

it('a product page of the same locale has the general disclosures, and its help on service is a page of the help site', async () => {
  const page = await app.openSignedIn(
    '/product/en-us/account-dashboard',
    owner('product/en-us'),
    us('screen.dashboard.title'),
  );
  const footer = page.getByRole('contentinfo');
  await footer.getByText(disclosures('en'), { exact: true }).waitFor();
  await footer.getByRole('heading', { name: privacyTitle('na/en') }).waitFor();
  await expect(footer.getByText(disclosures('lincoln/en'), { exact: true }).count()).resolves.toBe(0);

  await page.getByRole('button', { name: us('shell.helpLauncher'), exact: true }).click();
  const service = page
    .getByRole('navigation', { name: us('help.router.heading') })
    .getByRole('link', { name: new RegExp(`^${us('help.router.maintenance')}`) });
  await expect(service.getAttribute('href')).resolves.toMatch(/^https:\/\/help\.owner\.example\//);
  await expect(service.getAttribute('target')).resolves.toBe('_blank');
  await page.close();
});

it("a French Lincoln page of Canada has Lincoln's French disclosures, and a European page the general notice", async () => {
  const page = await app.newPage();
  await page.goto(`${app.base}/lincoln/fr-ca/check-order-status`);
  const footer = page.getByRole('contentinfo');
  await footer.getByText(disclosures('lincoln/fr'), { exact: true }).waitFor();
  await footer.getByRole('heading', { name: privacyTitle('na/fr') }).waitFor();

  await page.goto(`${app.base}/product/en-gb/check-order-status`);
  await footer.getByText(disclosures('en'), { exact: true }).waitFor();
  await footer.getByRole('heading', { name: privacyTitle('en'), exact: true }).waitFor();
  await page.close();
});
