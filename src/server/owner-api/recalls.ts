import { fail, ok, type HandlerMap } from './handler';
import { site } from '../../generated/site';
import type { Recall } from '../../generated/types/api/owner';
import { dayWindow, isIsoDay, isoDayOf } from '../../lib/dates/day-window';
import type { Db } from '../db/open';
import { preparedOnce } from '../db/statements';

const sql = preparedOnce((db) => ({
  owned: db.prepare('SELECT 1 FROM owner_vehicles WHERE owner_id = ? AND vin = ?'),
  recalls: db.prepare(`SELECT c.campaign_id AS campaignId, c.component, c.risk, c.remedy, c.issued_on AS issuedOn,
      c.remedy_available AS remedyAvailable, r.status, r.scheduled_for AS scheduledFor, d.name AS dealerName,
      r.remedied_on AS remediedOn
    FROM vehicle_recalls r JOIN recall_campaigns c ON c.campaign_id = r.campaign_id
    LEFT JOIN dealers d ON d.dealer_code = r.dealer_code
    WHERE r.vin = ? ORDER BY CASE r.status WHEN 'open' THEN 1 WHEN 'scheduled' THEN 2 ELSE 3 END, c.issued_on DESC`),
  one: db.prepare(`SELECT c.campaign_id AS campaignId, c.component, c.risk, c.remedy, c.issued_on AS issuedOn,
      c.remedy_available AS remedyAvailable, r.status, r.scheduled_for AS scheduledFor, d.name AS dealerName,
      r.remedied_on AS remediedOn
    FROM vehicle_recalls r JOIN recall_campaigns c ON c.campaign_id = r.campaign_id
    LEFT JOIN dealers d ON d.dealer_code = r.dealer_code
    WHERE r.vin = ? AND r.campaign_id = ?`),
  book: db.prepare(
    "UPDATE vehicle_recalls SET status = 'scheduled', scheduled_for = ?, dealer_code = ? WHERE vin = ? AND campaign_id = ? AND status = 'open'",
  ),
  cancel: db.prepare(
    "UPDATE vehicle_recalls SET status = 'open', scheduled_for = NULL, dealer_code = NULL WHERE vin = ? AND campaign_id = ? AND status = 'scheduled'",
  ),
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

/** The days a remedy visit may be booked for, from today (markets/site.json recalls). */
export function recallBookingWindow(nowMs: number): { min: string; max: string } {
  const { bookingEarliestDays, bookingLatestDays } = site.recalls;
  return dayWindow(isoDayOf(nowMs), bookingEarliestDays, bookingLatestDays);
}

/** The recall of the vin header's vehicle of the owner's garage, or why there is none to act on. */
function ownedRecall(db: Db, ownerId: number, vin: string | undefined, campaignId: string) {
  if (!vin) return { found: false as const, refusal: fail<Recall>(400, 'missing vin header') };
  if (!sql(db).owned.get(ownerId, vin))
    return { found: false as const, refusal: fail<Recall>(404, 'vehicle not in the garage') };
  const row = sql(db).one.get(vin, campaignId) as Row | undefined;
  return row
    ? { found: true as const, vin, recall: row }
    : { found: false as const, refusal: fail<Recall>(404, 'no such recall for this vehicle') };
}

/**
 * The recalls of a vehicle of the owner's garage (the vin header), open first: the reference service keeps the
 * campaigns itself, where a deployment asks the maker's recall service; checkedAt is the time of asking.
 */
export const recallHandlers: Pick<HandlerMap, 'recalls' | 'bookRecallRemedy' | 'cancelRecallBooking'> = {
  recalls: ({ db, owner, header, now }) => {
    const vin = header('vin');
    if (!vin) return fail(400, 'missing vin header');
    if (!sql(db).owned.get(owner.id, vin)) return fail(404, 'vehicle not in the garage');
    const rows = sql(db).recalls.all(vin) as Row[];
    return ok({ vin, checkedAt: now().toISOString(), recalls: rows.map(recallOf) });
  },
  /**
   * Books the free remedy of an open recall with the owner's preferred dealer on a day of the booking window; the
   * answer is the recall as it now stands. Refused: a remedy not yet available, a recall already booked or remedied,
   * an owner without a preferred dealer (409), a day outside the window (400).
   */
  bookRecallRemedy: ({ db, owner, header, params, body, now }) => {
    const found = ownedRecall(db, owner.id, header('vin'), params.campaignId);
    if (!found.found) return found.refusal;
    const { vin, recall } = found;
    if (recall.status !== 'open') return fail(409, `the recall is ${recall.status}, not open`);
    if (recall.remedyAvailable !== 1) return fail(409, 'the remedy is not available yet');
    if (!owner.preferredDealerCode) return fail(409, 'no preferred dealer: the remedy is booked with it');
    if (!isIsoDay(body.date)) return fail(400, `${body.date} is not a date`);
    const { min, max } = recallBookingWindow(now().getTime());
    if (body.date < min || body.date > max) return fail(400, `a remedy visit can be booked from ${min} to ${max}`);
    sql(db).book.run(body.date, owner.preferredDealerCode, vin, params.campaignId);
    return ok(recallOf(sql(db).one.get(vin, params.campaignId) as Row));
  },
  /** Cancels a booked remedy visit: the recall is open again (409 when it was not booked). */
  cancelRecallBooking: ({ db, owner, header, params }) => {
    const found = ownedRecall(db, owner.id, header('vin'), params.campaignId);
    if (!found.found) return found.refusal;
    if (found.recall.status !== 'scheduled') return fail(409, `the recall is ${found.recall.status}, not booked`);
    sql(db).cancel.run(found.vin, params.campaignId);
    return ok(recallOf(sql(db).one.get(found.vin, params.campaignId) as Row));
  },
};
