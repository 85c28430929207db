import { callingCodes } from '../../generated/phone-calling-codes';

const isSupportedCountry = (country: string): boolean => Object.hasOwn(callingCodes, country);

/**
 * Phone number normalisation by market (002 §5) and the trunk-zero removal before sending (000 §5).
 * Pure functions, safe in the browser and on the server. The countries' calling codes are read from
 * libphonenumber-js at generate time (src/generated/phone-calling-codes.ts): no number plans are needed here.
 */

/** leadingZero: the image-market countries (vn, au, nz, ph, th, za); dialPrefix: the European countries. */
export type PhoneNormalisation = 'leadingZero' | 'dialPrefix';

export interface PhoneMarket {
  /** ISO 3166-1 alpha-2 code of the market's country, e.g. 'DE' (case-insensitive). */
  countryCode: string;
  /** The country's rule; absent: separators are stripped only. */
  mode?: PhoneNormalisation;
  /** Dial prefixes (a plus and three digits) recognised before any other, e.g. ['+420','+351','+352','+353','+358']. */
  extraPrefixes: readonly string[];
}

/** Separators people type in phone numbers: whitespace, hyphens, dots and parentheses. */
const SEPARATORS = /[\s\-.()]/g;

function stripSeparators(raw: string): string {
  return raw.replace(SEPARATORS, '');
}

/** Every calling code libphonenumber-js knows (digits, without the plus), built on first use. */
let known: ReadonlySet<string> | undefined;
function knownCallingCodes(): ReadonlySet<string> {
  known ??= new Set(Object.values(callingCodes));
  return known;
}

/**
 * The country's dial prefix, '+' and its calling code: dialPrefixOf('DE') is '+49'.
 * Throws a RangeError for a code libphonenumber-js does not know (e.g. the Mothersite's ZZ).
 */
export function dialPrefixOf(countryCode: string): string {
  const code = countryCode.toUpperCase();
  if (!isSupportedCountry(code)) throw new RangeError(`No dial prefix known for country code "${countryCode}"`);
  return `+${callingCodes[code]}`;
}

/**
 * The dial prefix a '+' number starts with: one of the extra prefixes if it starts with one (longest first),
 * else the calling code libphonenumber-js recognises (3, then 2, then 1 digits), else '+' and two digits.
 */
function foreignPrefix(phone: string, extraPrefixes: readonly string[]): string {
  const extra = [...extraPrefixes].sort((a, b) => b.length - a.length).find((p) => p.length > 0 && phone.startsWith(p));
  if (extra !== undefined) return extra;
  const digits = phone.slice(1);
  const known = knownCallingCodes();
  for (const length of [3, 2, 1]) {
    const candidate = digits.slice(0, length);
    if (candidate.length === length && /^\d+$/.test(candidate) && known.has(candidate)) return `+${candidate}`;
  }
  return phone.slice(0, 3);
}

/**
 * 002 §5. Separators are stripped first; an empty number stays empty.
 * - leadingZero: a number not starting with 0 gets a leading 0; a number starting with + is left alone.
 * - dialPrefix: a number without a leading + loses one leading trunk 0 and gets the country's dial prefix;
 *   a number with a leading + has its prefix (see foreignPrefix) replaced by the country's (its own is kept).
 *   A country libphonenumber-js does not know leaves the number as stripped.
 * - no mode: separators are stripped only.
 */
export function normalisePhone(raw: string, market: PhoneMarket): string {
  const phone = stripSeparators(raw);
  if (phone === '') return '';
  switch (market.mode) {
    case 'leadingZero':
      return phone.startsWith('0') || phone.startsWith('+') ? phone : `0${phone}`;
    case 'dialPrefix': {
      if (!isSupportedCountry(market.countryCode.toUpperCase())) return phone;
      const own = dialPrefixOf(market.countryCode);
      if (!phone.startsWith('+')) return own + (phone.startsWith('0') ? phone.slice(1) : phone);
      return own + phone.slice(foreignPrefix(phone, market.extraPrefixes).length);
    }
    default:
      return phone;
  }
}

/**
 * 000 §5: before sending, a leading trunk zero after the country prefix is removed.
 * Interpretation of "four-character prefixes from a configured list, or a plus and three characters":
 * separators are stripped first; a number not starting with + is otherwise unchanged. If the number starts
 * with one of the configured four-character prefixes (e.g. '+353'), the prefix is those four characters;
 * otherwise it is the first three characters (a plus and two digits, e.g. '+49'). If the character right after
 * the prefix is '0', it is removed: '+4901701234567' → '+491701234567', '+3530871234567' → '+353871234567'.
 * A four-character prefix missing from the list is read as three characters ('+3580…' keeps its 0 after '+35').
 */
export function removeTrunkZero(phone: string, fourCharPrefixes: readonly string[]): string {
  const stripped = stripSeparators(phone);
  if (!stripped.startsWith('+')) return stripped;
  const listed = fourCharPrefixes.find((p) => p.length === 4 && stripped.startsWith(p));
  const prefixLength = listed === undefined ? 3 : 4;
  return stripped.charAt(prefixLength) === '0'
    ? stripped.slice(0, prefixLength) + stripped.slice(prefixLength + 1)
    : stripped;
}
