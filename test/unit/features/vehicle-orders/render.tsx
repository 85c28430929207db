import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import createSagaMiddleware from 'redux-saga';
import { all } from 'redux-saga/effects';
import { createI18n } from '../../../../src/app/i18n';
import type { VehicleOrdersApi } from '../../../../src/features/vehicle-orders/api';
import { vehicleOrdersFeature } from '../../../../src/features/vehicle-orders/feature';
import { bundles } from '../../../../src/generated/content';
import { markets } from '../../../../src/generated/markets/local';
import { routeTables } from '../../../../src/generated/routes';
import type { DocumentResponse } from '../../../../src/generated/types/api/owner';
import { MarketContext } from '../../../../src/ui/market-context';

/** The texts of a locale as the content service merges them (English, then the language, then the locale). */
export const textsOf = (code: string): Record<string, string> => ({ ...bundles.en, ...bundles[code.slice(0, 2)], ...bundles[code] });

/** Renders a part of the tracking screens in a market, with the feature's store and sagas over a fake API. */
export async function renderInMarket(marketId: string, ui: ReactNode, options: { api?: VehicleOrdersApi; path?: string } = {}) {
  const market = markets.find((m) => m.id === marketId)!;
  const routes = routeTables[marketId]!;
  const saved: DocumentResponse[] = [];
  const sagas = createSagaMiddleware({
    context: { vehicleOrdersApi: options.api, saveVehicleOrderDocument: (d: DocumentResponse) => { saved.push(d); }, log: () => undefined, webview: false },
  });
  const store = configureStore({ reducer: combineSlices(...vehicleOrdersFeature.slices), middleware: (gdm) => gdm({ thunk: false }).concat(sagas) });
  sagas.run(function* root() { yield all(vehicleOrdersFeature.sagas.map((s) => s())); });
  const texts = textsOf(market.languageRegionCode);
  const i18n = await createI18n(market.languageRegionCode, texts);
  await act(async () => {
    render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <MarketContext.Provider value={{ market, routes, webview: false }}>
            <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
          </MarketContext.Provider>
        </I18nextProvider>
      </Provider>,
    );
  });
  return { texts, store, saved };
}
