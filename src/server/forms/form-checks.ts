import type { EndpointId } from '../../generated/api';
import { fragments } from '../../generated/content';
import { forms } from '../../generated/forms';
import { markets } from '../../generated/markets/local';
import { reservedWords } from '../../generated/reserved-words';
import type { FormDefinition } from '../../generated/types/form';
import { ruleEnv, shippedTables, type RuleMarket } from '../../lib/forms/rule-env';
import { fieldFailure, type Failure, type FormValues } from '../../lib/forms/rules';
import { normalisePhone, removeTrunkZero } from '../../lib/phone/normalise';

interface PhoneCountry {
  countryCode: string;
  countryRegex: string;
  phoneNumberCountryCode: string;
}

const phoneCountries = (
  (fragments['phone-number-dropdown']?.en as { countries?: PhoneCountry[] } | undefined)?.countries ?? []
)
  // Longest dial prefix first: +353 before +35.
  .slice()
  .sort((a, b) => b.phoneNumberCountryCode.length - a.phoneNumberCountryCode.length);
/** The four-character dial prefixes after which a trunk 0 goes (the phone list's content, as the page reads it). */
export const trunkPrefixes =
  (fragments['phone-number-dropdown']?.en as { trunkPrefixes?: string[] } | undefined)?.trunkPrefixes ?? [];

const tables = shippedTables(reservedWords);

/** The forms whose rules each call's body must pass (a form names its calls in `endpoints`). */
const formsByEndpoint = new Map<string, FormDefinition[]>();
for (const form of Object.values(forms)) {
  for (const id of form.endpoints ?? []) formsByEndpoint.set(id, [...(formsByEndpoint.get(id) ?? []), form]);
}

/** The market of a three-letter country code, as the rules read it (region list, postal code pattern). */
function ruleMarketOf(country: string): RuleMarket {
  const market = markets.find((m) => m.threeLetterCountryCode === country);
  return { countryCode: market?.countryCode ?? country, postalCodePattern: market?.postalCodePattern };
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
  // The page's own rule context: the number's country comes from its dial prefix (a body carries no choice).
  const env = ruleEnv(ruleMarketOf(country), phoneCountries, tables);
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
  const phoneCountry =
    phoneCountries.find((c) => number.startsWith(c.phoneNumberCountryCode))?.countryCode ?? market?.countryCode ?? '';
  const sent = removeTrunkZero(
    normalisePhone(number, {
      countryCode: phoneCountry,
      mode: market?.phoneNormalisation,
      extraPrefixes: trunkPrefixes,
    }),
    trunkPrefixes,
  );
  return sent === number ? null : sent;
}

/** The refusal as the service words it: field, rule and the message key the page shows. */
export function refusalText(f: Failure): string {
  return `body.${f.field} fails ${f.rule} (${f.message}${f.limit === undefined ? '' : ` ${f.limit}`})`;
}
