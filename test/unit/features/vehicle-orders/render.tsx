import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import createSagaMiddleware from 'redux-saga';
import { all } from 'redux-saga/effects';
import { createI18n } from '../../../../src/app/i18n';
import type { OrderDealerApi, VehicleOrdersApi } from '../../../../src/features/vehicle-orders/api';
import { vehicleOrdersFeature } from '../../../../src/features/vehicle-orders/feature';
import type { DocumentResponse } from '../../../../src/generated/types/api/owner';
import type { SiteTables } from '../../../../src/lib/market/site-tables';
import { MarketContext } from '../../../../src/ui/market-context';
import { fixtureMarket, fixtureOrders, localTables } from '../../../support/fixture-markets';
import { textLookup, textsOf, type Texts } from '../../../support/fixture-texts';
import { answerScripts } from '../../../support/saga';
import { fixtureTables } from '../../../support/site-tables';

/*
 * Fixture markets and texts, not the shipped ones. The orders table the screens and sagas are given is the fixture's
 * (`tables` below): status groups for US, CA (four steps) and DE, FR, GB, AT, NO (three), none for TH;
 * a 20-minute guest look-up window.
 */
const tables: SiteTables = { ...fixtureTables, orders: fixtureOrders };

/** The tracking texts in English, with a French bundle over them for the fr entries. */
const bundles: Record<string, Texts> = {
  en: {
    'app.returnToDashboard': 'Back to your account',
    'tracking.notOffered.heading': 'Order tracking is not offered here',
    'tracking.orders.heading': 'Your orders',
    'vehicle.model': '{{year}} {{model}}',
    'tracking.order.viewStatus': 'See the status',
    'tracking.orders.empty': 'No orders yet',
    'tracking.reservations.heading': 'Your reservations',
    'tracking.reservations.empty': 'No reservations yet',
    'tracking.reservations.failed': 'The reservations did not load.',
    'tracking.reservation.status.reserved': 'Held for you',
    'tracking.reservation.status.cancelled': 'Reservation withdrawn',
    'tracking.reservation.cancel.button': 'Withdraw the reservation',
    'tracking.reservation.cancel.title': 'Withdraw this reservation?',
    'tracking.reservation.cancel.confirm': 'Yes, withdraw',
    'tracking.reservation.cancel.failed': 'It could not be withdrawn.',
    'tracking.retry': 'Load again',
    'tracking.history.heading': 'What happened so far',
    'tracking.group.inProduction': 'Being built',
    'tracking.group.shipped': 'On its way',
    'tracking.group.purchaseCompleted': 'Paid for',
    'tracking.group.delivered': 'Handed over',
    'tracking.group.unknown': 'Status being updated',
    'tracking.group.cancelled': 'Order called off',
    'tracking.progress.steps': 'Steps of the order',
    'tracking.progress.unknown': 'We are updating this status.',
    'tracking.progress.cancelled': 'This order was called off.',
    'tracking.step.done': 'finished',
    'tracking.step.current': 'in progress',
    'tracking.step.upcoming': 'to come',
    'tracking.sticker.download': 'Get the window sticker',
    'tracking.sticker.saved': 'Window sticker saved',
    'tracking.sticker.failed': 'The window sticker did not download.',
    'tracking.status.notFound.heading': 'No such order',
    'tracking.backToList': 'Back to your orders',
    'orderLookup.orderId.label': 'Order number',
    'orderLookup.email.label': 'Email used for the order',
    'orderLookup.email.required': 'Type the email of the order.',
    'orderLookup.submit': 'Look it up',
    'orderLookup.notFound': 'Those details match no order.',
    'orderLookup.tooMany_one': 'Too many tries: wait {{minutes}} minute.',
    'orderLookup.tooMany_other': 'Too many tries: wait {{minutes}} minutes.',
    'tracking.dealer.heading': 'Where you bought it',
    'tracking.dealer.page': "The dealer's own page",
    'dealerInfo.address': 'Find them at',
    'dealerInfo.phone': 'Call them on',
    'dealerInfo.hours': 'Open',
  },
  fr: {
    'tracking.group.shipped': 'Expédié',
    'tracking.step.current': 'étape en cours',
  },
};

/** Renders a part of the tracking screens in a fixture market, with the feature's store and sagas over a fake API. */
export async function renderInMarket(
  marketId: string,
  ui: ReactNode,
  options: { api?: VehicleOrdersApi; orderDealerApi?: OrderDealerApi; path?: string } = {},
) {
  const market = fixtureMarket(marketId);
  const routes = localTables.routeTables[marketId]!;
  const saved: DocumentResponse[] = [];
  const sagas = createSagaMiddleware({
    context: {
      vehicleOrdersApi: options.api,
      orderDealerApi: options.orderDealerApi,
      saveVehicleOrderDocument: (d: DocumentResponse) => {
        saved.push(d);
      },
      log: () => undefined,
      webview: false,
      tables,
    },
  });
  const store = configureStore({
    reducer: combineSlices(...vehicleOrdersFeature.slices),
    middleware: (gdm) => gdm({ thunk: false }).concat(sagas),
  });
  sagas.run(function* root() {
    yield all(vehicleOrdersFeature.sagas.map((s) => s()));
  });
  // The consent feature's answer for the fixture markets, which have no bot-check script.
  sagas.run(answerScripts('unavailable'));
  const texts = textsOf(bundles, market.languageRegionCode);
  const i18n = await createI18n(market.languageRegionCode, texts);
  await act(async () => {
    render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <MarketContext.Provider value={{ market, routes, webview: false, tables, markets: [market] }}>
            <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
          </MarketContext.Provider>
        </I18nextProvider>
      </Provider>,
    );
  });
  return { texts, t: textLookup(texts), store, saved };
}
