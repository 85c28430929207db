import { site } from '../../generated/site';

/**
 * The town and postal code line of an address, in the country's order (site.formats.cityFirstCountries):
 * "Dearborn 48124" in the US, "75020 Paris" in France. Either part may be empty.
 */
export function townLine(place: { town: string; postalCode: string }, countryCode: string): string {
  const parts = site.formats.cityFirstCountries.includes(countryCode.toUpperCase()) ? [place.town, place.postalCode] : [place.postalCode, place.town];
  return parts.filter((p) => p.trim() !== '').join(' ');
}
