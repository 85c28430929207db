/** @jest-environment ./test/support/jsdom-environment.js */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../../src/app/i18n';
import { CountrySelectorScreen } from '../../../../src/features/country-selector/components/country-selector-screen';
import { MarketContext } from '../../../../src/ui/market-context';
import { defaultRoutes, fixtureMarket, localFixtures } from '../../../support/fixture-markets';
import { textLookup } from '../../../support/fixture-texts';
import { fixtureTables } from '../../../support/site-tables';

// The selector lists the environment's markets of the market view: the fixture entries here (local, under
// /{brand}/{language-region}/): ten product sites in three regions, Germany and Austria the German ones, two lincoln sites.

const texts = {
  'country.filter.label': 'Find a site',
  'country.region.na': 'The Americas',
  'country.region.eu': 'Europe',
  'country.region.apa': 'Asia and Pacific',
  'country.current': 'You are here',
  'country.matches': '{{number}} sites match',
  'country.noMatch': 'No site matches {{text}}',
  'country.clear': 'Show every site',
};
const t = textLookup(texts);
const productSites = localFixtures.filter((m) => m.brand === 'product');

async function renderSelector(marketId: string) {
  const market = fixtureMarket(marketId);
  const i18n = await createI18n(market.languageRegionCode, texts);
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MarketContext.Provider
          value={{ market, routes: defaultRoutes, webview: false, tables: fixtureTables, markets: localFixtures }}
        >
          <CountrySelectorScreen />
        </MarketContext.Provider>
      </I18nextProvider>,
    );
  });
  return { filter: screen.getByRole('searchbox', { name: t('country.filter.label') }) as HTMLInputElement };
}

const siteLinks = () => screen.queryAllByRole('link');

// jsdom draws nothing on a canvas (and says so): this browser draws no flag emoji, so the codes show.
beforeAll(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterAll(() => {
  jest.restoreAllMocks();
});

it('lists every site of the brand by region, each leading to its market root, the current one marked', async () => {
  await renderSelector('product/en-gb');
  const regions = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(regions).toEqual(['The Americas', 'Europe', 'Asia and Pacific']);
  expect(productSites).toHaveLength(10);
  expect(siteLinks()).toHaveLength(10);
  const germany = screen.getByRole('link', { name: /Deutschland/ });
  expect(germany.getAttribute('href')).toBe('/product/de-de/');
  expect(within(germany).getByText('Deutsch · Deutschland').getAttribute('lang')).toBe('de-de');
  const current = siteLinks().filter((a) => a.getAttribute('aria-current') === 'true');
  expect(current.map((a) => a.getAttribute('href'))).toEqual(['/product/en-gb/']);
  expect(within(current[0]!).getByText('You are here')).toBeTruthy();
  // The flag (here the code, as jsdom draws no emoji) is decoration: not part of the link's name.
  expect(within(germany).getByText('DE').getAttribute('aria-hidden')).toBe('true');
});

it('names the countries in the page language', async () => {
  await renderSelector('product/de-de');
  expect(screen.getByRole('link', { name: /Vereinigtes Königreich/ }).getAttribute('href')).toBe('/product/en-gb/');
});

it('narrows the list as the owner types, and says how many sites are left', async () => {
  const { filter } = await renderSelector('product/en-gb');
  fireEvent.change(filter, { target: { value: 'deu' } });
  expect(siteLinks().map((a) => a.getAttribute('href'))).toEqual(['/product/de-at/', '/product/de-de/']);
  expect(screen.getByRole('status').textContent).toBe('2 sites match');
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Europe']);
});

it('says when nothing matches, and clearing brings the whole list back with focus in the filter', async () => {
  const { filter } = await renderSelector('product/en-gb');
  fireEvent.change(filter, { target: { value: 'atlantis' } });
  expect(siteLinks()).toHaveLength(0);
  expect(screen.getByRole('status').textContent).toBe('No site matches atlantis');
  fireEvent.click(screen.getByRole('button', { name: t('country.clear') }));
  expect(filter.value).toBe('');
  expect(document.activeElement).toBe(filter);
  expect(siteLinks()).toHaveLength(productSites.length);
});

it('Escape in the filter clears it', async () => {
  const { filter } = await renderSelector('product/en-gb');
  fireEvent.change(filter, { target: { value: 'deu' } });
  fireEvent.keyDown(filter, { key: 'Escape' });
  expect(filter.value).toBe('');
  expect(screen.getByRole('status').textContent).toBe('');
});

it('lists only the brand of the page', async () => {
  await renderSelector('lincoln/en-us');
  expect(siteLinks().map((a) => a.getAttribute('href'))).toEqual(['/lincoln/fr-ca/', '/lincoln/en-us/']);
});
