/*
 * Postal code shapes by three-letter country code: the reference service's stand-in for the address
 * check a real user service does. Countries not listed get the general shape of markets/content/en.json
 * (pattern.postalCode). Data, not logic: add a country by adding a line.
 */
export const postalCodePatterns: Record<string, string> = {
  AUS: '^[0-9]{4}$',
  AUT: '^[0-9]{4}$',
  BEL: '^[0-9]{4}$',
  CHE: '^[0-9]{4}$',
  CZE: '^[0-9]{3} ?[0-9]{2}$',
  DEU: '^[0-9]{5}$',
  DNK: '^[0-9]{4}$',
  ESP: '^[0-9]{5}$',
  FIN: '^[0-9]{5}$',
  FRA: '^[0-9]{5}$',
  GBR: '^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$',
  ITA: '^[0-9]{5}$',
  LUX: '^(L-)?[0-9]{4}$',
  NLD: '^[0-9]{4} ?[A-Za-z]{2}$',
  NOR: '^[0-9]{4}$',
  NZL: '^[0-9]{4}$',
  POL: '^[0-9]{2}-[0-9]{3}$',
  PRT: '^[0-9]{4}-[0-9]{3}$',
  SWE: '^[0-9]{3} ?[0-9]{2}$',
  USA: '^[0-9]{5}(-[0-9]{4})?$',
};

const GENERAL = '^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$';

export function postalCodeFits(country: string, zip: string): boolean {
  return new RegExp(postalCodePatterns[country] ?? GENERAL).test(zip.trim());
}
