import { fail, ok, type HandlerMap } from './handler';
import type { DelinkOwnershipResponse, EndedOwnership } from '../../generated/types/api/owner';
import { preparedOnce } from '../db/statements';

const sql = preparedOnce((db) => ({
  link: db.prepare('SELECT added_at AS addedAt FROM owner_vehicles WHERE owner_id = ? AND vin = ?'),
  record: db.prepare(
    'INSERT INTO ended_ownerships (owner_id, vin, owned_since, ended_at, reason) VALUES (?, ?, ?, ?, ?)',
  ),
  unlink: db.prepare('DELETE FROM owner_vehicles WHERE owner_id = ? AND vin = ?'),
  // A removal left from before (the API itself leaves none for a vehicle in the garage) would let it be restored.
  forgetRemoved: db.prepare('DELETE FROM removed_vehicles WHERE owner_id = ? AND vin = ?'),
}));

/**
 * Ownership delinking (spec 002 §7 "ownership delink"): the owner says a vehicle of their garage is no longer theirs.
 * The ownership ends, recorded with its dates and reason, and the vehicle leaves the garage; unlike removeVehicle it
 * is not kept among the recently removed vehicles, so it cannot be restored (only added again with its VIN).
 */
export const ownershipHandlers: Pick<HandlerMap, 'delinkOwnership'> = {
  delinkOwnership: ({ db, owner, header, body, now }) => {
    const vin = header('vin');
    if (!vin) return fail(400, 'missing vin header');
    const endedAt = now().toISOString();
    return db.transaction(() => {
      const link = sql(db).link.get(owner.id, vin) as { addedAt: string } | undefined;
      if (!link) return fail<DelinkOwnershipResponse>(404, 'vehicle not in the garage');
      sql(db).record.run(owner.id, vin, link.addedAt, endedAt, body.reason);
      sql(db).unlink.run(owner.id, vin);
      sql(db).forgetRemoved.run(owner.id, vin);
      const ownership: EndedOwnership = { vin, ownedSince: link.addedAt, endedAt, reason: body.reason };
      return ok({ ownership });
    })();
  },
};
