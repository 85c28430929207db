/** @jest-environment ./test/support/jsdom-environment.js */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../../src/app/i18n';
import { CountrySelectorScreen } from '../../../../src/features/country-selector/components/country-selector-screen';
import { bundles } from '../../../../src/generated/content';
import { markets } from '../../../../src/generated/markets/local';
import { routeTables } from '../../../../src/generated/routes';
import { MarketContext } from '../../../../src/ui/market-context';

const textsOf = (code: string): Record<string, string> => ({ ...bundles.en, ...bundles[code.slice(0, 2)], ...bundles[code] });

async function renderSelector(marketId: string) {
  const market = markets.find((m) => m.id === marketId)!;
  const texts = textsOf(market.languageRegionCode);
  const i18n = await createI18n(market.languageRegionCode, texts);
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MarketContext.Provider value={{ market, routes: routeTables[marketId]!, webview: false }}>
          <CountrySelectorScreen />
        </MarketContext.Provider>
      </I18nextProvider>,
    );
  });
  const t = (key: string, values: Record<string, string> = {}) =>
    Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), texts[key] ?? key);
  return { t, filter: screen.getByRole('searchbox', { name: t('country.filter.label') }) as HTMLInputElement };
}

const siteLinks = () => screen.queryAllByRole('link');

// jsdom draws nothing on a canvas (and says so): this browser draws no flag emoji, so the codes show.
beforeAll(() => { jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null); });
afterAll(() => { jest.restoreAllMocks(); });

it('lists every site of the brand by region, each leading to its market root, the current one marked', async () => {
  const { t } = await renderSelector('product/en-gb');
  const regions = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(regions).toEqual([t('country.region.na'), t('country.region.eu'), t('country.region.apa')]);
  const brandSites = markets.filter((m) => m.brand === 'product');
  expect(siteLinks()).toHaveLength(brandSites.length);
  const germany = screen.getByRole('link', { name: /Deutschland/ });
  expect(germany.getAttribute('href')).toBe('/product/de-de/');
  expect(within(germany).getByText('Deutsch · Deutschland').getAttribute('lang')).toBe('de-de');
  const current = siteLinks().filter((a) => a.getAttribute('aria-current') === 'true');
  expect(current.map((a) => a.getAttribute('href'))).toEqual(['/product/en-gb/']);
  expect(within(current[0]!).getByText(t('country.current'))).toBeTruthy();
  // The flag (here the code, as jsdom draws no emoji) is decoration: not part of the link's name.
  expect(within(germany).getByText('DE').getAttribute('aria-hidden')).toBe('true');
});

it('names the countries in the page language', async () => {
  await renderSelector('product/de-de');
  expect(screen.getByRole('link', { name: /Vereinigtes Königreich/ }).getAttribute('href')).toBe('/product/en-gb/');
});

it('narrows the list as the owner types, and says how many sites are left', async () => {
  const { t, filter } = await renderSelector('product/en-gb');
  fireEvent.change(filter, { target: { value: 'deu' } });
  expect(siteLinks().map((a) => a.getAttribute('href'))).toEqual(['/product/de-at/', '/product/de-de/', '/product/de-ch/']);
  expect(screen.getByRole('status').textContent).toBe(t('country.matches', { number: '3' }));
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([t('country.region.eu')]);
});

it('says when nothing matches, and clearing brings the whole list back with focus in the filter', async () => {
  const { t, filter } = await renderSelector('product/en-gb');
  fireEvent.change(filter, { target: { value: 'atlantis' } });
  expect(siteLinks()).toHaveLength(0);
  expect(screen.getByRole('status').textContent).toBe(t('country.noMatch', { text: 'atlantis' }));
  fireEvent.click(screen.getByRole('button', { name: t('country.clear') }));
  expect(filter.value).toBe('');
  expect(document.activeElement).toBe(filter);
  expect(siteLinks().length).toBeGreaterThan(10);
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
  expect(siteLinks().map((a) => a.getAttribute('href')).every((h) => h?.startsWith('/lincoln/'))).toBe(true);
});
