import { forms } from '../../generated/forms';
import { markets } from '../../generated/markets/local';

/** The form's own postal code pattern (its zip rule's), for countries whose file sets none: as the page checks. */
const GENERAL = forms['account-settings'].fieldRules?.zip?.find((r) => r.rule === 'pattern')?.pattern ?? '.+';

/** Pattern by three-letter country code, from each country's postalCodePattern. */
const byCountry = new Map(
  markets.filter((m) => m.postalCodePattern).map((m) => [m.threeLetterCountryCode, m.postalCodePattern as string]),
);

/** The postal code pattern of a three-letter country code, as the form resolves it for the market. */
function postalCodePatternOf(country: string): string {
  return byCountry.get(country) ?? GENERAL;
}

/** The reference service's stand-in for the address check a real user service does. */
export function postalCodeFits(country: string, zip: string): boolean {
  return new RegExp(postalCodePatternOf(country)).test(zip.trim());
}
