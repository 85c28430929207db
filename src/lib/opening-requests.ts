/*
 * The requests of a page's opening calls that need nothing but the market (a route's `calls` boot sends at once), as
 * the API client sends them (src/api/client.ts warm) and as a signed-in owner's page names them for its first script
 * to send (src/server/web/page-hints.ts, src/api/opening-answers.ts): one definition, so the two are the same request
 * and the app takes the early answer.
 */
import { cacheKey } from './cache-key';
import { callAddress } from './call-address';
import { isMarketQuery } from './market/market-query';
import { MARKET_QUERY_VALUES, type QueryMarket } from './market/market-query-values';
import { apiHeaders, endpoints, type EndpointId } from '../generated/api';
import type { Market } from '../generated/types/market';

/** The id of a page's JSON data block that names its opening calls. */
export const OPENING_CALLS_ID = 'opening-calls';

/** What the page's data block holds. */
export interface OpeningCalls {
  /** The header the access token goes in. */
  tokenHeader: string;
  /** site.json webviewMarker: in a webview the page opens with other calls (no shortcuts), and none is sent early. */
  webviewMarker: string;
  calls: Pick<WarmRequest, 'address' | 'headers' | 'withToken' | 'cacheKey'>[];
}

/** The token's header: the one a signed-in owner's calls carry beside baseHeaders'. */
export const TOKEN_HEADER = apiHeaders.authToken;

/** The headers every call of the endpoint carries before its role headers and token (the content service's: none). */
export function baseHeaders(id: EndpointId, market: Pick<Market, 'consumerKey'>): Record<string, string> {
  // The content service is public, and its calls go out bare, as the page's preload hints ask for them: a header
  // the preload lacks may keep the browser from reusing its answer, and a consumer key would cost every cross-origin
  // content call a CORS preflight. They are auth none, so no token either (the generator checks that).
  return endpoints[id].service === 'content'
    ? {}
    : { [apiHeaders.consumerKey]: market.consumerKey, accept: 'application/json' };
}

/** A call warm sends (below): its query, address, headers but the token, and cache key (null: not cached). */
export interface WarmRequest {
  query: Record<string, string> | undefined;
  address: string;
  headers: Record<string, string>;
  /** Whether the owner's access token goes with it (apiHeaders.authToken). */
  withToken: boolean;
  cacheKey: string | null;
}

/**
 * The request of an opening call that needs nothing but the market: a GET with no path parameters or role headers, and
 * no query or one the market fills. Null for any other call (it is not sent before the screen asks). The client's warm
 * sends it so, and a page names it for its opening calls' script (src/server/web/page-hints.ts).
 */
export function warmRequest(
  id: EndpointId,
  market: Pick<Market, 'serviceUrl' | 'contentUrl' | 'consumerKey'> & QueryMarket,
): WarmRequest | null {
  const endpoint = endpoints[id];
  const { params, query } = endpoint.schemas;
  if (endpoint.method !== 'GET' || params !== null || endpoint.headers.length > 0) return null;
  if (query !== null && !isMarketQuery(query)) return null;
  const values = query === null ? undefined : MARKET_QUERY_VALUES[query](market);
  const address = callAddress(market, id, undefined, values);
  if (address === null) return null;
  return {
    query: values,
    address,
    headers: baseHeaders(id, market),
    withToken: endpoint.auth !== 'none',
    cacheKey: endpoint.cacheMs === null ? null : cacheKey(id, undefined, values, undefined),
  };
}
