import { put, select } from 'redux-saga/effects';
import { callApi } from '../../../api/saga-call';
import { serviceGetter } from '../../../lib/feature';
import { orderDealerFailed, orderDealerLoaded, selectOrderDealer, type OrderDealerState } from '../order-dealer-slice';
import type { VehicleOrdersServices } from '../services';
import type { orderStatusLoaded } from '../slice';

const service = serviceGetter<VehicleOrdersServices>();

/**
 * The order's selling dealer, by the code the order carries (the nvcDealers call), after the order has loaded. Any
 * failure (not found, the dealer service down, a 401 that sends the owner to sign-in) leaves the dealer's name only:
 * the order's page never fails for it.
 */
export function* loadOrderDealer({ payload: order }: ReturnType<typeof orderStatusLoaded>) {
  const dealerCode = order.dealerCode;
  if (dealerCode === undefined) return;
  const state = (yield select(selectOrderDealer)) as OrderDealerState;
  if (state.status === 'loaded' && state.dealerCode === dealerCode) return; // kept from the last look-up
  const api = yield* service('orderDealerApi');
  const result = yield* callApi(() => api.sellingDealer(dealerCode));
  const dealer = result.kind === 'ok' ? result.data.dealers?.find((d) => d.dealerCode === dealerCode) : undefined;
  if (dealer) yield put(orderDealerLoaded({ dealerCode, dealer }));
  else yield put(orderDealerFailed(dealerCode));
}
