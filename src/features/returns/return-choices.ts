import type { OrderLine, ReturnLineRequest } from '../../generated/types/api/owner';
import type { OrdersTable } from '../../lib/market/site-tables';
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
