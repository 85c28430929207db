import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/core';
import { storedPhoneHref } from './stored-href';
import { phoneMetadata } from '../../generated/phone-metadata';

/**
 * A stored phone number as an owner reads it: a number of the market's country the national way
 * ("(313) 555-0147" in the US, "07700 900123" in the UK), a foreign one the international way ("+49 221 5550100"),
 * and anything libphonenumber-js cannot make sense of as it was stored rather than hidden.
 */
export function phoneForDisplay(stored: string, countryCode: string): string {
  const country = countryCode.toUpperCase() as CountryCode;
  let parsed;
  try {
    parsed = parsePhoneNumberFromString(stored, { defaultCountry: country, extract: false }, phoneMetadata);
  } catch {
    // A country libphonenumber-js does not know (the international site's ZZ): parse as international only.
    parsed = parsePhoneNumberFromString(stored, phoneMetadata);
  }
  if (!parsed?.isPossible()) return stored;
  // By calling code, not by country: +44 7700 is a UK number to a UK reader even where the plan could be Jersey's.
  const home = isSupportedCountry(country, phoneMetadata) ? getCountryCallingCode(country, phoneMetadata) : null;
  return parsed.countryCallingCode === home ? parsed.formatNational() : parsed.formatInternational();
}

/** The number as a tel: link wants it: E.164 where it parses, else the digits and the plus as stored. */
export function phoneHref(stored: string, countryCode: string): string {
  try {
    const parsed = parsePhoneNumberFromString(
      stored,
      { defaultCountry: countryCode.toUpperCase() as CountryCode },
      phoneMetadata,
    );
    if (parsed?.isPossible()) return `tel:${parsed.number}`;
  } catch {
    /* an unknown country: fall through to the stored digits */
  }
  return storedPhoneHref(stored);
}
