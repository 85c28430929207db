import { fail, ok, type HandlerMap, type Outcome } from './handler';
import { orders } from '../../generated/orders';
import type { HandoverChecklistResponse } from '../../generated/types/api/owner';
import { statusGroupOf, trackingRegionOf } from '../../lib/orders/status-groups';
import type { Db } from '../db/open';
import { preparedOnce } from '../db/statements';
import { handoverTicks, setHandoverTick } from '../shared/handover-ticks';

const sql = preparedOnce((db) => ({
  // The order's status is its last event's code (the order's own code when it has none).
  order:
    db.prepare(`SELECT o.order_id AS orderId, o.country_code AS countryCode, o.estimated_delivery AS estimatedDelivery,
      o.electric, COALESCE((SELECT e.status_code FROM vehicle_order_events e WHERE e.order_id = o.order_id
        ORDER BY e.seq DESC LIMIT 1), o.status_code) AS statusCode
    FROM vehicle_orders o WHERE o.order_id = ? AND o.owner_id = ?`),
}));

interface OrderRow {
  orderId: string;
  countryCode: string;
  estimatedDelivery: string | null;
  electric: number;
  statusCode: string;
}

const { handover, statusGroups } = orders;
const openIn: readonly string[] = handover.statusGroups;

/** The ids of an order's checklist, in order: the electric-only items only for an electric vehicle. */
const itemIdsOf = (row: OrderRow) =>
  handover.items.filter((item) => row.electric === 1 || !item.electricOnly).map((item) => item.id);

/**
 * One of the owner's vehicle orders whose handover checklist is open, or why not: another owner's or an unknown
 * order (404, as customerOrder answers), one whose status is not in a group of markets/orders.json handover (409).
 */
function checklistOrder(
  db: Db,
  ownerId: number,
  orderId: string,
): { open: true; row: OrderRow } | { open: false; refusal: Outcome<HandoverChecklistResponse> } {
  const row = sql(db).order.get(orderId, ownerId) as OrderRow | undefined;
  if (!row) return { open: false, refusal: fail(404, `vehicle order ${orderId} not found`) };
  const group = statusGroupOf(row.statusCode, trackingRegionOf(row.countryCode, statusGroups), statusGroups);
  if (!openIn.includes(group)) {
    const when = handover.statusGroups.join(' or ');
    return {
      open: false,
      refusal: fail(409, `vehicle order ${orderId} is ${group}: its handover checklist opens when it is ${when}`),
    };
  }
  return { open: true, row };
}

function checklistOf(db: Db, row: OrderRow): HandoverChecklistResponse {
  const ticks = handoverTicks(db, row.orderId);
  return {
    orderId: row.orderId,
    handoverDate: row.estimatedDelivery,
    items: itemIdsOf(row).map((id) => ({ id, done: ticks.has(id), checkedAt: ticks.get(id) ?? null })),
  };
}

/**
 * The handover-day checklist of a vehicle order in delivery (markets/orders.json handover): its items, each ticked
 * or not, and the day the vehicle is expected. The owner's ticks are kept with the time they were ticked.
 */
export const handoverHandlers: Pick<HandlerMap, 'handoverChecklist' | 'checkHandoverItem'> = {
  handoverChecklist: ({ db, owner, params }) => {
    const found = checklistOrder(db, owner.id, params.orderId);
    return found.open ? ok(checklistOf(db, found.row)) : found.refusal;
  },
  /** Ticks an item (done: true; one already ticked keeps its time) or takes the tick back; answers the checklist. */
  checkHandoverItem: ({ db, owner, params, body, now }) => {
    const found = checklistOrder(db, owner.id, params.orderId);
    if (!found.open) return found.refusal;
    if (!itemIdsOf(found.row).includes(params.itemId)) return fail(404, 'no such item');
    setHandoverTick(db, found.row.orderId, params.itemId, body.done, now());
    return ok(checklistOf(db, found.row));
  },
};
