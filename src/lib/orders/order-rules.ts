import type { OrdersTable } from '../market/site-tables';

export interface LineActions {
  cancellable: boolean;
  returnable: boolean;
}

/** A code with its underscores as hyphens, as a type: a union of known codes (ReturnStatus) stays a union. */
export type CodeKey<C extends string> = C extends `${infer Head}_${infer Rest}` ? `${Head}-${CodeKey<Rest>}` : C;

/**
 * A service code as part of a text key: content keys take no underscores (NO_LONGER_NEEDED → NO-LONGER-NEEDED). Typed
 * by CodeKey, so `returns.status.${codeKey(status)}` is a text key when every status has its text.
 */
export const codeKey = <C extends string>(code: C) => code.replace(/_/g, '-') as CodeKey<C>;

/** What the owner may do with an order line in its status; a status the data does not list allows nothing. */
export function lineActions(status: string, table: Pick<OrdersTable, 'itemStatuses'>): LineActions {
  const rule =
    Object.hasOwn(table.itemStatuses, status) && status !== '$comment' ? table.itemStatuses[status] : undefined;
  return rule && typeof rule === 'object'
    ? { cancellable: rule.cancellable, returnable: rule.returnable }
    : { cancellable: false, returnable: false };
}

/** The store ids whose orders a brand's owners see, as the order history call takes them ("2201,2202,1405"). */
export function storeIdsOf(brand: string, table: Pick<OrdersTable, 'stores'>): string {
  return table.stores
    .filter((s) => (s.brands as string[]).includes(brand))
    .map((s) => s.id)
    .join(',');
}

/** The content key of a store's name, or null for a store id the data does not list. */
export function storeNameOf(storeId: number, table: Pick<OrdersTable, 'stores'>): string | null {
  return table.stores.find((s) => s.id === storeId)?.name ?? null;
}

/** How many pages a history of `total` orders has (at least one, so an empty history still has a page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** A requested page brought inside the history: 1 for anything not a positive whole number, the last page at most. */
export function clampPage(page: unknown, total: number, pageSize: number): number {
  const n = typeof page === 'string' ? Number(page) : typeof page === 'number' ? page : NaN;
  if (!Number.isInteger(n) || n < 1) return 1;
  return Math.min(n, pageCount(total, pageSize));
}
