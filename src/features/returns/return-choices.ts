import type { OrderLine, ReturnLineRequest } from '../../generated/types/api/owner';
import type { OrdersTable } from '../../lib/market/site-tables';
import { dropOffWindow } from '../../lib/orders/drop-off';
import { lineActions } from '../../lib/orders/order-rules';
import type { TextKey } from '../../lib/texts/text-key';

/** What the owner chose for one order line. */
export interface LineChoice {
  chosen: boolean;
  quantity: number;
  /** A code of orders.returnReasons, or '' until one is picked. */
  reason: string;
}
export type Choices = Record<number, LineChoice>;

export interface ChoiceErrors {
  /** A text key when no item is chosen. */
  items: TextKey | null;
  /** Per chosen line without a reason (or with a quantity out of range): a text key. */
  lines: Record<number, TextKey>;
}

/** What the choices are checked against: markets/orders.json (the page's orders table). */
export type ReturnRules = Pick<OrdersTable, 'itemStatuses' | 'returnReasons'>;

export const returnableLines = (lines: OrderLine[], rules: Pick<ReturnRules, 'itemStatuses'>) =>
  lines.filter((l) => lineActions(l.status, rules).returnable);

export function choiceErrors(lines: OrderLine[], choices: Choices, rules: ReturnRules): ChoiceErrors {
  const chosen = returnableLines(lines, rules).filter((l) => choices[l.line]?.chosen);
  const errors: ChoiceErrors = { items: chosen.length === 0 ? 'returns.create.chooseItem' : null, lines: {} };
  for (const line of chosen) {
    const choice = choices[line.line];
    if (!choice) continue;
    if (!(rules.returnReasons as string[]).includes(choice.reason))
      errors.lines[line.line] = 'returns.create.chooseReason';
    else if (!Number.isInteger(choice.quantity) || choice.quantity < 1 || choice.quantity > line.quantity)
      errors.lines[line.line] = 'returns.create.quantityRange';
  }
  return errors;
}

export const hasErrors = (e: ChoiceErrors) => e.items !== null || Object.keys(e.lines).length > 0;

/** The chosen returnable lines as the create call takes them. */
export function returnItems(
  lines: OrderLine[],
  choices: Choices,
  rules: Pick<ReturnRules, 'itemStatuses'>,
): ReturnLineRequest[] {
  return returnableLines(lines, rules)
    .filter((l) => choices[l.line]?.chosen)
    .map((l) => ({ line: l.line, quantity: choices[l.line]?.quantity ?? 1, reason: choices[l.line]?.reason ?? '' }));
}

/** A text key when the date cannot be booked (`rules`: orders.dropOff), null when it can. ISO dates compare as text. */
export function dropOffDateError(date: string, today: string, rules: OrdersTable['dropOff']): TextKey | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return 'returns.dropOff.chooseDate';
  const { min, max } = dropOffWindow(today, rules);
  return date < min || date > max ? 'returns.dropOff.dateOutside' : null;
}
