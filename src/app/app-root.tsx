import type { i18n as I18n } from 'i18next';
import { useEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { Boot } from './boot';
import { markets } from './environment';
import { AppRoutes } from './router';
import type { RootState } from './store';
import { basenameOf } from '../lib/market/route-paths';
import { FeatureHostContext } from '../ui/feature-host';
import { MarketContext, type MarketView } from '../ui/market-context';

/** The browser's router, or (prerendering, src/app/prerender/) one fixed at an address. */
export type RouterOf = (basename: string, routes: ReactNode) => ReactNode;

const browserRouter: RouterOf = (basename, routes) => <BrowserRouter basename={basename}>{routes}</BrowserRouter>;

/** Providers (texts, store, market) around the router of the market's route table. */
export function App({
  boot,
  i18n,
  router = browserRouter,
  serverState,
  onFirstRender,
}: {
  boot: Boot;
  i18n: I18n;
  router?: RouterOf;
  /** Hydrating a prerendered page: the state its markup was rendered from (hydration.ts), read until it is hydrated. */
  serverState?: RootState;
  /** After the first render is committed (the prerendered page hydrated, or drawn afresh over it): the app's from then. */
  onFirstRender?: () => void;
}) {
  // A hook of App itself, not a component of its own: a child more would change the ids React gave the prerendered markup.
  useEffect(() => onFirstRender?.(), [onFirstRender]);
  const view: MarketView = useMemo(
    () => ({ market: boot.market, routes: boot.routes, webview: boot.webview, tables: boot.tables, markets }),
    [boot],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <Provider store={boot.store} serverState={serverState}>
        <FeatureHostContext.Provider value={boot.store.featureHost}>
          <MarketContext.Provider value={view}>
            {router(basenameOf(boot.market), <AppRoutes routes={boot.routes} />)}
          </MarketContext.Provider>
        </FeatureHostContext.Provider>
      </Provider>
    </I18nextProvider>
  );
}
