import type { ApiClient, ApiResult } from '../../api/client';
import type { GuestOrderResponse, OrderDetailsResponse, OrderHistoryResponse } from '../../generated/types/api/owner';
import type { Market } from '../../generated/types/market';
import type { OrdersTable } from '../../lib/market/site-tables';
import { storeIdsOf } from '../../lib/orders/order-rules';

/** The order calls of the orders sagas; tests give the saga context a fake. */
export interface OrdersApi {
  /** One page (1 = newest) of the owner's orders of the market brand's stores. */
  history(page: number): Promise<ApiResult<OrderHistoryResponse>>;
  details(orderNo: string): Promise<ApiResult<OrderDetailsResponse>>;
  cancelItem(orderNo: string, line: number): Promise<ApiResult<OrderDetailsResponse>>;
  /** No sign-in: the order number and the email it was placed with, and the bot-check's token when there is one. */
  guestLookup(orderNo: string, email: string, botCheckToken: string | null): Promise<ApiResult<GuestOrderResponse>>;
}

/** `orders`: markets/orders.json (its stores say which store ids the brand's history asks for). */
export function createOrdersApi(
  client: ApiClient,
  market: Pick<Market, 'brand'>,
  orders: Pick<OrdersTable, 'stores'>,
): OrdersApi {
  const storeIds = storeIdsOf(market.brand, orders);
  return {
    // Query strings and path parts are text on the wire (the schema says so); the feature counts in numbers.
    history: (page) => client.call('orderHistory', { query: { storeIds, page: String(page) } }),
    details: (orderNo) => client.call('orderDetails', { params: { orderNo } }),
    cancelItem: (orderNo, line) => client.call('cancelOrderItem', { params: { orderNo, line: String(line) } }),
    guestLookup: (orderNo, email, botCheckToken) =>
      client.call('guestOrderLookup', {
        body: botCheckToken === null ? { orderNo, email } : { orderNo, email, botCheckToken },
      }),
  };
}
