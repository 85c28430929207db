import { fail, ok, type HandlerMap } from './handler';
import type { Recall } from '../../generated/types/api/owner';
import { preparedOnce } from '../db/statements';

const sql = preparedOnce((db) => ({
  owned: db.prepare('SELECT 1 FROM owner_vehicles WHERE owner_id = ? AND vin = ?'),
  recalls: db.prepare(`SELECT c.campaign_id AS campaignId, c.component, c.risk, c.remedy, c.issued_on AS issuedOn,
      c.remedy_available AS remedyAvailable, r.status, r.scheduled_for AS scheduledFor, d.name AS dealerName,
      r.remedied_on AS remediedOn
    FROM vehicle_recalls r JOIN recall_campaigns c ON c.campaign_id = r.campaign_id
    LEFT JOIN dealers d ON d.dealer_code = r.dealer_code
    WHERE r.vin = ? ORDER BY CASE r.status WHEN 'open' THEN 1 WHEN 'scheduled' THEN 2 ELSE 3 END, c.issued_on DESC`),
}));

type Row = Omit<Recall, 'remedyAvailable' | 'scheduledFor' | 'dealerName' | 'remediedOn'> & {
  remedyAvailable: number;
  scheduledFor: string | null;
  dealerName: string | null;
  remediedOn: string | null;
};

/** A row as the contract has it: absent rather than null, and the flag a boolean. */
function recallOf(row: Row): Recall {
  const { remedyAvailable, scheduledFor, dealerName, remediedOn, ...rest } = row;
  return {
    ...rest,
    remedyAvailable: remedyAvailable === 1,
    ...(scheduledFor ? { scheduledFor } : {}),
    ...(dealerName ? { dealerName } : {}),
    ...(remediedOn ? { remediedOn } : {}),
  };
}

/**
 * The recalls of a vehicle of the owner's garage (the vin header), open first: the reference service keeps the
 * campaigns itself, where a deployment asks the maker's recall service; checkedAt is the time of asking.
 */
export const recallHandlers: Pick<HandlerMap, 'recalls'> = {
  recalls: ({ db, owner, header, now }) => {
    const vin = header('vin');
    if (!vin) return fail(400, 'missing vin header');
    if (!sql(db).owned.get(owner.id, vin)) return fail(404, 'vehicle not in the garage');
    const rows = sql(db).recalls.all(vin) as Row[];
    return ok({ vin, checkedAt: now().toISOString(), recalls: rows.map(recallOf) });
  },
};
