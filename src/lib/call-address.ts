/*
 * The address of a call of schemas/api/endpoints.json: the base of the service that answers it, its path with the
 * parameters filled in, and its query. Pure, so the API client and the reference service's preload hints
 * (src/server/web/page-hints.ts) build the very same address: a preloaded answer is reused only when they match exactly.
 */
import { endpoints, type EndpointId } from '../generated/api';
import type { Market } from '../generated/types/market';

/** Whether an id names a call of schemas/api/endpoints.json (a route's `calls` may name others). */
export const isEndpointId = (id: string): id is EndpointId => Object.hasOwn(endpoints, id);

/** The market's two bases: the owner data service and the content service. */
export type ServiceBases = Pick<Market, 'serviceUrl' | 'contentUrl'>;

/** The base a call goes to, without a trailing slash: '' is the page's own origin (a local environment). */
export function serviceBase(market: ServiceBases, id: EndpointId): string {
  const base = endpoints[id].service === 'content' ? market.contentUrl : market.serviceUrl;
  return base.replace(/\/+$/, '');
}

/** The path with its :placeholders filled in and encoded; null when a placeholder has no value. */
export function fillPath(path: string, params: object): string | null {
  const values = new Map<string, unknown>(Object.entries(params));
  let missing = false;
  const filled = path.replace(/:([A-Za-z]\w*)/g, (_m, name: string) => {
    const value = values.get(name);
    if (value === undefined || value === null || value === '') missing = true;
    return encodeURIComponent(String(value));
  });
  return missing ? null : filled;
}

/** `?a=1&b=2` for the given fields, leaving out undefined and null ones; '' when none is left. */
export function queryString(query: object): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) search.append(k, String(v));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The full address of a call; null when a path parameter has no value (such a call is never sent). */
export function callAddress(
  market: ServiceBases,
  id: EndpointId,
  params: object = {},
  query: object = {},
): string | null {
  const path = fillPath(endpoints[id].path, params);
  return path === null ? null : `${serviceBase(market, id)}${path}${queryString(query)}`;
}
