import { ok, type HandlerMap } from './handler';
import type { UnitsRequest, UnitsResponse } from '../../generated/types/api/owner';
import type { Db } from '../db/open';
import { preparedOnce } from '../db/statements';

const sql = preparedOnce((db) => ({
  units: db.prepare(`SELECT distance, fuel_economy AS fuelEconomy, tyre_pressure AS tyrePressure, temperature
    FROM owner_units WHERE owner_id = ?`),
  save: db.prepare(`INSERT INTO owner_units (owner_id, distance, fuel_economy, tyre_pressure, temperature)
    VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (owner_id) DO UPDATE SET distance = excluded.distance, fuel_economy = excluded.fuel_economy,
      tyre_pressure = excluded.tyre_pressure, temperature = excluded.temperature`),
  clear: db.prepare('DELETE FROM owner_units WHERE owner_id = ?'),
}));

/** The units the owner chose, only those: a unit not chosen (NULL, or no row at all) is the market's default. */
function unitsOf(db: Db, ownerId: number): UnitsResponse {
  const row = sql(db).units.get(ownerId) as UnitsRequest | undefined;
  if (!row) return { units: {} };
  const { distance, fuelEconomy, tyrePressure, temperature } = row;
  return {
    units: {
      ...(distance ? { distance } : {}),
      ...(fuelEconomy ? { fuelEconomy } : {}),
      ...(tyrePressure ? { tyrePressure } : {}),
      ...(temperature ? { temperature } : {}),
    },
  };
}

/**
 * The owner's units of measurement (distance, fuel economy, tyre pressure, temperature). The body was checked
 * against unitsRequest before the handler runs (a unit outside the schema's is a 400 with its reason); each write is
 * one statement, so nothing is half-written. Deleting the account takes the row with it (ON DELETE CASCADE).
 */
export const unitHandlers: Pick<HandlerMap, 'unitsOfMeasurement' | 'updateUnitsOfMeasurement'> = {
  unitsOfMeasurement: ({ db, owner }) => ok(unitsOf(db, owner.id)),
  /** Stores the four units (null: the market's default); all four null removes the owner's row. Answers as GET. */
  updateUnitsOfMeasurement: ({ db, owner, body }) => {
    const { distance, fuelEconomy, tyrePressure, temperature } = body;
    if (distance === null && fuelEconomy === null && tyrePressure === null && temperature === null)
      sql(db).clear.run(owner.id);
    else sql(db).save.run(owner.id, distance, fuelEconomy, tyrePressure, temperature);
    return ok(unitsOf(db, owner.id));
  },
};
