import { safeRedirectUri } from '../../lib/auth/redirect-guard';
import type { Market } from '../../generated/types/market';

/**
 * Registered redirect addresses per client (OAuth 2.0 Security BCP, RFC 9700 §4.1: exact string match): a
 * client may be sent back only to the root of a market that uses it. The roots come from the market table,
 * so a new market registers its own root; the app sends `{origin}{root}` and the bare root is accepted too.
 */
export function registeredRedirects(markets: readonly Pick<Market, 'clientId' | 'root'>[]): ReadonlyMap<string, ReadonlySet<string>> {
  const byClient = new Map<string, Set<string>>();
  for (const m of markets) {
    const roots = byClient.get(m.clientId) ?? new Set<string>();
    roots.add(m.root);
    byClient.set(m.clientId, roots);
  }
  return byClient;
}

/**
 * The redirect_uri to use, or null. It must be registered for the client exactly (as a root, or as the
 * request's origin followed by the root), and pass the app's redirect guard unchanged: the provider then
 * redirects to exactly this string, never to an address rebuilt from a parsed one.
 */
export function checkRedirectUri(
  raw: string | undefined,
  clientId: string,
  requestOrigin: string,
  registered: ReadonlyMap<string, ReadonlySet<string>>,
): string | null {
  if (raw === undefined) return null;
  const roots = registered.get(clientId);
  if (!roots) return null;
  const origin = new URL(requestOrigin).origin;
  const isRegistered = roots.has(raw) || (raw.startsWith(`${origin}/`) && roots.has(raw.slice(origin.length)));
  if (!isRegistered) return null;
  return safeRedirectUri(raw, origin) === raw ? raw : null;
}

/** The validated address with the response parameters appended; the address itself is not touched. */
export function redirectTarget(validated: string, extra: Record<string, string>): string {
  const query = new URLSearchParams(extra).toString();
  if (query === '') return validated;
  const hash = validated.indexOf('#');
  // Registered roots carry no fragment; should one ever, the parameters go before it, where a query belongs.
  const [address, fragment] = hash >= 0 ? [validated.slice(0, hash), validated.slice(hash)] : [validated, ''];
  return `${address}${address.includes('?') ? '&' : '?'}${query}${fragment}`;
}
