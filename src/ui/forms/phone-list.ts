import type { PhoneCountry } from './theme';

/** The phone-number-dropdown content: the countries offered (with their number pattern) and the trunk prefixes. */
export interface PhoneList {
  countries: PhoneCountry[];
  trunkPrefixes: string[];
}

export function readPhoneList(data: Record<string, unknown> | null): PhoneList {
  const countries = Array.isArray(data?.countries)
    ? (data.countries as PhoneCountry[]).filter(
        (c) => typeof c?.countryCode === 'string' && typeof c.countryRegex === 'string',
      )
    : [];
  const trunkPrefixes = Array.isArray(data?.trunkPrefixes)
    ? (data.trunkPrefixes as unknown[]).filter((p): p is string => typeof p === 'string')
    : [];
  return { countries, trunkPrefixes };
}
