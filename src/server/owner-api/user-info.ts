import { fail, ok, type HandlerMap, type Outcome } from './handler';
import { regionLists } from '../../generated/address-forms';
import { markets } from '../../generated/markets/local';
import { site } from '../../generated/site';
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

export const userInfoHandlers: Pick<HandlerMap, 'updateUserInfo' | 'updateAddress' | 'updatePrivacyPreferences'> = {
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
  updatePrivacyPreferences: ({ db, owner, body, now }) => {
    if (body.countryCode !== owner.country)
      return fail(400, `countryCode ${body.countryCode} is not the account's country ${owner.country}`);
    const upsert =
      db.prepare(`INSERT INTO privacy_preferences (owner_id, preference_name, preference_code, updated_at) VALUES (?, ?, ?, ?)
      ON CONFLICT (owner_id, preference_name) DO UPDATE SET preference_code = excluded.preference_code, updated_at = excluded.updated_at`);
    const at = now().toISOString();
    try {
      // All or nothing: a refused item undoes the ones before it.
      db.transaction(() => {
        for (const [name, code] of withChannels(body.privacyPreferences)) upsert.run(owner.id, name, code, at);
      })();
    } catch (error) {
      if (isCheckViolation(error))
        return fail(400, 'preferenceType must be an api variable name (letters, digits, _); nothing was saved');
      throw error;
    }
    return ok({ status: 200 });
  },
};

/**
 * The preferences to store: those sent, and what they mean for the preferences that ride on a channel
 * (site.preferenceChannels): a channel saved as No turns its dependents off, a dependent saved as Yes turns its
 * channel on. What was sent wins over what follows from it.
 */
export function withChannels(sent: readonly { preferenceType: string; preferenceCode: number }[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const p of sent) {
    if (p.preferenceCode === 0)
      for (const [dependent, channel] of Object.entries(site.preferenceChannels))
        if (channel === p.preferenceType) out.set(dependent, 0);
    const channel = site.preferenceChannels[p.preferenceType];
    if (p.preferenceCode === 1 && channel !== undefined) out.set(channel, 1);
  }
  for (const p of sent) out.set(p.preferenceType, p.preferenceCode);
  return out;
}

/** By code, not instanceof Error: better-sqlite3's errors come from another realm under Jest's workers. */
function isCheckViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'SQLITE_CONSTRAINT_CHECK';
}
