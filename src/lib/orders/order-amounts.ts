/** The amounts of an order's summary, in the order they are listed. */
export interface OrderAmounts {
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
}

export type AmountLine = keyof OrderAmounts;

const LINES: readonly AmountLine[] = ['subtotal', 'shipping', 'tax', 'total'];

/**
 * The summary lines worth showing: an amount of zero tells the owner nothing they can use (a cancelled order's
 * total, the tax of prices that include it, free shipping), so it is left out rather than written as 0,00 €.
 */
export function shownAmounts(order: OrderAmounts): { line: AmountLine; amount: number }[] {
  return LINES.filter((line) => order[line] !== 0).map((line) => ({ line, amount: order[line] }));
}

/** Whether an amount is one to show at all (the total on an order's card). */
export const isShownAmount = (amount: number): boolean => amount !== 0;
