import { ok, type HandlerMap, type Outcome } from './handler';
import { regionLists } from '../../generated/address-forms';
import { markets } from '../../generated/markets/local';
import type { UserUpdateResponse } from '../../generated/types/api/owner';
import { postalCodeFits } from '../forms/postal-codes';

/** The user service refuses data with HTTP 200 and httpStatus 400 (spec 000 §4 step 3): the client shows the message. */
const refused = (message: string): Outcome<UserUpdateResponse> =>
  ok({ status: 400, httpStatus: 400, error: { message } });
const saved = (): Outcome<UserUpdateResponse> => ok({ status: 200, httpStatus: 200 });

const withRegionList = new Set(
  markets.filter((m) => m.countryCode in regionLists).map((m) => m.threeLetterCountryCode),
);
/** A state of a country with a region list is stored as its code (upper case); elsewhere as typed. */
const stateOf = (country: string, state: string | undefined) => {
  const text = state?.trim() ?? '';
  if (text === '') return null;
  return withRegionList.has(country) ? text.toUpperCase() : text;
};

function addressProblem(ownerCountry: string, country: string | undefined, zip: string | undefined): string | null {
  if (country !== undefined && country !== ownerCountry)
    return `country ${country} does not match the account's country ${ownerCountry}`;
  if (zip !== undefined && !postalCodeFits(ownerCountry, zip))
    return `postal code ${zip.trim()} is not valid for ${ownerCountry}`;
  return null;
}

export const userInfoHandlers: Pick<HandlerMap, 'updateUserInfo' | 'updateAddress'> = {
  updateUserInfo: ({ db, owner, body }) => {
    const problem = addressProblem(owner.country, body.country, body.zip);
    if (problem) return refused(problem);
    // Only the fields sent change: the client omits phone or address when the permission is no. An optional detail sent
    // empty is cleared (the owner emptied it); the names are never empty (the schema's minLength).
    const text = (v: string | undefined) => v?.trim() ?? null;
    const clearable = (v: string | undefined) => (v === undefined ? undefined : v.trim());
    db.prepare(
      `UPDATE owners SET address1 = coalesce(?, address1), address2 = coalesce(?, address2), city = coalesce(?, city),
      zip = coalesce(?, zip), mobile_phone = coalesce(?, mobile_phone), first_name = coalesce(?, first_name), last_name = coalesce(?, last_name),
      title = CASE WHEN ? THEN nullif(?, '') ELSE title END, middle_name = CASE WHEN ? THEN nullif(?, '') ELSE middle_name END,
      company_name = CASE WHEN ? THEN nullif(?, '') ELSE company_name END, national_id = CASE WHEN ? THEN nullif(?, '') ELSE national_id END
      WHERE id = ?`,
    ).run(
      text(body.address1),
      text(body.address2),
      text(body.city),
      text(body.zip),
      body.mobilePhoneNumber ?? null,
      text(body.firstName),
      text(body.lastName),
      ...[body.title, body.middleName, body.companyName, body.nationalId].flatMap((v) => [
        v === undefined ? 0 : 1,
        clearable(v) ?? null,
      ]),
      owner.id,
    );
    return saved();
  },
  updateAddress: ({ db, owner, body }) => {
    const problem = addressProblem(owner.country, body.country, body.zip);
    if (problem) return refused(problem);
    // The whole address is replaced: a part the form no longer sends is cleared.
    db.prepare(
      'UPDATE owners SET address1 = ?, address2 = ?, city = ?, zip = ?, state = ?, additional_address = ? WHERE id = ?',
    ).run(
      body.address1.trim(),
      body.address2?.trim() || null,
      body.city.trim(),
      body.zip.trim(),
      stateOf(owner.country, body.state),
      body.additionalAddress?.trim() || null,
      owner.id,
    );
    return saved();
  },
};
