/**
 * Address form options per country (002 §3): which optional fields a country's address form shows, and whether a
 * state/province belongs to the country's region list. Pure; the data is markets/address-forms.json, passed in.
 */

export interface AddressFormOptions {
  state: boolean;
  country: boolean;
  companyName: boolean;
  middleName: boolean;
  title: boolean;
  address1Line2: boolean;
  additionalAddress: boolean;
  nationalId: boolean;
}

/** The options of no known form: every flag false, i.e. only the fields every address form has. */
const NONE: Readonly<AddressFormOptions> = Object.freeze({
  state: false,
  country: false,
  companyName: false,
  middleName: false,
  title: false,
  address1Line2: false,
  additionalAddress: false,
  nationalId: false,
});

/**
 * The options of the form a country names (its addressForm key). An undefined or unknown key gets every flag
 * false: the form falls back to the fields every address form has rather than showing fields the market never
 * asked for (a missing state list or national id would otherwise become a required field nobody can fill).
 * The result is a fresh object.
 */
export function addressFormOptions(
  key: string | undefined,
  forms: Readonly<Record<string, AddressFormOptions>>,
): AddressFormOptions {
  const form = key !== undefined && Object.prototype.hasOwnProperty.call(forms, key) ? forms[key] : undefined;
  return { ...(form ?? NONE) };
}

/**
 * Whether a region (state, province) is valid for a country: one of the codes of its list, compared
 * case-insensitively (surrounding whitespace ignored). A country without a list accepts any region.
 * The country code is matched case-insensitively too (lists are keyed by upper-case ISO codes).
 */
export function isValidRegion(
  countryCode: string,
  region: string,
  lists: Readonly<Record<string, readonly { code: string }[]>>,
): boolean {
  const upper = countryCode.toUpperCase();
  const list = Object.prototype.hasOwnProperty.call(lists, upper) ? lists[upper] : undefined;
  if (list === undefined) return true;
  const wanted = region.trim().toUpperCase();
  return list.some((entry) => entry.code.toUpperCase() === wanted);
}
