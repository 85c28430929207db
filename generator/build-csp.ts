import type { Market } from '../src/generated/types/market';

/** The origin of an absolute address; a path on the page's own host (or nothing) adds no source. */
function originOf(address: string): string | null {
  if (!/^https?:\/\//.test(address)) return null;
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

const sources = (addresses: string[]) =>
  [...new Set(addresses.map(originOf).filter((o): o is string => o !== null))].sort();

/**
 * One environment's Content-Security-Policy, from the same data the scripts load from (issue: "the CSP is
 * built from the same data"): scripts from exactly the hosts of its script addresses, images from the content
 * host (country flags), calls to its service, content and identity provider hosts. Never unsafe-eval or unsafe-inline.
 */
export function contentSecurityPolicy(markets: readonly Market[]): string {
  const scripts = sources(markets.flatMap((m) => [m.signInScriptUrl, ...Object.values(m.scripts)]));
  const images = sources(markets.map((m) => m.contentUrl));
  // The sign-in helper asks the identity provider for its metadata, keys and tokens.
  const connect = sources(markets.flatMap((m) => [m.serviceUrl, m.contentUrl, m.oidcIssuer]));
  const list = (extra: string[]) => ["'self'", ...extra].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list(scripts)}`,
    "style-src 'self'",
    `img-src ${list(['data:', ...images])}`,
    `connect-src ${list(connect)}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
