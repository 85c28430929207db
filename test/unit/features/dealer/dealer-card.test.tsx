/** @jest-environment ./test/support/jsdom-environment.js */
import { act, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../../src/app/i18n';
import { DealerCard } from '../../../../src/features/dealer/components/dealer-card';
import { toDealer } from '../../../../src/features/dealer/dealer-details';
import { textsOf } from '../../../support/render-app';
import { marketView, WithMarket } from '../../../support/site-tables';

// The store helper (spec 002 §9): in an EU country the dealer's name leads to its store on the maker's site.
const dealer = toDealer({
  dealerCode: 'DE-10442',
  dealerGroup: 'G',
  name: 'Autohaus am Ring',
  street: 'Ringstraße 1',
  town: 'Köln',
  postalCode: '50667',
  openingHours: [],
  delivery: false,
  phone: '+49 221 123456',
  appointments: { nextAppointmentDate: '2026-01-05', AM: true, PM: false, weekend: false },
  filterDeliveryServices: '[]',
  filterDidServices: '[]',
  filterRegularServices: '[]',
});

async function renderCard(marketId: string) {
  const view = marketView(marketId);
  const i18n = await createI18n(view.market.languageRegionCode, textsOf(view.market.languageRegionCode));
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <WithMarket marketId={marketId}>
          <DealerCard dealer={dealer} />
        </WithMarket>
      </I18nextProvider>,
    );
  });
  return within(screen.getByRole('heading', { name: dealer.name }));
}

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

it("links the dealer's name to its store, by the country's prefix, with the kept campaign id", async () => {
  const { site } = marketView('product/de-de').tables;
  localStorage.setItem(site.campaign.storageKey, 'SPRING24');
  const heading = await renderCard('product/de-de');
  expect(heading.getByRole('link', { name: dealer.name }).getAttribute('href')).toBe(
    `${site.dealers.storeUrlPrefixes.DE}DE-10442?campaignId=SPRING24`,
  );
});

it('names the dealer without a link outside the EU countries', async () => {
  const heading = await renderCard('product/en-us');
  expect(heading.queryByRole('link')).toBeNull();
});
