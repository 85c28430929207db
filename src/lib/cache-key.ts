/*
 * The response cache's key of a call (src/api/cache.ts): pure, so that a page's opening calls name the same entry
 * (src/lib/opening-requests.ts).
 */
import type { EndpointId } from '../generated/api';

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` name the same entry. */
function stableJson(value: unknown): string {
  // No options and an empty set of them are the same call (a follow-up gives {} where a screen gives nothing).
  if (value === undefined || (value && typeof value === 'object' && Object.keys(value).length === 0)) return '';
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The id comes first, followed by a separator, so evicting `profile` leaves `profileLite` alone. */
export function cacheKey(id: EndpointId, params: unknown, query: unknown, vin: string | undefined): string {
  return `${id}|${stableJson(params)}|${stableJson(query)}|${vin ?? ''}`;
}

/** Whether a cache key names an answer of the endpoint id, whatever its params, query or vin. */
export function isKeyOf(key: string, id: EndpointId): boolean {
  return key.startsWith(`${id}|`);
}
