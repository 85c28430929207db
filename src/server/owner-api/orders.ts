import {
  guestOrderOf,
  issueGuestAccess,
  lookupLimited,
  NO_MATCH,
  recordLookupFailure,
  sameEmail,
  tooManyLookups,
} from './guest-access';
import { fail, ok, type GuestCredentials, type HandlerMap, type Owner } from './handler';
import { orders as orderData } from '../../generated/orders';
import { orders } from '../../generated/orders';
import type { Order, OrderLine, OrderSummary } from '../../generated/types/api/owner';
import { clampPage, lineActions } from '../../lib/orders/order-rules';
import type { Db } from '../db/open';
import { preparedOnce } from '../db/statements';

interface OrderRow {
  orderNo: string;
  ownerId: number | null;
  storeId: number;
  email: string;
  orderDate: string;
  currency: string;
  shipping: number;
  tax: number;
  shipName: string;
  shipAddress1: string;
  shipCity: string;
  shipRegion: string | null;
  shipPostalCode: string;
  shipCountry: string;
}

const ORDER_COLUMNS = `order_no AS orderNo, owner_id AS ownerId, store_id AS storeId, email, order_date AS orderDate, currency, shipping, tax,
  ship_name AS shipName, ship_address1 AS shipAddress1, ship_city AS shipCity, ship_region AS shipRegion, ship_postal_code AS shipPostalCode, ship_country AS shipCountry`;

// Store ids arrive as a JSON array in one parameter, so one statement serves any list of stores.
const OWNER_STORES = 'owner_id = ? AND store_id IN (SELECT value FROM json_each(?))';

const sql = preparedOnce((db) => ({
  order: db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE order_no = ?`),
  lines: db.prepare(
    'SELECT line, sku, name, quantity, price, status FROM order_items WHERE order_no = ? ORDER BY line',
  ),
  returns: db.prepare(
    'SELECT return_id AS returnId, status, created_at AS createdAt FROM returns WHERE order_no = ? ORDER BY created_at, return_id',
  ),
  cancelLine: db.prepare("UPDATE order_items SET status = 'CANCELLED' WHERE order_no = ? AND line = ?"),
  historyCount: db.prepare(`SELECT count(*) FROM orders WHERE ${OWNER_STORES}`).pluck(),
  // Only what a summary shows, as rows of values (SummaryRow, SummaryLine): turning columns into JS objects is most
  // of what these small queries cost, and the history is the service's busiest read.
  historyPage: db
    .prepare(
      `SELECT order_no, store_id, order_date, currency, shipping, tax FROM orders
    WHERE ${OWNER_STORES} ORDER BY order_date DESC, order_no DESC LIMIT ? OFFSET ?`,
    )
    .raw(),
  // The lines of a whole page at once (order numbers as a JSON array), not one query per order.
  pageLines: db
    .prepare(
      'SELECT order_no, quantity, price, status FROM order_items WHERE order_no IN (SELECT value FROM json_each(?)) ORDER BY order_no, line',
    )
    .raw(),
}));

type SummaryRow = [
  orderNo: string,
  storeId: number,
  orderDate: string,
  currency: string,
  shipping: number,
  tax: number,
];
type SummaryLine = [orderNo: string, quantity: number, price: number, status: string];
type LineFigures = Pick<OrderLine, 'quantity' | 'price' | 'status'>;

const round2 = (n: number) => Math.round(n * 100) / 100;
const STATUS_ORDER = Object.keys(orderData.itemStatuses).filter((k) => k !== '$comment');

/** The order's status from its lines: the least advanced line that is not cancelled; CANCELLED when all are. */
export function orderStatus(lines: Pick<OrderLine, 'status'>[]): string {
  const live = lines.filter((l) => l.status !== 'CANCELLED').map((l) => l.status);
  if (live.length === 0) return 'CANCELLED';
  return live.reduce((least, s) => (STATUS_ORDER.indexOf(s) < STATUS_ORDER.indexOf(least) ? s : least));
}

export function orderLines(db: Db, orderNo: string): OrderLine[] {
  return sql(db).lines.all(orderNo) as OrderLine[];
}

/** Subtotal of the lines still ordered (cancelled ones are not charged); tax and shipping as charged. */
function totals(row: Pick<OrderRow, 'shipping' | 'tax'>, lines: Pick<OrderLine, 'status' | 'price' | 'quantity'>[]) {
  const subtotal = round2(
    lines.filter((l) => l.status !== 'CANCELLED').reduce((sum, l) => sum + l.price * l.quantity, 0),
  );
  const charged = subtotal > 0;
  const shipping = charged ? row.shipping : 0;
  const tax = charged ? row.tax : 0;
  return { subtotal, shipping, tax, total: round2(subtotal + shipping + tax) };
}

export function orderRow(db: Db, orderNo: string): OrderRow | undefined {
  return sql(db).order.get(orderNo) as OrderRow | undefined;
}

export function fullOrder(db: Db, row: OrderRow): Order {
  const items = orderLines(db, row.orderNo);
  const returns = sql(db).returns.all(row.orderNo) as Order['returns'];
  return {
    orderNo: row.orderNo,
    storeId: row.storeId,
    orderDate: row.orderDate,
    statusCode: orderStatus(items),
    currency: row.currency,
    ...totals(row, items),
    shipTo: {
      name: row.shipName,
      address1: row.shipAddress1,
      city: row.shipCity,
      ...(row.shipRegion ? { region: row.shipRegion } : {}),
      postalCode: row.shipPostalCode,
      countryCode: row.shipCountry,
    },
    items,
    returns,
  };
}

/**
 * The order a caller may see: the signed-in owner's own, or the one a guest's authorization opens. Anything
 * else is "not found", so another customer's order is never disclosed, not even its existence.
 */
export function accessibleOrder(
  db: Db,
  orderNo: string,
  who: { owner: Owner | null; guest: GuestCredentials | null },
  nowMs: number,
): OrderRow | undefined {
  const row = orderRow(db, orderNo);
  if (!row) return undefined;
  if (who.owner) return row.ownerId === who.owner.id ? row : undefined;
  return guestOrderOf(db, who.guest, nowMs) === row.orderNo ? row : undefined;
}

export const orderHandlers: Pick<HandlerMap, 'orderHistory' | 'orderDetails' | 'cancelOrderItem' | 'guestOrderLookup'> =
  {
    orderHistory: ({ db, owner, query }) => {
      const stores = JSON.stringify(query.storeIds.split(',').map(Number));
      const statements = sql(db);
      const totalOrders = statements.historyCount.get(owner.id, stores) as number;
      const page = clampPage(query.page ?? '1', totalOrders, orders.pageSize);
      const rows = statements.historyPage.all(
        owner.id,
        stores,
        orderData.pageSize,
        (page - 1) * orderData.pageSize,
      ) as SummaryRow[];
      const linesOf = new Map<string, LineFigures[]>(rows.map(([orderNo]) => [orderNo, []]));
      for (const [orderNo, quantity, price, status] of statements.pageLines.all(
        JSON.stringify([...linesOf.keys()]),
      ) as SummaryLine[])
        linesOf.get(orderNo)?.push({ quantity, price, status });
      const summaries: OrderSummary[] = rows.map(([orderNo, storeId, orderDate, currency, shipping, tax]) => {
        const lines = linesOf.get(orderNo) ?? [];
        return {
          orderNo,
          storeId,
          orderDate,
          statusCode: orderStatus(lines),
          currency,
          total: totals({ shipping, tax }, lines).total,
          itemCount: lines.reduce((n, l) => n + l.quantity, 0),
        };
      });
      return ok({ orders: summaries, page, pageSize: orderData.pageSize, totalOrders });
    },

    orderDetails: ({ db, owner, params, now }) => {
      const row = accessibleOrder(db, params.orderNo, { owner, guest: null }, now().getTime());
      return row ? ok({ order: fullOrder(db, row) }) : fail(404, `order ${params.orderNo} not found`);
    },

    cancelOrderItem: ({ db, owner, params, now }) => {
      const row = accessibleOrder(db, params.orderNo, { owner, guest: null }, now().getTime());
      if (!row) return fail(404, `order ${params.orderNo} not found`);
      const line = orderLines(db, row.orderNo).find((l) => l.line === Number(params.line));
      if (!line) return fail(404, `order ${params.orderNo} has no line ${params.line}`);
      if (!lineActions(line.status, orders).cancellable)
        return fail(409, `line ${params.line} is ${line.status} and can no longer be cancelled`);
      sql(db).cancelLine.run(row.orderNo, line.line);
      return ok({ order: fullOrder(db, row) });
    },

    guestOrderLookup: ({ db, body, clientIp, now }) => {
      const nowMs = now().getTime();
      if (lookupLimited(db, clientIp, body.orderNo, nowMs)) return fail(429, tooManyLookups());
      const row = orderRow(db, body.orderNo.toUpperCase());
      if (!row || !sameEmail(row.email, body.email)) {
        recordLookupFailure(db, clientIp, body.orderNo, nowMs);
        return fail(404, NO_MATCH);
      }
      return ok({ order: fullOrder(db, row), authorization: issueGuestAccess(db, row.orderNo, nowMs) });
    },
  };
