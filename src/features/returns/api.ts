import type { ApiClient, ApiResult, GuestCredentials, Unauthorized } from '../../api/client';
import type {
  BookingResponse,
  CreateReturnRequest,
  DocumentResponse,
  GuestOrderResponse,
  OrderDetailsResponse,
  PreferredDealerResponse,
  RawDealer,
  ReturnResponse,
} from '../../generated/types/api/owner';
import type { Market } from '../../generated/types/market';
import { townLine, type AddressFormats } from '../../lib/format/address';

/** A dealer as the drop-off form shows it: enough to choose one and book. */
export interface DropOffDealer {
  dealerCode: string;
  name: string;
  address: string;
}

export type DealersResult =
  { kind: 'ok'; dealers: DropOffDealer[] } | Unauthorized | { kind: 'error'; status: number; message: string };

/** The calls of the returns screens; `guest` is the guest's order authorization (owners leave it out and send their token). */
export interface ReturnsApi {
  orderDetails(orderNo: string): Promise<ApiResult<OrderDetailsResponse>>;
  /** A guest's order by number and email, with the bot-check's token when there is one. */
  guestLookup(orderNo: string, email: string, botCheckToken: string | null): Promise<ApiResult<GuestOrderResponse>>;
  createReturn(body: CreateReturnRequest, guest?: GuestCredentials): Promise<ApiResult<ReturnResponse>>;
  returnDetails(returnId: string, guest?: GuestCredentials): Promise<ApiResult<ReturnResponse>>;
  returnLabel(returnId: string, guest?: GuestCredentials): Promise<ApiResult<DocumentResponse>>;
  cachedReturnLabel(returnId: string, guest?: GuestCredentials): Promise<ApiResult<DocumentResponse>>;
  packingSlip(returnId: string, guest?: GuestCredentials): Promise<ApiResult<DocumentResponse>>;
  createBooking(body: { returnId: string; dealerCode: string; date: string }): Promise<ApiResult<BookingResponse>>;
  updateBooking(bookingId: string, date: string): Promise<ApiResult<BookingResponse>>;
  deleteBooking(bookingId: string): Promise<ApiResult<unknown>>;
  preferredDealer(): Promise<ApiResult<PreferredDealerResponse>>;
  dealerDetails(dealerId: string, dealerCode: string): Promise<DealersResult>;
  /** Dealers of the market's country (three-letter code, as the dealer search takes it) by name or postal code. */
  dealerSearch(q: string): Promise<DealersResult>;
}

/** The raw dealer answer (details or search) as drop-off dealers; a dataErrors answer is an error. */
export function toDealers(
  result: ApiResult<{ dealers?: RawDealer[]; dataErrors?: { errorMessage: string; statusCode: number }[] }>,
  countryCode: string,
  /** site.json formats.addressFormats: how the dealer's town line is written in the country. */
  formats: AddressFormats,
): DealersResult {
  if (result.kind !== 'ok')
    return result.kind === 'error' ? { kind: 'error', status: result.status, message: result.message } : result;
  const problem = result.data.dataErrors?.[0];
  if (problem) return { kind: 'error', status: problem.statusCode, message: problem.errorMessage };
  return {
    kind: 'ok',
    dealers: (result.data.dealers ?? []).map((d) => ({
      dealerCode: d.dealerCode,
      name: d.name,
      address: `${d.street}, ${townLine(d, countryCode, formats)}`,
    })),
  };
}

// The dealer calls are read here rather than imported from src/features/dealer: features never import each other.
export function createReturnsApi(
  client: ApiClient,
  market: Pick<Market, 'languageRegionCode' | 'threeLetterCountryCode' | 'countryCode'>,
  formats: AddressFormats,
): ReturnsApi {
  const country = market.threeLetterCountryCode.toUpperCase();
  const id = (returnId: string) => ({ params: { returnId } });
  return {
    orderDetails: (orderNo) => client.call('orderDetails', { params: { orderNo } }),
    guestLookup: (orderNo, email, botCheckToken) =>
      client.call('guestOrderLookup', {
        body: botCheckToken === null ? { orderNo, email } : { orderNo, email, botCheckToken },
      }),
    createReturn: (body, guest) => client.call('createReturn', { body, guest }),
    returnDetails: (returnId, guest) => client.call('returnDetails', { ...id(returnId), guest }),
    // The documents are printed in the market's language.
    returnLabel: (returnId, guest) =>
      client.call('returnLabel', { ...id(returnId), query: { locale: market.languageRegionCode }, guest }),
    cachedReturnLabel: (returnId, guest) => client.call('cachedReturnLabel', { ...id(returnId), guest }),
    packingSlip: (returnId, guest) =>
      client.call('packingSlip', { ...id(returnId), query: { locale: market.languageRegionCode }, guest }),
    createBooking: (body) => client.call('createBooking', { body }),
    updateBooking: (bookingId, date) => client.call('updateBooking', { params: { bookingId }, body: { date } }),
    deleteBooking: (bookingId) => client.call('deleteBooking', { params: { bookingId } }),
    preferredDealer: () => client.call('preferredDealer'),
    dealerDetails: async (dealerId, dealerCode) =>
      toDealers(
        await client.call('dealerDetails', {
          params: { locale: market.languageRegionCode, dealerId, dealerCode },
          query: {},
        }),
        market.countryCode,
        formats,
      ),
    dealerSearch: async (q) =>
      toDealers(await client.call('dealerSearch', { query: { country, q } }), market.countryCode, formats),
  };
}
