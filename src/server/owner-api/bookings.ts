import { randomBytes } from 'node:crypto';
import { fail, noContent, ok, type GuestCredentials, type HandlerMap, type Owner } from './handler';
import { accessibleReturn, bookingOf } from './returns';
import { orders } from '../../generated/orders';
import { isIsoDay, isoDayOf } from '../../lib/dates/day-window';
import { dropOffWindow } from '../../lib/orders/drop-off';
import type { Db } from '../db/open';
import { randomSecret, sha256 } from '../shared/secrets';

interface BookingRow {
  bookingId: string;
  returnId: string;
  codeHash: string;
}

const DAY_MS = 86_400_000;

function dateRefusal(date: string, nowMs: number): string | null {
  if (!isIsoDay(date)) return `${date} is not a date`;
  const { min, max } = dropOffWindow(isoDayOf(nowMs), orders.dropOff);
  return date < min || date > max ? `a drop-off can be booked from ${min} to ${max}` : null;
}

/** A new code for the booking (only its hash is kept): with the booking id it cancels the drop-off without signing in. */
function authorization(db: Db, bookingId: string, date: string) {
  const accessCode = randomSecret().slice(0, 12);
  db.prepare('UPDATE bookings SET access_code_hash = ? WHERE booking_id = ?').run(sha256(accessCode), bookingId);
  return {
    identifier: bookingId,
    accessCode,
    expiresAt: new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString(),
  };
}

/**
 * A booking the caller may change: through its return (the owner's, or the order a guest's look-up opened), or
 * with the booking's own authorization (spec 001 §7: identifier and Access-Code headers).
 */
function accessibleBooking(
  db: Db,
  bookingId: string,
  who: { owner: Owner | null; guest: GuestCredentials | null },
  nowMs: number,
): BookingRow | undefined {
  const row = db
    .prepare(
      'SELECT booking_id AS bookingId, return_id AS returnId, access_code_hash AS codeHash FROM bookings WHERE booking_id = ?',
    )
    .get(bookingId) as BookingRow | undefined;
  if (!row) return undefined;
  if (!who.owner && who.guest?.identifier === row.bookingId)
    return sha256(who.guest.accessCode) === row.codeHash ? row : undefined;
  return accessibleReturn(db, row.returnId, who, nowMs) ? row : undefined;
}

export const bookingHandlers: Pick<HandlerMap, 'createBooking' | 'updateBooking' | 'deleteBooking'> = {
  createBooking: ({ db, owner, guest, body, now }) => {
    const nowMs = now().getTime();
    const ret = accessibleReturn(db, body.returnId, { owner, guest }, nowMs);
    if (!ret) return fail(404, `return ${body.returnId} not found`);
    if (ret.method !== 'dealer') return fail(409, `return ${ret.returnId} is sent by mail; it has no dealer drop-off`);
    if (bookingOf(db, ret.returnId))
      return fail(409, `return ${ret.returnId} already has a drop-off; change its date or cancel it`);
    if (!db.prepare('SELECT 1 FROM dealers WHERE dealer_code = ?').get(body.dealerCode))
      return fail(404, `dealer ${body.dealerCode} not found`);
    const refusal = dateRefusal(body.date, nowMs);
    if (refusal) return fail(400, refusal);
    // Hex: the id goes in paths, whose pattern allows letters, digits and hyphens only.
    const bookingId = `B-${ret.returnId.slice(2)}-${randomBytes(3).toString('hex')}`;
    const auth = db.transaction(() => {
      db.prepare(
        'INSERT INTO bookings (booking_id, return_id, dealer_code, date, access_code_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(bookingId, ret.returnId, body.dealerCode, body.date, '', now().toISOString());
      db.prepare("UPDATE returns SET status = 'DROP_OFF_BOOKED' WHERE return_id = ?").run(ret.returnId);
      return authorization(db, bookingId, body.date);
    })();
    return ok({ booking: bookingOf(db, ret.returnId)!, authorization: auth }, 201);
  },

  updateBooking: ({ db, owner, guest, params, body, now }) => {
    const nowMs = now().getTime();
    const row = accessibleBooking(db, params.bookingId, { owner, guest }, nowMs);
    if (!row) return fail(404, `booking ${params.bookingId} not found`);
    const refusal = dateRefusal(body.date, nowMs);
    if (refusal) return fail(400, refusal);
    // The code is renewed with the date (only its hash is kept, so the old one cannot be sent again): the answer carries the new one.
    const auth = db.transaction(() => {
      db.prepare('UPDATE bookings SET date = ? WHERE booking_id = ?').run(body.date, row.bookingId);
      return authorization(db, row.bookingId, body.date);
    })();
    return ok({ booking: bookingOf(db, row.returnId)!, authorization: auth });
  },

  deleteBooking: ({ db, owner, guest, params, now }) => {
    const row = accessibleBooking(db, params.bookingId, { owner, guest }, now().getTime());
    if (!row) return fail(404, `booking ${params.bookingId} not found`);
    db.transaction(() => {
      db.prepare('DELETE FROM bookings WHERE booking_id = ?').run(row.bookingId);
      db.prepare("UPDATE returns SET status = 'OPEN' WHERE return_id = ? AND status = 'DROP_OFF_BOOKED'").run(
        row.returnId,
      );
    })();
    return noContent();
  },
};
