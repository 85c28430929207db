import { isShownAmount, shownAmounts } from '../../../../src/lib/orders/order-amounts';

describe('the amounts an order summary shows', () => {
  it('lists subtotal, shipping, tax and total in that order when each is owed', () => {
    expect(shownAmounts({ subtotal: 378.95, shipping: 12.5, tax: 22.74, total: 414.19 }).map((a) => a.line)).toEqual([
      'subtotal',
      'shipping',
      'tax',
      'total',
    ]);
  });

  it('leaves out a tax of zero (prices that include it) and free shipping', () => {
    expect(shownAmounts({ subtotal: 218, shipping: 0, tax: 0, total: 218 })).toEqual([
      { line: 'subtotal', amount: 218 },
      { line: 'total', amount: 218 },
    ]);
  });

  it('shows nothing for a cancelled order whose amounts are all zero', () => {
    expect(shownAmounts({ subtotal: 0, shipping: 0, tax: 0, total: 0 })).toEqual([]);
    expect(isShownAmount(0)).toBe(false);
    expect(isShownAmount(189.95)).toBe(true);
  });
});
