import type { Db } from '../db/open';
import { preparedOnce } from '../db/statements';

const sql = preparedOnce((db) => ({
  // A tick already there keeps the time it was first ticked: ticking it again changes nothing.
  tick: db.prepare(
    'INSERT INTO vehicle_order_handover_ticks (order_id, item_id, checked_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
  ),
  untick: db.prepare('DELETE FROM vehicle_order_handover_ticks WHERE order_id = ? AND item_id = ?'),
  ticks: db.prepare(
    'SELECT item_id AS itemId, checked_at AS checkedAt FROM vehicle_order_handover_ticks WHERE order_id = ?',
  ),
}));

/**
 * Ticks an item of a vehicle order's handover-day checklist at `at` (the service's clock), or takes the tick back.
 * The owner API's checkHandoverItem and the demo data (seed/orders.ts) both store ticks through it.
 */
export function setHandoverTick(db: Db, orderId: string, itemId: string, done: boolean, at: Date): void {
  if (done) sql(db).tick.run(orderId, itemId, at.toISOString());
  else sql(db).untick.run(orderId, itemId);
}

/** When each ticked item of a vehicle order was ticked, by item id. */
export function handoverTicks(db: Db, orderId: string): Map<string, string> {
  const rows = sql(db).ticks.all(orderId) as { itemId: string; checkedAt: string }[];
  return new Map(rows.map((r) => [r.itemId, r.checkedAt]));
}
