/*
 * The return path after sign-in comes from the address bar, so it is attacker-controlled: an open redirect here
 * would send a freshly signed-in owner anywhere. Only same-origin paths pass.
 */

const PROBE_ORIGIN = 'https://x.invalid';
const MAX_DECODE_ROUNDS = 3;

/** Control characters, whitespace and the invisible or look-alike characters browsers strip or fold. */
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u00a0\u00ad\u061c\u115f\u1160\u17b4\u17b5\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\u3164\ufeff\ufff9-\ufffb]/;

function looksSafe(candidate: string): boolean {
  if (!candidate.startsWith('/')) return false;
  // `//host` and `/\host` are protocol-relative for browsers; a backslash anywhere is folded into `/`.
  if (candidate.startsWith('//') || candidate.includes('\\')) return false;
  if (UNSAFE_CHARACTERS.test(candidate)) return false;
  // A scheme can only appear after a leading slash through tricks like `/javascript:`... keep paths scheme-free.
  if (/^\/*[a-z][a-z0-9+.-]*:/i.test(candidate)) return false;
  return true;
}

/** The part before the query or hash: the only part whose decoding can change where the browser goes. */
function pathPart(candidate: string): string {
  return candidate.split(/[?#]/, 1)[0] ?? '';
}

function sameOrigin(candidate: string): boolean {
  try {
    return new URL(candidate, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * The value when it is a same-origin path (`/x?y#z`), otherwise null. Checks the value and each of up to three
 * percent-decodings of it, since the path may be decoded again before it is followed (`%2F%2Fevil`, `%252F%252F`).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value === '') return null;
  let candidate = value;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round += 1) {
    // The raw value is checked whole; a decoded one by its path only, so `?q=a%20b` stays acceptable.
    const checked = round === 0 ? candidate : pathPart(candidate);
    if (!looksSafe(checked) || !sameOrigin(candidate)) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(candidate);
    } catch {
      return null; // malformed escapes: nothing legitimate needs them
    }
    if (decoded === candidate) return value;
    candidate = decoded;
  }
  // Still changing after the allowed rounds: deeper encodings are refused rather than trusted.
  return null;
}
