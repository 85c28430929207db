import type { EndpointId } from '../generated/api';
import { bundles, fragments } from '../generated/content';
import { forms } from '../generated/forms';
import { reservedWords } from '../generated/reserved-words';
import type { FormDefinition } from '../generated/types/form';
import { regionLists } from '../generated/address-forms';
import { markets } from '../generated/markets/local';
import { isValidRegion } from '../lib/forms/address-options';
import { bannedNameMatcher } from '../lib/forms/banned-names';
import { fieldFailure, type Failure, type FormValues, type RuleEnv } from '../lib/forms/rules';
import { PATTERN_KEYS } from '../lib/forms/widgets';
import { normalisePhone, removeTrunkZero } from '../lib/phone/normalise';
import { postalCodePatternOf } from './postal-codes';

interface PhoneCountry { countryCode: string; countryRegex: string; phoneNumberCountryCode: string }

const texts = bundles.en ?? {};
const phoneCountries = ((fragments['phone-number-dropdown']?.en as { countries?: PhoneCountry[] } | undefined)?.countries ?? [])
  // Longest dial prefix first: +353 before +35.
  .slice().sort((a, b) => b.phoneNumberCountryCode.length - a.phoneNumberCountryCode.length);
/** The four-character dial prefixes after which a trunk 0 goes (the phone list's content, as the page reads it). */
export const trunkPrefixes = (fragments['phone-number-dropdown']?.en as { trunkPrefixes?: string[] } | undefined)?.trunkPrefixes ?? [];
const isBannedName = bannedNameMatcher(reservedWords);

/** The forms whose rules each call's body must pass (a form names its calls in `endpoints`). */
const formsByEndpoint = new Map<string, FormDefinition[]>();
for (const form of Object.values(forms)) {
  for (const id of form.endpoints ?? []) formsByEndpoint.set(id, [...(formsByEndpoint.get(id) ?? []), form]);
}

/** Three-letter country codes → two-letter ones (the region lists are keyed by ISO 3166-1 alpha-2). */
const alpha2 = new Map(markets.map((m) => [m.threeLetterCountryCode, m.countryCode]));

/** The patterns the form resolves for the market: here the account's country, and the number's own dial prefix. */
function envFor(country: string): RuleEnv {
  return {
    isBannedName,
    isValidRegion: (value) => isValidRegion(alpha2.get(country) ?? country, value, regionLists),
    pattern(ref, values) {
      if (ref === 'postalCode') return postalCodePatternOf(country);
      if (ref === 'phone') {
        const number = String(values.mobilePhoneNumber ?? '');
        const match = phoneCountries.find((c) => number.startsWith(c.phoneNumberCountryCode));
        if (match) return match.countryRegex;
      }
      return texts[PATTERN_KEYS[ref]];
    },
  };
}

/**
 * The first field of a body that the form would refuse, with the same message key: the service never
 * stores what the page would not send. Only the fields present are checked (the page omits a field whose
 * permission is no); each is trimmed first, as the page trims before sending.
 */
export function formRefusal(endpoint: EndpointId, body: unknown, country: string): Failure | null {
  const defs = formsByEndpoint.get(endpoint);
  if (!defs || typeof body !== 'object' || body === null) return null;
  const values = body as FormValues;
  const env = envFor(country);
  for (const form of defs) {
    for (const [field, rules] of Object.entries(form.fieldRules ?? {})) {
      if (!(field in values)) continue;
      // Rules that depend on a field the body never carries (the phone country) do not apply to it.
      const applicable = rules.filter((r) => !r.when || r.when.filled in values);
      const failure = fieldFailure(field, applicable, values, env);
      if (failure) return failure;
    }
  }
  return null;
}

/**
 * A mobile number the page would have sent otherwise, as the page would have sent it; null when it is as sent.
 * The page normalises for the country of the number's dial prefix (002 §5: the account's own without one) and
 * removes the trunk zero after the prefix (000 §5); the service runs the same functions and keeps nothing else.
 */
export function phoneNotAsSent(body: unknown, country: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const number = (body as Record<string, unknown>).mobilePhoneNumber;
  if (typeof number !== 'string' || number === '') return null;
  const market = markets.find((m) => m.threeLetterCountryCode === country);
  const phoneCountry = phoneCountries.find((c) => number.startsWith(c.phoneNumberCountryCode))?.countryCode ?? market?.countryCode ?? '';
  const sent = removeTrunkZero(normalisePhone(number, { countryCode: phoneCountry, mode: market?.phoneNormalisation, extraPrefixes: trunkPrefixes }), trunkPrefixes);
  return sent === number ? null : sent;
}

/** The refusal as the service words it: field, rule and the message key the page shows. */
export function refusalText(f: Failure): string {
  return `body.${f.field} fails ${f.rule} (${f.message}${f.limit === undefined ? '' : ` ${f.limit}`})`;
}
