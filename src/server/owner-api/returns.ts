import { fail, ok, type GuestCredentials, type HandlerMap, type Outcome, type Owner } from './handler';
import { accessibleOrder, orderLines, orderRow } from './orders';
import { decodePhoto } from './return-photo';
import { orders as orderData } from '../../generated/orders';
import { orders } from '../../generated/orders';
import type { Booking, DocumentResponse, OrderReturn } from '../../generated/types/api/owner';
import { lineActions } from '../../lib/orders/order-rules';
import type { Db } from '../db/open';
import { documentLocale, documentTexts, notAMarketLocale } from '../documents/document-texts';
import { packingSlipPdf, returnLabelPdf, type ReturnDocumentData } from '../documents/return-documents';
import { brandOfConsumerKey } from '../shared/brand-of-request';

interface ReturnRow {
  returnId: string;
  orderNo: string;
  method: 'mail' | 'dealer';
  status: OrderReturn['status'];
  createdAt: string;
  labelCreatedAt: string | null;
}

const RETURN_COLUMNS =
  'return_id AS returnId, order_no AS orderNo, method, status, created_at AS createdAt, label_created_at AS labelCreatedAt';
const MAX_PHOTOS = 5;

type Who = { owner: Owner | null; guest: GuestCredentials | null };

/** A return the caller may see: one of an order they may see (the owner's, or the one the guest's look-up opened). */
export function accessibleReturn(db: Db, returnId: string, who: Who, nowMs: number): ReturnRow | undefined {
  const row = db.prepare(`SELECT ${RETURN_COLUMNS} FROM returns WHERE return_id = ?`).get(returnId) as
    ReturnRow | undefined;
  return row && accessibleOrder(db, row.orderNo, who, nowMs) ? row : undefined;
}

export function bookingOf(db: Db, returnId: string): Booking | null {
  const row = db
    .prepare(
      `SELECT b.booking_id AS bookingId, b.return_id AS returnId, b.dealer_code AS dealerCode, d.name AS dealerName,
      d.street || ', ' || d.postal_code || ' ' || d.town AS dealerAddress, b.date FROM bookings b JOIN dealers d ON d.dealer_code = b.dealer_code
      WHERE b.return_id = ?`,
    )
    .get(returnId) as Booking | undefined;
  return row ?? null;
}

function returnItems(db: Db, row: ReturnRow) {
  return db
    .prepare(
      `SELECT ri.line, oi.sku, oi.name, ri.quantity, oi.price, ri.reason FROM return_items ri
    JOIN order_items oi ON oi.order_no = ? AND oi.line = ri.line WHERE ri.return_id = ? ORDER BY ri.line`,
    )
    .all(row.orderNo, row.returnId) as OrderReturn['items'];
}

export function returnView(db: Db, row: ReturnRow): OrderReturn {
  const items = returnItems(db, row);
  const order = orderRow(db, row.orderNo)!;
  const photos = db
    .prepare(
      'SELECT id AS photoId, file_name AS fileName, size, uploaded_at AS uploadedAt FROM return_photos WHERE return_id = ? ORDER BY id',
    )
    .all(row.returnId) as OrderReturn['photos'];
  return {
    returnId: row.returnId,
    orderNo: row.orderNo,
    method: row.method,
    status: row.status,
    createdAt: row.createdAt,
    currency: order.currency,
    refundTotal: Math.round(items.reduce((sum, i) => sum + i.price * i.quantity, 0) * 100) / 100,
    items,
    labelCreatedAt: row.labelCreatedAt,
    photos,
    booking: bookingOf(db, row.returnId),
  };
}

function documentData(db: Db, row: ReturnRow): ReturnDocumentData {
  const order = orderRow(db, row.orderNo)!;
  return {
    returnId: row.returnId,
    orderNo: row.orderNo,
    orderDate: order.orderDate,
    createdAt: row.createdAt,
    from: {
      name: order.shipName,
      address1: order.shipAddress1,
      city: order.shipCity,
      postalCode: order.shipPostalCode,
      countryCode: order.shipCountry,
    },
    items: returnItems(db, row),
  };
}

const pdfAnswer = (fileName: string, pdf: Buffer, createdAt: string, cached: boolean): DocumentResponse => ({
  fileName,
  contentType: 'application/pdf',
  data: pdf.toString('base64'),
  createdAt,
  cached,
});

const notFound = <R>(returnId: string): Outcome<R> => fail(404, `return ${returnId} not found`);

export const returnHandlers: Pick<
  HandlerMap,
  'createReturn' | 'returnDetails' | 'returnLabel' | 'cachedReturnLabel' | 'packingSlip' | 'uploadReturnPhoto'
> = {
  createReturn: ({ db, owner, guest, body, now }) => {
    const order = accessibleOrder(db, body.orderNo, { owner, guest }, now().getTime());
    if (!order) return fail(404, `order ${body.orderNo} not found`);
    const lines = new Map(orderLines(db, order.orderNo).map((l) => [l.line, l]));
    const returned = db
      .prepare(
        `SELECT ri.line, sum(ri.quantity) AS quantity FROM return_items ri JOIN returns r ON r.return_id = ri.return_id
      WHERE r.order_no = ? GROUP BY ri.line`,
      )
      .all(order.orderNo) as { line: number; quantity: number }[];
    const already = new Map(returned.map((r) => [r.line, r.quantity]));
    const seen = new Set<number>();
    for (const item of body.items) {
      const line = lines.get(item.line);
      if (!line) return fail(400, `order ${order.orderNo} has no line ${item.line}`);
      if (seen.has(item.line)) return fail(400, `line ${item.line} is listed twice`);
      seen.add(item.line);
      if (!lineActions(line.status, orders).returnable)
        return fail(400, `line ${item.line} is ${line.status} and cannot be returned`);
      const left = line.quantity - (already.get(item.line) ?? 0);
      if (item.quantity > left) return fail(400, `line ${item.line}: at most ${left} can be returned`);
      if (!orderData.returnReasons.includes(item.reason))
        return fail(400, `"${item.reason}" is not a return reason (${orderData.returnReasons.join(', ')})`);
    }
    const count = db.prepare('SELECT count(*) FROM returns WHERE order_no = ?').pluck().get(order.orderNo) as number;
    const returnId = `R-${order.orderNo}-${count + 1}`;
    const createdAt = now().toISOString();
    db.transaction(() => {
      db.prepare(
        "INSERT INTO returns (return_id, order_no, method, status, created_at) VALUES (?, ?, ?, 'OPEN', ?)",
      ).run(returnId, order.orderNo, body.method, createdAt);
      const insert = db.prepare('INSERT INTO return_items (return_id, line, quantity, reason) VALUES (?, ?, ?, ?)');
      const started = db.prepare("UPDATE order_items SET status = 'RETURN_STARTED' WHERE order_no = ? AND line = ?");
      for (const item of body.items) {
        insert.run(returnId, item.line, item.quantity, item.reason);
        // A line is "return started" once all of it is on its way back; until then the rest can still be returned.
        if ((already.get(item.line) ?? 0) + item.quantity === lines.get(item.line)!.quantity)
          started.run(order.orderNo, item.line);
      }
    })();
    return ok({ return: returnView(db, accessibleReturn(db, returnId, { owner, guest }, now().getTime())!) }, 201);
  },

  returnDetails: ({ db, owner, guest, params, now }) => {
    const row = accessibleReturn(db, params.returnId, { owner, guest }, now().getTime());
    return row ? ok({ return: returnView(db, row) }) : notFound(params.returnId);
  },

  returnLabel: async ({ db, owner, guest, params, query, now, header }) => {
    const locale = documentLocale(query.locale);
    if (!locale) return fail(400, notAMarketLocale(query.locale));
    const row = accessibleReturn(db, params.returnId, { owner, guest }, now().getTime());
    if (!row) return notFound(params.returnId);
    const stored = db
      .prepare('SELECT label_pdf FROM returns WHERE return_id = ?')
      .pluck()
      .get(row.returnId) as Buffer | null;
    const fileName = `return-label-${row.returnId}.pdf`;
    // Made once: a second download is the same label, so a parcel never carries two different ones.
    if (stored && row.labelCreatedAt) return ok(pdfAnswer(fileName, stored, row.labelCreatedAt, true));
    const pdf = await returnLabelPdf(
      documentData(db, row),
      documentTexts(locale),
      brandOfConsumerKey(header('consumerKey')),
    );
    const createdAt = now().toISOString();
    db.prepare('UPDATE returns SET label_pdf = ?, label_created_at = ? WHERE return_id = ? AND label_pdf IS NULL').run(
      pdf,
      createdAt,
      row.returnId,
    );
    const kept = db
      .prepare('SELECT label_pdf AS pdf, label_created_at AS at FROM returns WHERE return_id = ?')
      .get(row.returnId) as { pdf: Buffer; at: string };
    return ok(pdfAnswer(fileName, kept.pdf, kept.at, kept.at !== createdAt));
  },

  cachedReturnLabel: ({ db, owner, guest, params, now }) => {
    const row = accessibleReturn(db, params.returnId, { owner, guest }, now().getTime());
    if (!row) return notFound(params.returnId);
    const stored = db
      .prepare('SELECT label_pdf FROM returns WHERE return_id = ?')
      .pluck()
      .get(row.returnId) as Buffer | null;
    if (!stored || !row.labelCreatedAt) return fail(404, `no label made yet for return ${row.returnId}`);
    return ok(pdfAnswer(`return-label-${row.returnId}.pdf`, stored, row.labelCreatedAt, true));
  },

  packingSlip: async ({ db, owner, guest, params, query, now, header }) => {
    const locale = documentLocale(query.locale);
    if (!locale) return fail(400, notAMarketLocale(query.locale));
    const row = accessibleReturn(db, params.returnId, { owner, guest }, now().getTime());
    if (!row) return notFound(params.returnId);
    const pdf = await packingSlipPdf(
      documentData(db, row),
      documentTexts(locale),
      brandOfConsumerKey(header('consumerKey')),
    );
    return ok(pdfAnswer(`packing-slip-${row.returnId}.pdf`, pdf, now().toISOString(), false));
  },

  uploadReturnPhoto: async ({ db, owner, guest, params, body, now }) => {
    const row = accessibleReturn(db, params.returnId, { owner, guest }, now().getTime());
    if (!row) return notFound(params.returnId);
    const rule = orderData.returnPhoto;
    if (!rule.contentTypes.includes(body.contentType))
      return fail(400, `${body.contentType} is not accepted (${rule.contentTypes.join(', ')})`);
    const data = Buffer.from(body.data, 'base64');
    // Node decodes leniently (it skips what is not base64): the answer must encode back to exactly what was sent.
    if (data.toString('base64') !== body.data) return fail(400, 'data is not base64');
    if (data.length > rule.maxBytes) return fail(400, `the photo is ${data.length} bytes; at most ${rule.maxBytes}`);
    const countOf = () =>
      db.prepare('SELECT count(*) FROM return_photos WHERE return_id = ?').pluck().get(row.returnId) as number;
    const full = fail<{ return: OrderReturn }>(409, `a return takes at most ${MAX_PHOTOS} photos`);
    if (countOf() >= MAX_PHOTOS) return full;
    const photo = await decodePhoto(data, body.contentType);
    if (!photo.ok) return fail(400, photo.reason);
    // Counted again with the insert: another upload may have finished while this one was decoded.
    const stored = db.transaction(() => {
      const count = countOf();
      if (count >= MAX_PHOTOS) return false;
      // The name the browser gave is never kept (it may be a path, or name a page): the photo is named by its place.
      db.prepare(
        'INSERT INTO return_photos (return_id, file_name, content_type, size, data, uploaded_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(
        row.returnId,
        `photo-${count + 1}.${photo.extension}`,
        body.contentType,
        photo.data.length,
        photo.data,
        now().toISOString(),
      );
      return true;
    })();
    return stored ? ok({ return: returnView(db, row) }, 201) : full;
  },
};
