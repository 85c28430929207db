import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { MarketContext, type MarketView } from '../ui/market-context';
import type { Boot } from './boot';
import { createAppRouter } from './router';

/** Providers (texts, store, market) around the router of the market's route table. */
export function App({ boot, i18n }: { boot: Boot; i18n: I18n }) {
  const view: MarketView = useMemo(() => ({ market: boot.market, routes: boot.routes, webview: boot.webview }), [boot]);
  const router = useMemo(() => createAppRouter(boot.market, boot.routes), [boot]);
  return (
    <I18nextProvider i18n={i18n}>
      <Provider store={boot.store}>
        <MarketContext.Provider value={view}>
          <RouterProvider router={router} />
        </MarketContext.Provider>
      </Provider>
    </I18nextProvider>
  );
}
