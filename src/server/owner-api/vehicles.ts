import { fail, noContent, ok, type HandlerMap } from './handler';
import descriptors from './vin-descriptors.json';
import type { Vehicle } from '../../generated/types/api/owner';
import type { Db } from '../db/open';
import { preparedOnce } from '../db/statements';

const sql = preparedOnce((db) => ({
  owned:
    db.prepare(`SELECT v.vin, v.make, v.model_year AS modelYear, v.model_name AS modelName, ov.nick_name AS nickName,
    v.is_connected AS isConnected FROM owner_vehicles ov JOIN vehicles v ON v.vin = ov.vin WHERE ov.owner_id = ? AND ov.vin = ?`),
  // The garage link as it is (its nickname) is kept to be restored (removed-vehicles.ts), with the time of removal.
  keepRemoved: db.prepare(`INSERT OR REPLACE INTO removed_vehicles (owner_id, vin, nick_name, removed_at)
    SELECT owner_id, vin, nick_name, ? FROM owner_vehicles WHERE owner_id = ? AND vin = ?`),
  unlink: db.prepare('DELETE FROM owner_vehicles WHERE owner_id = ? AND vin = ?'),
  forgetRemoved: db.prepare('DELETE FROM removed_vehicles WHERE owner_id = ? AND vin = ?'),
}));

export function ownedVehicle(db: Db, ownerId: number, vin: string): (Vehicle & { isConnected: number }) | undefined {
  return sql(db).owned.get(ownerId, vin) as (Vehicle & { isConnected: number }) | undefined;
}

/** Model-year letters of VIN position 10 (2010 = A ... 2030 = Y, skipping I, O, Q, U, Z). */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY';

/** Each maker's model code: the VIN's characters from model[0] up to model[1]. */
const makers: Record<string, { make: string; model: number[] }> = descriptors.makers;

/**
 * A VIN the service has never seen is registered as an unconnected vehicle, its year read from the VIN and its
 * make and model from a known vehicle of the same maker and model code. Undefined when the VIN decodes to no
 * model the service knows: it is not one of the maker's vehicles, and an owner would not recognise a placeholder.
 */
function decodeUnknownVin(db: Db, vin: string): { make: string; modelYear: string; modelName: string } | undefined {
  const maker = Object.hasOwn(makers, vin.slice(0, 3)) ? makers[vin.slice(0, 3)] : undefined;
  if (!maker) return undefined;
  const [start = 0, end = 0] = maker.model;
  const like = db
    .prepare(
      'SELECT make, model_name AS modelName FROM vehicles WHERE substr(vin, 1, 3) = ? AND substr(vin, ?, ?) = ? ORDER BY vin LIMIT 1',
    )
    .get(vin.slice(0, 3), start + 1, end - start, vin.slice(start, end)) as
    { make: string; modelName: string } | undefined;
  if (!like) return undefined;
  const index = YEAR_CODES.indexOf(vin.charAt(9));
  return { make: like.make, modelYear: String(index >= 0 ? 2010 + index : 2024), modelName: like.modelName };
}

export function strip(v: Vehicle & { isConnected: number }): Vehicle {
  return { vin: v.vin, make: v.make, modelYear: v.modelYear, modelName: v.modelName, nickName: v.nickName };
}

export const vehicleHandlers: Pick<HandlerMap, 'addVehicle' | 'removeVehicle' | 'renameVehicle' | 'vehicleType'> = {
  addVehicle: ({ db, owner, query, header, now }) => {
    const vin = header('vin');
    if (!vin) return fail(400, 'missing vin header');
    if (ownedVehicle(db, owner.id, vin)) return fail(409, 'vehicle already in the garage');
    // A VIN in someone else's garage stays theirs: adding it here would also reveal its connected status.
    // Ownership moves only through the delinking flow.
    if (db.prepare('SELECT 1 FROM owner_vehicles WHERE vin = ? AND owner_id <> ?').get(vin, owner.id)) {
      return fail(409, 'vehicle is registered to another account; ownership moves through the delinking flow');
    }
    const known = db.prepare('SELECT 1 FROM vehicles WHERE vin = ?').get(vin);
    const d = known ? undefined : decodeUnknownVin(db, vin);
    if (!known && !d) return fail(400, 'vin not recognised: no model of this maker has this code');
    db.transaction(() => {
      if (d) {
        db.prepare('INSERT INTO vehicles (vin, make, model_year, model_name, is_connected) VALUES (?, ?, ?, ?, 0)').run(
          vin,
          d.make,
          d.modelYear,
          d.modelName,
        );
      }
      db.prepare('INSERT INTO owner_vehicles (owner_id, vin, nick_name, added_at) VALUES (?, ?, ?, ?)').run(
        owner.id,
        vin,
        query.nickname ?? null,
        now().toISOString(),
      );
      // Back in the garage: no longer one of the owner's removed vehicles.
      sql(db).forgetRemoved.run(owner.id, vin);
    })();
    const added = ownedVehicle(db, owner.id, vin);
    return added ? ok({ data: strip(added) }) : fail(404, 'vehicle not found');
  },
  /** Removes a vehicle from the garage, keeping it (with its nickname) among the owner's removed vehicles. */
  removeVehicle: ({ db, owner, header, now }) => {
    const vin = header('vin');
    if (!vin) return fail(400, 'missing vin header');
    const removed = db.transaction(() => {
      sql(db).keepRemoved.run(now().toISOString(), owner.id, vin);
      return sql(db).unlink.run(owner.id, vin).changes === 1;
    })();
    return removed ? noContent() : fail(404, 'vehicle not in the garage');
  },
  renameVehicle: ({ db, owner, header, body }) => {
    const vin = header('vin');
    if (!vin) return fail(400, 'missing vin header');
    const result = db
      .prepare('UPDATE owner_vehicles SET nick_name = ? WHERE owner_id = ? AND vin = ?')
      .run(body.nickName, owner.id, vin);
    const renamed = result.changes === 1 ? ownedVehicle(db, owner.id, vin) : undefined;
    return renamed ? ok({ data: strip(renamed) }) : fail(404, 'vehicle not in the garage');
  },
  vehicleType: ({ db, owner, header }) => {
    const vin = header('vin');
    if (!vin) return fail(400, 'missing vin header');
    const vehicle = ownedVehicle(db, owner.id, vin);
    return vehicle ? ok({ isConnected: vehicle.isConnected === 1 }) : fail(404, 'vehicle not in the garage');
  },
};
