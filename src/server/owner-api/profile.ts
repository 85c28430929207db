import crypto from 'node:crypto';
import { ok, type HandlerMap, type Owner } from './handler';
import type { Profile, Vehicle } from '../../generated/types/api/owner';
import type { Db } from '../db/open';
import { preparedOnce } from '../db/statements';

/** The fields of the per-country forms (002 §3): absent where the owner has none. */
const OPTIONAL_FIELDS = ['title', 'middleName', 'companyName', 'nationalId', 'state', 'additionalAddress'] as const;

const sql = preparedOnce((db) => ({
  preferences: db.prepare(
    'SELECT preference_name AS preferenceName, preference_code AS preferenceCode FROM privacy_preferences WHERE owner_id = ? ORDER BY preference_name',
  ),
  vehicles:
    db.prepare(`SELECT v.vin, v.make, v.model_year AS modelYear, v.model_name AS modelName, ov.nick_name AS nickName
    FROM owner_vehicles ov JOIN vehicles v ON v.vin = ov.vin WHERE ov.owner_id = ? ORDER BY ov.added_at, v.vin`),
}));

function profileOf(db: Db, owner: Owner): Profile {
  const privacyPreferences = sql(db).preferences.all(owner.id) as Profile['privacyPreferences'];
  const profile: Profile = {
    userGuid: owner.guid,
    firstName: owner.firstName,
    lastName: owner.lastName,
    email: owner.email,
    country: owner.country,
    mobilePhoneNumber: owner.mobilePhone,
    privacyPreferences,
  };
  // Address fields are absent, not null, when the owner has none (the schema types them as strings).
  if (owner.address1 !== null) profile.address1 = owner.address1;
  if (owner.address2 !== null) profile.address2 = owner.address2;
  if (owner.city !== null) profile.city = owner.city;
  if (owner.zip !== null) profile.zip = owner.zip;
  for (const field of OPTIONAL_FIELDS) {
    const value = owner[field];
    if (value !== null) profile[field] = value;
  }
  return profile;
}

/** Every vehicle of the owner, whatever the make: the client keeps those of the current brand (spec §3.5). */
export function vehiclesOf(db: Db, ownerId: number): Vehicle[] {
  return sql(db).vehicles.all(ownerId) as Vehicle[];
}

export const profileHandlers: Pick<HandlerMap, 'profile' | 'profileLite' | 'consumerId'> = {
  profile: ({ db, owner }) => ok({ value: { profile: profileOf(db, owner), vehicles: vehiclesOf(db, owner.id) } }),
  profileLite: ({ db, owner }) => ok({ value: { profile: profileOf(db, owner) } }),
  // Stable per owner and country without storing anything: derived from the owner's guid.
  consumerId: ({ owner, query }) =>
    ok({
      consumer: {
        id: crypto.createHash('sha256').update(`${owner.guid}:${query.countryCode}`).digest('hex').slice(0, 24),
      },
    }),
};
