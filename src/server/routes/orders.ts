import type { Order } from '../../generated/types/api/owner';
import type { Db } from '../db/open';
import { fail, ok, type HandlerMap } from './handler';

type OrderRow = Omit<Order, 'items'>;

function withItems(db: Db, order: OrderRow): Order {
  const items = db.prepare('SELECT sku, name, quantity, price FROM order_items WHERE order_no = ? ORDER BY line').all(order.orderNo) as Order['items'];
  return { ...order, items };
}

const ORDER_COLUMNS = 'order_no AS orderNo, status_code AS statusCode, order_date AS orderDate, total, currency';

export const orderHandlers: Pick<HandlerMap, 'orderHistory' | 'orderDetails'> = {
  orderHistory: ({ db, owner }) => {
    const rows = db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE owner_id = ? ORDER BY order_date DESC, order_no`).all(owner.id) as OrderRow[];
    return ok({ orders: rows.map((r) => withItems(db, r)) });
  },
  orderDetails: ({ db, owner, params }) => {
    // Another owner's order is "not found" too: its existence is not disclosed.
    const row = db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders WHERE owner_id = ? AND order_no = ?`).get(owner.id, params.orderNo) as OrderRow | undefined;
    return row ? ok({ order: withItems(db, row) }) : fail(404, `order ${params.orderNo} not found`);
  },
};
