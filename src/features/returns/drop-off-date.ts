// Apart from the return form's choices: only the drop-off screen checks a date, and only it has the drop-off's texts.
import type { OrdersTable } from '../../lib/market/site-tables';
import { dropOffWindow } from '../../lib/orders/drop-off';
import type { TextKey } from '../../lib/texts/text-key';

/** A text key when the date cannot be booked (`rules`: orders.dropOff), null when it can. ISO dates compare as text. */
export function dropOffDateError(date: string, today: string, rules: OrdersTable['dropOff']): TextKey | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return 'dropOff.chooseDate';
  const { min, max } = dropOffWindow(today, rules);
  return date < min || date > max ? 'dropOff.dateOutside' : null;
}
