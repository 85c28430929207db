import { fail, ok, type HandlerMap } from './handler';
import { ownedVehicle, strip } from './vehicles';
import { site } from '../../generated/site';
import type { RemovedVehicle, VehicleResponse } from '../../generated/types/api/owner';
import { preparedOnce } from '../db/statements';

const DAY_MS = 24 * 60 * 60 * 1000;

const COLUMNS = `v.vin, v.make, v.model_year AS modelYear, v.model_name AS modelName, r.nick_name AS nickName,
  r.removed_at AS removedAt`;

const sql = preparedOnce((db) => ({
  // Removal times are toISOString's text (UTC, milliseconds): they compare as text.
  removed: db.prepare(`SELECT ${COLUMNS} FROM removed_vehicles r JOIN vehicles v ON v.vin = r.vin
    WHERE r.owner_id = ? AND r.removed_at >= ? ORDER BY r.removed_at DESC, r.vin`),
  one: db.prepare(`SELECT ${COLUMNS} FROM removed_vehicles r JOIN vehicles v ON v.vin = r.vin
    WHERE r.owner_id = ? AND r.vin = ? AND r.removed_at >= ?`),
  inAnyGarage: db.prepare('SELECT 1 FROM owner_vehicles WHERE vin = ?'),
  relink: db.prepare('INSERT INTO owner_vehicles (owner_id, vin, nick_name, added_at) VALUES (?, ?, ?, ?)'),
  forget: db.prepare('DELETE FROM removed_vehicles WHERE owner_id = ? AND vin = ?'),
}));

type Row = Omit<RemovedVehicle, 'restorableUntil'>;

/** The restore period (markets/site.json garage.restoreWithinDays), in milliseconds. */
const restorePeriodMs = () => site.garage.restoreWithinDays * DAY_MS;

/** The earliest removal time still restorable at `now`: one removed exactly that long ago still is. */
const restorableSince = (now: Date) => new Date(now.getTime() - restorePeriodMs()).toISOString();

const removedVehicleOf = (row: Row): RemovedVehicle => ({
  ...row,
  restorableUntil: new Date(Date.parse(row.removedAt) + restorePeriodMs()).toISOString(),
});

/**
 * The vehicles the owner removed from their garage (removeVehicle keeps them, nickname included), restorable for the
 * restore period after their removal. A row older than that is neither listed nor restorable; it is left where it is
 * (replaced by the vehicle's next removal, deleted with the account).
 */
export const removedVehicleHandlers: Pick<HandlerMap, 'deletedVehicles' | 'addDeletedVehicle'> = {
  /** The owner's removed vehicles still restorable, the most recently removed first. */
  deletedVehicles: ({ db, owner, now }) => {
    const rows = sql(db).removed.all(owner.id, restorableSince(now())) as Row[];
    return ok({ vehicles: rows.map(removedVehicleOf) });
  },
  /**
   * Puts a removed vehicle back into the garage as it was (its nickname), added now; the answer is the vehicle, as
   * addVehicle answers. Refused: one the owner did not remove within the period (404), one that is in a garage
   * again (409): another owner's (a VIN belongs to one garage), or the owner's own (added again meanwhile: then it
   * is no longer a removed vehicle either).
   */
  addDeletedVehicle: ({ db, owner, header, now }) => {
    const vin = header('vin');
    if (!vin) return fail(400, 'missing vin header');
    const at = now();
    return db.transaction(() => {
      const row = sql(db).one.get(owner.id, vin, restorableSince(at)) as Row | undefined;
      if (!row) return fail<VehicleResponse>(404, 'no recently removed vehicle with this VIN');
      if (ownedVehicle(db, owner.id, vin)) {
        sql(db).forget.run(owner.id, vin);
        return fail<VehicleResponse>(409, 'vehicle is already in your garage');
      }
      if (sql(db).inAnyGarage.get(vin)) return fail<VehicleResponse>(409, 'vehicle is in a garage again');
      sql(db).relink.run(owner.id, vin, row.nickName, at.toISOString());
      sql(db).forget.run(owner.id, vin);
      const restored = ownedVehicle(db, owner.id, vin);
      return restored ? ok({ data: strip(restored) }) : fail<VehicleResponse>(404, 'vehicle not found');
    })();
  },
};
