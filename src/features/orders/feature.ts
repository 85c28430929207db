import { takeLatest, takeLeading } from 'redux-saga/effects';
import { createOrdersApi } from './api';
import { cancelOrderItem, loadHistory, loadOrderDetails, lookUpGuestOrder } from './sagas/orders';
import type { OrdersServices } from './services';
import {
  cancelItemRequested,
  guestLookupRequested,
  historyPageRequested,
  orderDetailsRequested,
  ordersSlice,
} from './slice';
import type { ApiClient } from '../../api/client';
import type { Market } from '../../generated/types/market';
import type { CoreServices, Feature } from '../../lib/feature';
import type { SiteTables } from '../../lib/market/site-tables';
import { browserBotCheck } from '../../lib/scripts/bot-check';

type Deps = { client: ApiClient; market: Market; tables: SiteTables };
type Built = Omit<OrdersServices, keyof CoreServices>;

function* watchOrders() {
  // A newer page or order replaces the one still loading; a second confirm or submit while one is sent is ignored.
  yield takeLatest(historyPageRequested.type, loadHistory);
  yield takeLatest(orderDetailsRequested.type, loadOrderDetails);
  yield takeLeading(cancelItemRequested.type, cancelOrderItem);
  yield takeLeading(guestLookupRequested.type, lookUpGuestOrder);
}

/** Accessory, charger and parts orders: the owner's history and details (with cancelling a line), and a guest's look-up. */
export const ordersFeature = {
  name: 'orders',
  slices: [ordersSlice] as const,
  sagas: [watchOrders],
  services: ({ client, market, tables }: Deps): Built => ({
    ordersApi: createOrdersApi(client, market, tables.orders),
    botCheck: browserBotCheck(globalThis as { ownerBotCheck?: unknown }),
  }),
} satisfies Feature<Deps, Built>;
