import { lookupLimited, NO_MATCH, recordLookupFailure, sameEmail, tooManyLookups } from './guest-access';
import { fail, noContent, ok, type HandlerMap } from './handler';
import type { Reservation, VehicleOrder, VehicleOrderDetail } from '../../generated/types/api/owner';
import type { Db } from '../db/open';
import { documentLocale, documentTexts, notAMarketLocale } from '../documents/document-texts';
import { windowStickerPdf } from '../documents/window-sticker';
import { brandOfConsumerKey } from '../shared/brand-of-request';

interface VehicleOrderRow extends Omit<VehicleOrder, 'windowSticker' | 'dealerCode'> {
  /** NULL: the dealer service has no dealer for the order (the answer leaves the field out). */
  dealerCode: string | null;
  ownerId: number | null;
  email: string;
  windowSticker: number;
  price: number;
  currency: string;
}

const COLUMNS = `order_id AS orderId, owner_id AS ownerId, email, country_code AS countryCode, model, model_year AS modelYear, trim, colour, status_code AS statusCode,
  order_date AS orderDate, estimated_delivery AS estimatedDelivery, dealer_name AS dealerName, dealer_code AS dealerCode, vin, window_sticker AS windowSticker, price, currency`;

function summary(row: VehicleOrderRow): VehicleOrder {
  const { ownerId: _o, email: _e, price: _p, currency: _c, windowSticker, dealerCode, ...rest } = row;
  return { ...rest, ...(dealerCode === null ? {} : { dealerCode }), windowSticker: windowSticker === 1 };
}

function detail(db: Db, row: VehicleOrderRow): VehicleOrderDetail {
  const events = db
    .prepare('SELECT status_code AS statusCode, date FROM vehicle_order_events WHERE order_id = ? ORDER BY seq')
    .all(row.orderId) as VehicleOrderDetail['events'];
  return { ...summary(row), events };
}

const byId = (db: Db, orderId: string) =>
  db.prepare(`SELECT ${COLUMNS} FROM vehicle_orders WHERE order_id = ?`).get(orderId) as VehicleOrderRow | undefined;

export const vehicleOrderHandlers: Pick<
  HandlerMap,
  'customerOrders' | 'customerOrder' | 'windowSticker' | 'guestOrderStatus' | 'reservations' | 'cancelReservation'
> = {
  customerOrders: ({ db, owner }) => {
    const rows = db
      .prepare(`SELECT ${COLUMNS} FROM vehicle_orders WHERE owner_id = ? ORDER BY order_date DESC, order_id`)
      .all(owner.id) as VehicleOrderRow[];
    return ok({ orders: rows.map(summary) });
  },

  customerOrder: ({ db, owner, params }) => {
    const row = byId(db, params.orderId);
    return row && row.ownerId === owner.id
      ? ok({ order: detail(db, row) })
      : fail(404, `vehicle order ${params.orderId} not found`);
  },

  windowSticker: async ({ db, owner, params, query, header }) => {
    const locale = documentLocale(query.locale);
    if (!locale) return fail(400, notAMarketLocale(query.locale));
    const row = byId(db, params.orderId);
    if (!row || row.ownerId !== owner.id) return fail(404, `vehicle order ${params.orderId} not found`);
    if (row.windowSticker !== 1) return fail(404, `vehicle order ${params.orderId} has no window sticker`);
    const pdf = await windowStickerPdf(row, documentTexts(locale), brandOfConsumerKey(header('consumerKey')));
    return ok({
      fileName: `window-sticker-${row.orderId}.pdf`,
      contentType: 'application/pdf',
      data: pdf.toString('base64'),
      createdAt: `${row.orderDate}T00:00:00.000Z`,
      cached: false,
    });
  },

  guestOrderStatus: ({ db, body, clientIp, now }) => {
    const nowMs = now().getTime();
    if (lookupLimited(db, clientIp, body.orderId, nowMs)) return fail(429, tooManyLookups());
    const row = byId(db, body.orderId.toUpperCase());
    if (!row || !sameEmail(row.email, body.email)) {
      recordLookupFailure(db, clientIp, body.orderId, nowMs);
      return fail(404, NO_MATCH);
    }
    return ok({ order: detail(db, row) });
  },

  reservations: ({ db, owner }) => {
    const rows = db
      .prepare(
        `SELECT reservation_id AS reservationId, model, model_year AS modelYear, created_at AS createdAt, deposit, currency, status_code AS statusCode,
      dealer_name AS dealerName FROM reservations WHERE owner_id = ? ORDER BY created_at DESC`,
      )
      .all(owner.id) as Reservation[];
    return ok({ reservations: rows });
  },

  cancelReservation: ({ db, owner, params }) => {
    const row = db
      .prepare('SELECT status_code AS statusCode FROM reservations WHERE reservation_id = ? AND owner_id = ?')
      .get(params.reservationId, owner.id) as { statusCode: string } | undefined;
    if (!row) return fail(404, `reservation ${params.reservationId} not found`);
    if (row.statusCode !== 'RESERVED')
      return fail(409, `reservation ${params.reservationId} is ${row.statusCode} and cannot be cancelled`);
    db.prepare("UPDATE reservations SET status_code = 'RESERVATION_CANCELLED' WHERE reservation_id = ?").run(
      params.reservationId,
    );
    return noContent();
  },
};
