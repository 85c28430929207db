import { MAIL_PERMISSION, MOBILE_PERMISSION, type OptionValues } from './options';
import type { ContactValues } from './slice';
import type { PersonalInfoRequest } from '../../generated/types/api/owner';
import type { Market } from '../../generated/types/market';
import { normalisePhone, removeTrunkZero } from '../../lib/phone/normalise';

/**
 * Spec 000 §5 "before sending": with mobile yes, the number normalised for its country (002 §5) and the trunk
 * zero after the prefix removed; with mail yes, the address fields trimmed and the account's country (three
 * letters, upper case). A field whose permission is not yes is omitted; with neither yes there is no body
 * and the preferences are saved directly (000 §4).
 */
export function contactBody(
  contact: ContactValues,
  values: OptionValues,
  market: Pick<Market, 'threeLetterCountryCode' | 'phoneNormalisation'>,
  trunkPrefixes: readonly string[],
): PersonalInfoRequest | undefined {
  const body: PersonalInfoRequest = {};
  const text = (name: string) => (contact[name] ?? '').trim();
  if (values[MOBILE_PERMISSION] === 1 && text('mobilePhoneNumber') !== '') {
    const phone = normalisePhone(text('mobilePhoneNumber'), {
      countryCode: text('phoneCountry'),
      mode: market.phoneNormalisation,
      extraPrefixes: trunkPrefixes,
    });
    body.mobilePhoneNumber = removeTrunkZero(phone, trunkPrefixes);
  }
  if (values[MAIL_PERMISSION] === 1) {
    body.address1 = text('address1');
    if (text('address2') !== '') body.address2 = text('address2');
    body.city = text('city');
    body.zip = text('zip');
    body.country = market.threeLetterCountryCode.toUpperCase();
  }
  return Object.keys(body).length > 0 ? body : undefined;
}
