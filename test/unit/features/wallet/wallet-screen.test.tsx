/** @jest-environment ./test/support/jsdom-environment.js */
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import createSagaMiddleware from 'redux-saga';
import { createI18n } from '../../../../src/app/i18n';
import { WalletScreen } from '../../../../src/features/wallet/components/wallet-screen';
import { watchWallet } from '../../../../src/features/wallet/sagas/wallet';
import type { WalletScript } from '../../../../src/features/wallet/services';
import { wallet } from '../../../../src/features/wallet/slice';
import type { WalletApp, WalletMountOptions } from '../../../../src/features/wallet/wallet-app';
import type { Market } from '../../../../src/generated/types/market';
import { MarketContext } from '../../../../src/ui/market-context';
import { defaultRoutes, fixtureMarket } from '../../../support/fixture-markets';
import { textLookup } from '../../../support/fixture-texts';
import { fixtureTables } from '../../../support/site-tables';

const texts = {
  'wallet.loading': 'Opening your wallet',
  'wallet.failed': 'The wallet did not open.',
  'wallet.retry': 'Open it again',
  'screen.wallet.title': 'Wallet',
  'wallet.unavailable.title': 'No wallet in {{country}}',
  'app.returnToDashboard': 'Back to your account',
};
const t = textLookup(texts);

/** A fixture entry with a wallet script (the fixtures have none of their own, as a market without a wallet). */
const withWallet = (id: string): Market => {
  const m = fixtureMarket(id);
  return { ...m, scripts: { ...m.scripts, wallet: '/local/scripts/wallet.js' } };
};

/** A wallet script the test finishes: each load waits until the test says whether it ran. */
function controlledScript() {
  const pending: ((ran: boolean) => void)[] = [];
  const script: WalletScript = {
    app: () => window.ownerWallet,
    load: () =>
      new Promise<boolean>((resolve) => {
        pending.push(resolve);
      }),
  };
  return {
    script,
    finish: async (ran: boolean) => {
      await act(async () => {
        pending.shift()?.(ran);
      });
    },
  };
}

/** The stand-in's contract in miniature: renders a card and records what it was mounted with. */
function registerApp(): WalletMountOptions[] {
  const mounted: WalletMountOptions[] = [];
  const app: WalletApp = {
    mount: (element, options) => {
      mounted.push(options);
      const card = document.createElement('p');
      card.textContent = 'Visa •••• 4242';
      element.replaceChildren(card);
    },
  };
  window.ownerWallet = app;
  return mounted;
}

async function renderWallet(market: Market, script: WalletScript) {
  const routes = defaultRoutes;
  const sagas = createSagaMiddleware({ context: { walletScript: script, log: () => undefined, webview: false } });
  const store = configureStore({
    reducer: combineSlices(wallet),
    middleware: (gdm) => gdm({ thunk: false }).concat(sagas),
  });
  sagas.run(watchWallet);
  const i18n = await createI18n(market.languageRegionCode, texts);
  await act(async () => {
    render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <MarketContext.Provider value={{ market, routes, webview: false, tables: fixtureTables, markets: [market] }}>
            <MemoryRouter>
              <WalletScreen />
            </MemoryRouter>
          </MarketContext.Provider>
        </I18nextProvider>
      </Provider>,
    );
  });
}

afterEach(() => {
  delete window.ownerWallet;
  jest.restoreAllMocks();
});

it('shows a spinner while the script loads, then mounts the wallet with the page locale and market', async () => {
  const { script, finish } = controlledScript();
  await renderWallet(withWallet('product/en-gb'), script);
  expect(screen.getByRole('status', { name: t('wallet.loading') })).toBeTruthy();
  const mounted = registerApp();
  await finish(true);
  expect(screen.getByText('Visa •••• 4242')).toBeTruthy();
  expect(screen.queryByRole('status', { name: t('wallet.loading') })).toBeNull();
  expect(mounted).toEqual([{ locale: 'en-gb', market: 'product/en-gb' }]);
});

it('shows an error with a retry when the script fails, and loads it again on retry', async () => {
  const { script, finish } = controlledScript();
  await renderWallet(withWallet('product/de-de'), script);
  await finish(false);
  expect(screen.getByRole('alert').textContent).toContain(t('wallet.failed'));
  fireEvent.click(screen.getByRole('button', { name: t('wallet.retry') }));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: t('screen.wallet.title') }));
  registerApp();
  await finish(true);
  expect(screen.getByText('Visa •••• 4242')).toBeTruthy();
});

it('shows the error when the wallet application throws while mounting', async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const { script, finish } = controlledScript();
  window.ownerWallet = {
    mount: () => {
      throw new Error('boom');
    },
  };
  await renderWallet(withWallet('product/en-gb'), script);
  await finish(true);
  expect(screen.getByRole('alert').textContent).toContain(t('wallet.failed'));
});

it('in a market without a wallet, says so, loads nothing, and leads back to the dashboard', async () => {
  const load = jest.fn(async () => true);
  await renderWallet(fixtureMarket('product/en-th'), { app: () => undefined, load });
  expect(screen.getByRole('heading', { level: 2, name: 'No wallet in Thailand' })).toBeTruthy();
  expect(screen.getByRole('link', { name: t('app.returnToDashboard') }).getAttribute('href')).toBe(
    '/account-dashboard',
  );
  expect(load).not.toHaveBeenCalled();
});
