/*
 * Return paths (after sign-in) and redirect_uri values (at the identity provider) come from addresses an
 * attacker can write, so an open redirect here hands a freshly signed-in owner, or their authorization code,
 * to someone else. One guard serves the app and the provider alike, and it decides on the FINAL address:
 * the candidate is resolved against the origin with the WHATWG URL parser (dot segments removed, escapes
 * normalised), and the resolved path is checked again, raw and through each of its percent-decodings.
 * The caller then goes to exactly the string the guard returns, never to a re-assembly of it.
 */

const PROBE_ORIGIN = 'https://x.invalid';
const MAX_DECODE_ROUNDS = 3;
const MAX_LENGTH = 2048;

/** Control characters, whitespace and the invisible characters browsers strip or fold. */
const UNSAFE_CHARACTERS =
  /[\u0000-\u0020\u007f-\u00a0\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb]/u;

/**
 * Look-alikes of "/" and "\" (fraction slash, division slash, fullwidth solidus...): a server or proxy that folds
 * Unicode (NFKC) or transliterates can turn them into real slashes, so no path needs them.
 */
const SLASH_LOOKALIKES = /[\u2044\u2215\u2216\u2571\u2572\u29f5\u29f8\u29f9\u3033\u3035\u30fb\ufe68\uff0f\uff3c]/u;

/**
 * The path part may hold neither "@" (user info in some parsers: `/@evil.example`) nor ":" (a scheme or port
 * once a prefix is lost: `/javascript:`); no route of the product needs either.
 */
const PATH_FORBIDDEN = /[@:\\]/;

function originOf(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * A path as the browser will use it: one leading slash, no empty segment (a later `..` could make it the start),
 * nothing invisible, no slash in disguise.
 */
function pathLooksSafe(path: string): boolean {
  if (!path.startsWith('/') || path.includes('//')) return false;
  if (UNSAFE_CHARACTERS.test(path) || PATH_FORBIDDEN.test(path)) return false;
  const folded = path.normalize('NFKC');
  if (SLASH_LOOKALIKES.test(path) || folded.startsWith('//') || folded.includes('\\') || UNSAFE_CHARACTERS.test(folded))
    return false;
  return true;
}

/** The URL a candidate resolves to, when it stays on the origin and carries no user info. */
function resolveOnOrigin(candidate: string, origin: string): URL | null {
  let url: URL;
  try {
    url = new URL(candidate, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.username !== '' || url.password !== '') return null;
  return url;
}

/**
 * The resolved path, checked as it is and through up to three percent-decodings (it may be decoded again
 * before it is followed: `%2F%2Fevil`, `%252F%252F`); each decoding is resolved again, so dot segments that
 * appear only after decoding are removed before the check.
 */
function resolvedPathIsSafe(pathname: string, origin: string): boolean {
  let candidate = pathname;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round += 1) {
    if (!pathLooksSafe(candidate)) return false;
    const again = resolveOnOrigin(candidate, origin);
    if (!again || !pathLooksSafe(again.pathname)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(candidate);
    } catch {
      return false; // malformed escapes: nothing legitimate needs them
    }
    if (decoded === candidate) return true;
    candidate = decoded;
  }
  // Still changing after the allowed rounds: deeper encodings are refused rather than trusted.
  return false;
}

/** The final same-origin URL of a raw candidate that is a path (`/x?y#z`), or null. */
function finalUrl(value: unknown, origin: string, allowAbsolute: boolean): URL | null {
  if (typeof value !== 'string' || value === '' || value.length > MAX_LENGTH) return null;
  // The raw text first: what a parser silently drops or folds (tabs, newlines, backslashes) must not be there at all.
  if (UNSAFE_CHARACTERS.test(value) || value.includes('\\')) return null;
  const isPath = value.startsWith('/');
  if (!isPath && !(allowAbsolute && value.toLowerCase().startsWith(`${origin.toLowerCase()}/`))) return null;
  if (isPath && !pathLooksSafe(value.split(/[?#]/, 1)[0] ?? '')) return null;
  const url = resolveOnOrigin(value, origin);
  if (!url || !resolvedPathIsSafe(url.pathname, origin)) return null;
  return url;
}

/**
 * The same-origin path to go to after sign-in (`/x?y#z`, dot segments resolved), or null. Only paths: an
 * absolute address is refused even when it names this origin, since the app never writes one.
 */
export function safeReturnPath(value: string | null | undefined, origin: string = PROBE_ORIGIN): string | null {
  const base = originOf(origin);
  const url = base ? finalUrl(value, base, false) : null;
  return url ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * For the identity provider: a redirect_uri given as a path or as an absolute address on `origin`, answered in
 * the same form, resolved and checked (the provider then compares it with the client's registered addresses).
 */
export function safeRedirectUri(value: string | null | undefined, origin: string): string | null {
  const base = originOf(origin);
  const url = base ? finalUrl(value, base, true) : null;
  if (!url || typeof value !== 'string') return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return value.startsWith('/') ? path : `${url.origin}${path}`;
}
