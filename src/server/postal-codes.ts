import { bundles } from '../generated/content';
import { markets } from '../generated/markets/local';

/** The general shape from the English content bundle, for countries whose file sets no pattern. */
const GENERAL = bundles.en?.['pattern.postalCode'] ?? '.+';

/** Pattern by three-letter country code, from each country's postalCodePattern. */
const byCountry = new Map(markets.filter((m) => m.postalCodePattern).map((m) => [m.threeLetterCountryCode, m.postalCodePattern as string]));

/** The reference service's stand-in for the address check a real user service does. */
export function postalCodeFits(country: string, zip: string): boolean {
  return new RegExp(byCountry.get(country) ?? GENERAL).test(zip.trim());
}
