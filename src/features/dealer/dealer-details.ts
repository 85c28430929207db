import type { ApiClient, ApiResult, Unauthorized } from '../../api/client';
import type { DataError, DealerDetailsResponse, RawDealer } from '../../generated/types/api/owner';

/** Spec 001 §8: the answer could not be turned into dealers (a filter list was not JSON text of a list). */
export const DEALER_TRANSFORMATION_ERROR = 'DEALER_SERVICES_CLIENT_TRANSFORMATION_ERROR';
/** Ours (the spec does not name it): the call failed without a dataErrors list to map. */
export const DEALER_REQUEST_ERROR = 'DEALER_SERVICES_REQUEST_ERROR';

/** A dealer as the app uses it: filter lists parsed, derived fields defaulted (spec 001 §3.6). */
export interface Dealer extends Omit<
  RawDealer,
  'filterDeliveryServices' | 'filterDidServices' | 'filterRegularServices'
> {
  filterDeliveryServices: string[];
  filterDidServices: string[];
  filterRegularServices: string[];
  rating: number;
  distance: number;
  location: { latitude: number; longitude: number } | null;
  type: 'dealer';
  specialServices: string[];
}

export type DealerError = { errorCode: string; errorMessage?: string; statusCode?: number };
export type DealerResult = { kind: 'ok'; dealers: Dealer[] } | Unauthorized | ({ kind: 'error' } & DealerError);

export interface DealerRequest {
  locale: string;
  dealerId: string;
  dealerCode: string;
  vin?: string;
}

function serviceList(text: unknown): string[] {
  const parsed: unknown = typeof text === 'string' ? JSON.parse(text) : undefined;
  if (!Array.isArray(parsed) || !parsed.every((s): s is string => typeof s === 'string')) {
    throw new TypeError('filter list is not a list of service names');
  }
  return parsed;
}

/** Throws when the raw dealer cannot be transformed; the caller turns that into the transformation error. */
export function toDealer(raw: RawDealer): Dealer {
  return {
    ...raw,
    filterDeliveryServices: serviceList(raw.filterDeliveryServices),
    filterDidServices: serviceList(raw.filterDidServices),
    filterRegularServices: serviceList(raw.filterRegularServices),
    rating: 0,
    distance: 0,
    location: null,
    type: 'dealer',
    specialServices: [],
  };
}

function dataErrorsOf(body: unknown): DataError[] | undefined {
  if (!body || typeof body !== 'object' || !('dataErrors' in body) || !Array.isArray(body.dataErrors)) return undefined;
  return body.dataErrors.length > 0 ? (body.dataErrors as DataError[]) : undefined;
}

/** Spec 001 §8: a service error is mapped from the FIRST dataError only. */
function fromDataError(first: DataError): DealerResult {
  return { kind: 'error', errorCode: first.errorCode, errorMessage: first.errorMessage, statusCode: first.statusCode };
}

/** Spec 001 §8: a dealer answer (details or search) as dealers, or the mapped dealer error. */
export function toDealerResult(result: ApiResult<DealerDetailsResponse>): DealerResult {
  if (result.kind === 'unauthorized') return result;
  if (result.kind === 'error') {
    const errors = dataErrorsOf(result.body);
    if (errors?.[0]) return fromDataError(errors[0]);
    return { kind: 'error', errorCode: DEALER_REQUEST_ERROR, errorMessage: result.message, statusCode: result.status };
  }
  // The service may also answer 200 with dataErrors and no dealers.
  const errors = dataErrorsOf(result.data);
  if (errors?.[0]) return fromDataError(errors[0]);
  try {
    return { kind: 'ok', dealers: (result.data.dealers ?? []).map(toDealer) };
  } catch {
    return { kind: 'error', errorCode: DEALER_TRANSFORMATION_ERROR };
  }
}

/** Dealer details; the client caches the answer (endpoints.json cacheMs). */
export async function getDealerDetails(client: ApiClient, request: DealerRequest): Promise<DealerResult> {
  const result = await client.call('dealerDetails', {
    params: { locale: request.locale, dealerId: request.dealerId, dealerCode: request.dealerCode },
    query: request.vin ? { vehicle: request.vin } : {},
  });
  return toDealerResult(result);
}

/** Dealers of a country by name or postal code (the same raw dealers as the details call). */
export async function searchDealers(client: ApiClient, request: { country: string; q: string }): Promise<DealerResult> {
  return toDealerResult(await client.call('dealerSearch', { query: { country: request.country, q: request.q } }));
}

/**
 * The dealers of a country that sell new vehicles (New Vehicle Centres), by place (postal code) or name. Every one
 * the call answers sells them, whether or not the service repeats it in sellsNewVehicles.
 */
export async function searchNewVehicleDealers(
  client: ApiClient,
  request: { country: string; q: string },
): Promise<DealerResult> {
  const result = toDealerResult(await client.call('nvcDealers', { query: { country: request.country, q: request.q } }));
  return result.kind === 'ok'
    ? { kind: 'ok', dealers: result.dealers.map((d) => ({ ...d, sellsNewVehicles: true })) }
    : result;
}

/**
 * The services a dealer card lists, each once, in the page's language: the coded services by their names, and the
 * dealer's delivery flag only where no delivery service already says it ("Pickup and delivery" is not followed by
 * "Vehicle pick-up and delivery").
 */
export function dealerServices(
  dealer: Pick<Dealer, 'filterRegularServices' | 'filterDeliveryServices' | 'filterDidServices' | 'delivery'>,
  nameOf: (code: string) => string,
  deliveryText: string,
): string[] {
  const names = [...dealer.filterRegularServices, ...dealer.filterDeliveryServices, ...dealer.filterDidServices].map(
    nameOf,
  );
  if (dealer.delivery && dealer.filterDeliveryServices.length === 0) names.push(deliveryText);
  return [...new Set(names)];
}
