/*
 * The data-service calls the dashboard, marketing options and order pages make, as the app makes them
 * (paths from the endpoint table, queries from the market), for one signed-in demo owner.
 */
import { ownerAccessToken } from './owner-token';
import { apiHeaders, endpoints, type EndpointId } from '../../src/generated/api';
import { markets } from '../../src/generated/markets/local';
import { orders as ordersTable } from '../../src/generated/orders';
import type { OrderHistoryResponse, ProfileResponse } from '../../src/generated/types/api/owner';
import { textsAddress } from '../../src/lib/content/addresses';
import { storeIdsOf } from '../../src/lib/orders/order-rules';
import { DEMO_PASSWORD, demoOwners } from '../../src/server/seed/demo-owners';

/** One request to repeat under load: a GET on path with these headers. */
export interface ServiceCall {
  name: string;
  path: string;
  headers: Record<string, string>;
}

/** The US product site's demo owner has vehicles and three pages of orders: every call answers with data. */
export const LOAD_MARKET = 'product/en-us';

function pathOf(id: EndpointId, params: Record<string, string> = {}, query: Record<string, string> = {}): string {
  const path = endpoints[id].path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

async function getJson<T>(baseUrl: string, call: ServiceCall): Promise<T> {
  const res = await fetch(baseUrl + call.path, { headers: call.headers });
  if (!res.ok) throw new Error(`${call.name}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/**
 * Signs the market's first demo owner in once and returns the calls, with that token. The order number and
 * VIN of the detail calls come from the owner's own history and garage, as the pages find them.
 */
export async function ownerPageCalls(baseUrl: string, marketId = LOAD_MARKET): Promise<ServiceCall[]> {
  const market = markets.find((m) => m.id === marketId);
  const owner = demoOwners.find((o) => o.marketId === marketId);
  if (!market || !owner) throw new Error(`no market or demo owner for ${marketId}`);
  const token = await ownerAccessToken(baseUrl, market, owner.email, DEMO_PASSWORD);
  const headers = { [apiHeaders.consumerKey]: market.consumerKey, [apiHeaders.authToken]: token };
  const localeCountry = { locale: market.languageRegionCode, country: market.threeLetterCountryCode };

  const profile: ServiceCall = { name: 'profile', path: pathOf('profile', {}, localeCountry), headers };
  const history: ServiceCall = {
    name: 'orderHistory',
    path: pathOf('orderHistory', {}, { storeIds: storeIdsOf(market.brand, ordersTable), page: '1' }),
    headers,
  };
  const { value } = await getJson<ProfileResponse>(baseUrl, profile);
  const { orders } = await getJson<OrderHistoryResponse>(baseUrl, history);
  const vin = value.vehicles[0]?.vin;
  const orderNo = orders[0]?.orderNo;
  if (!vin || !orderNo) throw new Error(`${owner.email} has no vehicle or no order to ask about`);

  return [
    profile,
    {
      name: 'vehicleType',
      path: pathOf('vehicleType', {}, localeCountry),
      headers: { ...headers, [apiHeaders.vin]: vin },
    },
    { name: 'profileLite (marketing options)', path: pathOf('profileLite', {}, localeCountry), headers },
    history,
    { name: 'orderDetails', path: pathOf('orderDetails', { orderNo }), headers },
    // No keys: the app fetches its texts before anyone signs in. Locally the content service is this one (contentUrl '').
    { name: 'content texts', path: textsAddress(market, {}) ?? '', headers: {} },
  ];
}
