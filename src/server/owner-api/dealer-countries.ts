import list from './dealer-countries.json';

/** Spec 002 §3: the dealer-country list (three-letter codes) and each country's dealer code prefix. */
const prefixes: Record<string, string> = list.countries;

/** The dealer code prefix of a dealer country; undefined for a country without dealers. */
export function dealerCountryPrefix(country: string): string | undefined {
  return Object.hasOwn(prefixes, country) ? prefixes[country] : undefined;
}

/** The dealer country a dealer code belongs to; undefined when no prefix fits. */
export function dealerCountryOf(dealerCode: string): string | undefined {
  return Object.entries(prefixes).find(([, prefix]) => dealerCode.startsWith(prefix))?.[0];
}

export const dealerCountries: readonly string[] = Object.keys(prefixes);
