/** @jest-environment ./test/support/jsdom-environment.js */
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createI18n } from '../../../../src/app/i18n';
import { ReturnButton } from '../../../../src/features/marketing-options/components/marketing-options-screen';
import { textsOf } from '../../../support/render-app';
import { marketView, WithMarket } from '../../../support/site-tables';

/**
 * Spec 000 §2: the return button goes to the dashboard, or to sign-in and security from a sign-in error page; in
 * Australia and New Zealand on the connected-services path, to an account-dashboard address outside the app.
 */
async function renderReturnButton(marketId: string, address: string) {
  const { market } = marketView(marketId);
  const texts = textsOf(market.languageRegionCode);
  const i18n = await createI18n(market.languageRegionCode, texts);
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <WithMarket marketId={marketId}>
          <MemoryRouter initialEntries={[address]}>
            <ReturnButton />
          </MemoryRouter>
        </WithMarket>
      </I18nextProvider>,
    );
  });
  return { market, texts };
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('leads back to the dashboard', async () => {
  const { texts } = await renderReturnButton('product/en-au', '/marketing-options');
  expect(screen.getByRole('link', { name: texts['app.returnToDashboard'] }).getAttribute('href')).toBe(
    '/account-dashboard',
  );
});

it('leads to the sign-in and security page from a sign-in error page', async () => {
  const { texts } = await renderReturnButton('product/en-us', '/marketing-options?signInError=true');
  expect(screen.getByRole('link', { name: texts['marketing.returnToSecurity'] }).getAttribute('href')).toBe(
    '/signin-credentials',
  );
});

it.each(['product/en-au', 'product/en-nz'])(
  'in %s on the connected-services path, leads to the account dashboard outside the app',
  async (marketId) => {
    const { market, texts } = await renderReturnButton(marketId, '/connected-services?vin=WF0XXXGCDXPA12345');
    expect(screen.getByRole('link', { name: texts['app.returnToDashboard'] }).getAttribute('href')).toBe(
      `https://${market.domain}/account-dashboard`,
    );
  },
);

it('elsewhere on the connected-services path, stays in the app', async () => {
  const { texts } = await renderReturnButton('product/en-gb', '/connected-services?vin=WF0XXXGCDXPA12345');
  expect(screen.getByRole('link', { name: texts['app.returnToDashboard'] }).getAttribute('href')).toBe(
    '/account-dashboard',
  );
});

it('carries the kept campaign id (000 §7) to the address outside the app, not to a route of the app', async () => {
  const { campaign } = marketView('product/en-au').tables.site;
  localStorage.setItem(campaign.storageKey, 'SPRING24');
  try {
    const { market, texts } = await renderReturnButton('product/en-au', '/connected-services?vin=WF0XXXGCDXPA12345');
    expect(screen.getByRole('link', { name: texts['app.returnToDashboard'] }).getAttribute('href')).toBe(
      `https://${market.domain}/account-dashboard?${campaign.queryParameter}=SPRING24`,
    );
    document.body.innerHTML = '';
    await renderReturnButton('product/en-au', '/marketing-options');
    expect(screen.getByRole('link', { name: texts['app.returnToDashboard'] }).getAttribute('href')).toBe(
      '/account-dashboard',
    );
  } finally {
    localStorage.clear();
  }
});
