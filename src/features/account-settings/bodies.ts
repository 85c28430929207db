import type { AddressRequest, PersonalInfoRequest, Profile } from '../../generated/types/api/owner';
import type { Market } from '../../generated/types/market';
import type { AddressFormOptions } from '../../lib/forms/address-options';
import { normalisePhone, removeTrunkZero } from '../../lib/phone/normalise';

export type Section = 'personal' | 'address';
export type SettingsValues = Record<string, string | undefined>;

/** The fields of each section, in the order the form shows them. */
export const SECTION_FIELDS: Record<Section, readonly string[]> = {
  personal: [
    'title',
    'firstName',
    'middleName',
    'lastName',
    'companyName',
    'nationalId',
    'phoneCountry',
    'mobilePhoneNumber',
  ],
  address: ['address1', 'address2', 'additionalAddress', 'city', 'state', 'zip'],
};

/** Which optional fields the country's address form offers (form.addressOptionFields: field → flag). */
export function offeredFields(
  optionFields: Readonly<Record<string, string>>,
  options: AddressFormOptions,
): Set<string> {
  const all = [...SECTION_FIELDS.personal, ...SECTION_FIELDS.address];
  return new Set(
    all.filter((f) => {
      const flag = optionFields[f] as keyof AddressFormOptions | undefined;
      return flag === undefined || options[flag];
    }),
  );
}

/** The form's starting values: the profile as it is (the phone's country is the account's, for its pattern). */
export function valuesOf(profile: Profile, market: Pick<Market, 'countryCode'>): SettingsValues {
  const {
    title,
    firstName,
    middleName,
    lastName,
    companyName,
    nationalId,
    address1,
    address2,
    additionalAddress,
    city,
    state,
    zip,
  } = profile;
  return {
    title,
    firstName,
    middleName,
    lastName,
    companyName,
    nationalId,
    address1,
    address2,
    additionalAddress,
    city,
    state,
    zip,
    // The account's country goes with a number the owner has; without one nothing is chosen, so no number is asked
    // for (the rule asks for it once a country is chosen).
    phoneCountry: profile.mobilePhoneNumber ? market.countryCode : undefined,
    mobilePhoneNumber: profile.mobilePhoneNumber ?? undefined,
  };
}

const text = (values: SettingsValues, name: string) => (values[name] ?? '').trim();

/**
 * The update-user-info body of the personal section: names trimmed, optional details only where the country's form
 * has them (sent empty to clear one), the phone normalised for its country (002 §5) when one is given.
 */
export function personalBody(
  values: SettingsValues,
  offered: ReadonlySet<string>,
  market: Pick<Market, 'phoneNormalisation' | 'countryCode'>,
  trunkPrefixes: readonly string[],
): PersonalInfoRequest {
  const body: PersonalInfoRequest = { firstName: text(values, 'firstName'), lastName: text(values, 'lastName') };
  for (const f of ['title', 'middleName', 'companyName', 'nationalId'] as const)
    if (offered.has(f)) body[f] = text(values, f);
  if (text(values, 'mobilePhoneNumber') !== '') {
    const phone = normalisePhone(text(values, 'mobilePhoneNumber'), {
      countryCode: text(values, 'phoneCountry') || market.countryCode,
      mode: market.phoneNormalisation,
      extraPrefixes: trunkPrefixes,
    });
    body.mobilePhoneNumber = removeTrunkZero(phone, trunkPrefixes);
  }
  return body;
}

/** The update-address body: the whole address of the country's form, and the account's country (three letters). */
export function addressBody(
  values: SettingsValues,
  offered: ReadonlySet<string>,
  market: Pick<Market, 'threeLetterCountryCode'>,
): AddressRequest {
  const body: AddressRequest = {
    address1: text(values, 'address1'),
    city: text(values, 'city'),
    zip: text(values, 'zip'),
    country: market.threeLetterCountryCode.toUpperCase(),
  };
  if (offered.has('address2') && text(values, 'address2') !== '') body.address2 = text(values, 'address2');
  if (offered.has('additionalAddress') && text(values, 'additionalAddress') !== '')
    body.additionalAddress = text(values, 'additionalAddress');
  if (offered.has('state')) body.state = text(values, 'state');
  return body;
}
