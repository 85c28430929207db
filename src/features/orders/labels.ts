import type { OrdersTable } from '../../lib/market/site-tables';
import { codeKey, storeNameOf } from '../../lib/orders/order-rules';
import { dataTextKey, type Translate } from '../../lib/texts/text-key';

/** A line or order status as the owner reads it; a status the texts do not know is shown as its code. */
export function statusText(t: Translate, code: string): string {
  return t(dataTextKey('orders.status', codeKey(code)), { defaultValue: code });
}

/** A return's status (OPEN, DROP_OFF_BOOKED, RECEIVED) as the owner reads it. */
export function returnStatusText(t: Translate, code: string): string {
  return t(dataTextKey('orders.returnStatus', codeKey(code)), { defaultValue: code });
}

/** The store's name from its id (markets/orders.json names it: `table`, the page's orders table; content says it). */
export function storeText(t: Translate, storeId: number, table: Pick<OrdersTable, 'stores'>): string {
  const name = storeNameOf(storeId, table);
  return name ? t(dataTextKey('orders.store', name)) : t('orders.store.unknown', { id: String(storeId) });
}

/** The page of the history a URL asks for (?page=2); anything else is page 1. The service clamps one past the end. */
export function pageFromQuery(value: string | null): number {
  const n = value !== null && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

/**
 * The page numbers the pager shows: all of them when there are few, otherwise the first, the last and the
 * current page with its neighbours, null standing for the pages left out.
 */
export function pageWindow(page: number, count: number): (number | null)[] {
  if (count <= 7) return Array.from({ length: count }, (_v, i) => i + 1);
  const shown = new Set([1, count, page - 1, page, page + 1].filter((n) => n >= 1 && n <= count));
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((n, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && n - previous > 1) out.push(null);
    out.push(n);
  });
  return out;
}

/** A simple email check before the look-up is sent; the service has the last word. */
