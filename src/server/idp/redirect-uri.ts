import { safeReturnPath } from '../../lib/auth/redirect-guard';

/**
 * The IdP redirects only back to the app's own origin. Accepted: a path starting with exactly one "/"
 * ("/product/en-us/account-dashboard"), or an absolute http(s) URL whose origin is the request's origin.
 * Refused: protocol-relative ("//evil"), backslash tricks ("/\evil"), other schemes ("javascript:"),
 * control characters and white space (which URL parsers silently drop), and any other host or port.
 * Paths go through the app's own guard (lib/auth/redirect-guard), encoded variants included.
 */
export function sameOriginRedirect(raw: string | undefined, requestOrigin: string): URL | null {
  if (!raw || raw.length > 2048) return null;
  if (/[\u0000-\u0020\u007f\\]/.test(raw)) return null;
  const origin = new URL(requestOrigin).origin;
  const relative = raw.startsWith('/');
  // A path follows the same rules as the app's post-login path: one guard for both.
  if (relative && safeReturnPath(raw) === null) return null;
  if (!relative && !/^https?:\/\//i.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.username !== '' || url.password !== '') return null;
  return url;
}

/** Where to send the browser: the same form the client gave (path or absolute), with the extra parameters. */
export function redirectTarget(raw: string, url: URL, extra: Record<string, string>): string {
  const target = new URL(url.href);
  for (const [k, v] of Object.entries(extra)) target.searchParams.set(k, v);
  return raw.startsWith('/') ? `${target.pathname}${target.search}${target.hash}` : target.href;
}
