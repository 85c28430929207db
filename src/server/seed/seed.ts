import { insertDealers, seedDealers } from './dealers';
import { DEMO_PASSWORD, demoDealers, demoOwnerRecords } from './demo-owners';
import { seedLoyalty } from './loyalty';
import { seedMessages } from './messages';
import { seedOffers } from './offers';
import { seedOrders } from './orders';
import { seedRecalls } from './recalls';
import { seedRemovedVehicles } from './removed-vehicles';
import { seedSubscriptions } from './subscriptions';
import { seedTermsConsents } from './terms-consents';
import { seedVehicleHealth } from './vehicle-health';
import type { Db } from '../db/open';
import { hashPassword } from '../shared/secrets';

let demoHash: string | undefined;

/**
 * The demo owners' password hash, made once per process: scrypt is slow on purpose, and a test file starts the
 * service several times. One salted hash serves every demo owner: they share a password that is published anyway.
 * An owner's own password (a change, a registration) gets a salt of its own.
 */
function demoPasswordHashes(): string[] {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoOwnerRecords.map(() => demoHash!);
}

/**
 * Fills an empty database with the demo owners and dealers, in one transaction.
 * Idempotent: a database that already has owners is left as it is (an owner's changes survive restarts).
 * Returns whether anything was written. `at` is the seeding time (the service's clock): the connected vehicles'
 * reports are counted back from it, and their subscriptions' dates from its day, so they look current, as are the
 * times the demo owners removed vehicles from their garage.
 */
export function seed(db: Db, at: Date = new Date()): boolean {
  const count = db.prepare('SELECT count(*) FROM owners').pluck().get() as number;
  if (count > 0) return false;
  const hashes = demoPasswordHashes();
  const now = new Date().toISOString();

  const insertOwner =
    db.prepare(`INSERT INTO owners (guid, email, password_hash, first_name, last_name, market_id, country, mobile_phone,
    address1, address2, city, state, zip, requires_mfa, points_total, points_expiring, preferred_dealer_code)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertVehicle = db.prepare(
    'INSERT INTO vehicles (vin, make, model_year, model_name, is_connected) VALUES (?, ?, ?, ?, ?)',
  );
  const insertOwnership = db.prepare(
    'INSERT INTO owner_vehicles (owner_id, vin, nick_name, added_at) VALUES (?, ?, ?, ?)',
  );
  const insertPreference = db.prepare(
    'INSERT INTO privacy_preferences (owner_id, preference_name, preference_code, updated_at) VALUES (?, ?, ?, ?)',
  );
  const insertMfa = db.prepare('INSERT INTO mfa_options (owner_id, type, value, secret) VALUES (?, ?, ?, ?)');
  const insertPasskey = db.prepare('INSERT INTO passkeys (owner_id, public_key, registered_at) VALUES (?, ?, ?)');

  db.transaction(() => {
    insertDealers(db, demoDealers);
    demoOwnerRecords.forEach((o, i) => {
      const ownerId = insertOwner.run(
        o.guid,
        o.email,
        hashes[i],
        o.firstName,
        o.lastName,
        o.marketId,
        o.country,
        o.mobilePhoneNumber,
        o.address?.address1 ?? null,
        o.address?.address2 ?? null,
        o.address?.city ?? null,
        o.address?.state ?? null,
        o.address?.zip ?? null,
        o.requiresMfa ? 1 : 0,
        o.points.total,
        o.points.expiring,
        o.preferredDealerCode,
      ).lastInsertRowid;
      for (const v of o.vehicles) {
        insertVehicle.run(v.vin, v.make, v.modelYear, v.modelName, v.isConnected ? 1 : 0);
        insertOwnership.run(ownerId, v.vin, v.nickName, now);
      }
      for (const [name, code] of Object.entries(o.privacyPreferences)) insertPreference.run(ownerId, name, code, now);
      for (const m of o.mfaOptions) insertMfa.run(ownerId, m.type, m.value, m.secret ?? null);
      for (const p of o.passkeys) insertPasskey.run(ownerId, p.publicKey, p.registeredAt);
    });
    seedLoyalty(db);
    seedDealers(db);
    seedMessages(db);
    seedOrders(db, at);
    seedRecalls(db);
    seedVehicleHealth(db, at);
    seedSubscriptions(db, at);
    seedRemovedVehicles(db, at);
    seedOffers(db, at);
    seedTermsConsents(db, at);
  })();
  return true;
}
