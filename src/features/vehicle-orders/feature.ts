import { takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { createOrderDealerApi, createVehicleOrdersApi } from './api';
import { handover, handoverRequested, tickRequested } from './handover-slice';
import { orderDealer } from './order-dealer-slice';
import { loadHandover, saveTick } from './sagas/handover';
import { loadOrderDealer } from './sagas/order-dealer';
import {
  cancelReservation,
  downloadWindowSticker,
  loadCustomerOrders,
  loadOrderStatus,
  loadReservations,
  lookUpGuestOrder,
} from './sagas/vehicle-orders';
import type { VehicleOrdersServices } from './services';
import {
  cancelReservationRequested,
  guestStatusRequested,
  orderStatusLoaded,
  orderStatusRequested,
  ordersRequested,
  reservationsRequested,
  stickerRequested,
  vehicleOrders,
} from './slice';
import type { ApiClient } from '../../api/client';
import type { Market } from '../../generated/types/market';
import type { CoreServices, Feature } from '../../lib/feature';
import { saveDocument } from '../../lib/orders/document-file';
import { browserBotCheck } from '../../lib/scripts/bot-check';

type Deps = { client: ApiClient; market: Market };
type Built = Omit<VehicleOrdersServices, keyof CoreServices>;

function* watchVehicleOrders() {
  yield takeLatest(ordersRequested.type, loadCustomerOrders);
  yield takeLatest(reservationsRequested.type, loadReservations);
  yield takeLatest(orderStatusRequested.type, loadOrderStatus);
  // The owner's order loaded: its selling dealer's details (a guest's check has no dealer look-up).
  yield takeLatest(orderStatusLoaded.type, loadOrderDealer);
  // A second click while a call is under way is ignored.
  yield takeLeading(cancelReservationRequested.type, cancelReservation);
  yield takeLeading(stickerRequested.type, downloadWindowSticker);
  yield takeLeading(guestStatusRequested.type, lookUpGuestOrder);
  yield takeLatest(handoverRequested.type, loadHandover);
  // Each tick is its own call: ticking one item does not cancel another's.
  yield takeEvery(tickRequested.type, saveTick);
}

/**
 * Vehicle order tracking: the owner's orders and reservations, one order's status with its handover-day checklist,
 * and a guest's check of one order.
 */
export const vehicleOrdersFeature = {
  name: 'vehicle-orders',
  slices: [vehicleOrders, handover, orderDealer] as const,
  sagas: [watchVehicleOrders],
  services: ({ client, market }: Deps): Built => ({
    vehicleOrdersApi: createVehicleOrdersApi(client, market),
    orderDealerApi: createOrderDealerApi(client, market),
    saveVehicleOrderDocument: (doc) => saveDocument(doc),
    botCheck: browserBotCheck(globalThis as { ownerBotCheck?: unknown }),
  }),
} satisfies Feature<Deps, Built>;
