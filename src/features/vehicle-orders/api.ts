import type { ApiClient, ApiResult } from '../../api/client';
import type {
  CustomerOrderResponse,
  CustomerOrdersResponse,
  DealerDetailsResponse,
  DocumentResponse,
  HandoverChecklistResponse,
  ReservationsResponse,
} from '../../generated/types/api/owner';
import type { Market } from '../../generated/types/market';

/** The vehicle order tracking calls; tests give the saga context a fake. */
export interface VehicleOrdersApi {
  /** The owner's vehicle orders (customer order tracking v1). */
  customerOrders(): Promise<ApiResult<CustomerOrdersResponse>>;
  /** One order with its history (v2); 404 for an unknown order or another owner's. */
  customerOrder(orderId: string): Promise<ApiResult<CustomerOrderResponse>>;
  windowSticker(orderId: string): Promise<ApiResult<DocumentResponse>>;
  reservations(): Promise<ApiResult<ReservationsResponse>>;
  /** 204; 409 when the reservation is already cancelled or converted. */
  cancelReservation(reservationId: string): Promise<ApiResult<undefined>>;
  /** The handover-day checklist of an order in delivery; 409 while it is not, 404 as customerOrder. */
  handoverChecklist(orderId: string): Promise<ApiResult<HandoverChecklistResponse>>;
  /** Ticks an item of it (done) or takes the tick back; the answer is the whole checklist. */
  checkHandoverItem(orderId: string, itemId: string, done: boolean): Promise<ApiResult<HandoverChecklistResponse>>;
  /**
   * No sign-in: the order number and the email of the order, and the bot-check's token when there is one; 404 for
   * either wrong, 429 after too many tries.
   */
  guestOrderStatus(
    orderId: string,
    email: string,
    botCheckToken: string | null,
  ): Promise<ApiResult<CustomerOrderResponse>>;
}

/** `market` gives the window sticker its language. */
export function createVehicleOrdersApi(
  client: ApiClient,
  market: Pick<Market, 'languageRegionCode'>,
): VehicleOrdersApi {
  return {
    customerOrders: () => client.call('customerOrders'),
    customerOrder: (orderId) => client.call('customerOrder', { params: { orderId } }),
    windowSticker: (orderId) =>
      client.call('windowSticker', { params: { orderId }, query: { locale: market.languageRegionCode } }),
    reservations: () => client.call('reservations'),
    cancelReservation: (reservationId) => client.call('cancelReservation', { params: { reservationId } }),
    handoverChecklist: (orderId) => client.call('handoverChecklist', { params: { orderId } }),
    checkHandoverItem: (orderId, itemId, done) =>
      client.call('checkHandoverItem', { params: { orderId, itemId }, body: { done } }),
    guestOrderStatus: (orderId, email, botCheckToken) =>
      client.call('guestOrderStatus', {
        body: botCheckToken === null ? { orderId, email } : { orderId, email, botCheckToken },
      }),
  };
}

/** The order's selling dealer, from the dealer service; tests give the saga context a fake. */
export interface OrderDealerApi {
  /** One dealer that sells new vehicles, by code, in the market's country (nvcDealers); 404 DEALER_NOT_FOUND else. */
  sellingDealer(dealerCode: string): Promise<ApiResult<DealerDetailsResponse>>;
}

export function createOrderDealerApi(
  client: ApiClient,
  market: Pick<Market, 'threeLetterCountryCode'>,
): OrderDealerApi {
  const country = market.threeLetterCountryCode.toUpperCase();
  return {
    sellingDealer: (dealerCode) => client.call('nvcDealers', { query: { country, dealerCode } }),
  };
}
