import type { AddressFormOptions } from './address-options';
import type { FormSection } from '../../generated/types/form';
import type { Market } from '../../generated/types/market';
import { normalisePhone, removeTrunkZero } from '../phone/normalise';

/*
 * The sections of a form definition (markets/forms/*.json `sections`): which fields each shows, and how its values
 * become the body of the endpoint it saves to. Nothing here names a field: the definition does.
 */

export type FormValues = Record<string, string | undefined>;

/** Which fields the country's address form offers: every field but those whose flag (addressOptionFields) is off. */
export function offeredFields(
  sections: readonly FormSection[],
  optionFields: Readonly<Record<string, string>>,
  options: AddressFormOptions,
): Set<string> {
  return new Set(
    sections
      .flatMap((s) => Object.keys(s.fields))
      .filter((f) => {
        const flag = optionFields[f] as keyof AddressFormOptions | undefined;
        return flag === undefined || options[flag];
      }),
  );
}

/**
 * A section's starting values: the stored record's, as they are. A phone's country starts as the market's when there
 * is a number; without one nothing is chosen, so no number is asked for (the rule asks for it once a country is
 * chosen).
 */
export function sectionValues(section: FormSection, stored: object, market: Pick<Market, 'countryCode'>): FormValues {
  const values: FormValues = {};
  for (const [field, how] of Object.entries(section.fields)) {
    const value = (stored as Record<string, unknown>)[field];
    if (how.send !== 'no') values[field] = typeof value === 'string' ? value : undefined;
    if (how.send === 'phone' && how.countryField)
      values[how.countryField] = typeof value === 'string' && value !== '' ? market.countryCode : undefined;
  }
  return values;
}

const text = (values: FormValues, name: string) => (values[name] ?? '').trim();

/**
 * The body a section saves: each offered field as the definition says (text: trimmed, empty clears it;
 * textIfFilled: only when filled; phone: normalised for its country, 002 §5, only when filled), then the market's
 * values (upper case).
 */
export function sectionBody(
  section: FormSection,
  values: FormValues,
  offered: ReadonlySet<string>,
  market: Pick<Market, 'phoneNormalisation' | 'countryCode' | 'threeLetterCountryCode'>,
  trunkPrefixes: readonly string[],
): Record<string, string> {
  const body: Record<string, string> = {};
  for (const [field, how] of Object.entries(section.fields)) {
    if (!offered.has(field) || how.send === 'no') continue;
    const value = text(values, field);
    if (how.send === 'text') body[field] = value;
    else if (value === '') continue;
    else if (how.send === 'textIfFilled') body[field] = value;
    else {
      const phone = normalisePhone(value, {
        countryCode: (how.countryField && text(values, how.countryField)) || market.countryCode,
        mode: market.phoneNormalisation,
        extraPrefixes: trunkPrefixes,
      });
      body[field] = removeTrunkZero(phone, trunkPrefixes);
    }
  }
  for (const [field, from] of Object.entries(section.marketValues ?? {})) body[field] = market[from].toUpperCase();
  return body;
}
