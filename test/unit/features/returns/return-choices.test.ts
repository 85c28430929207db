import { order } from './fixtures';
import { dropOffDateError } from '../../../../src/features/returns/drop-off-date';
import { choiceErrors, hasErrors, returnItems } from '../../../../src/features/returns/return-choices';
import { dropOffWindow } from '../../../../src/lib/orders/drop-off';
import { codeKey } from '../../../../src/lib/orders/order-rules';
import { fixtureOrders as rules } from '../../../support/fixture-markets';

// Line rules, return reasons and the drop-off window are the orders table's, handed in: the fixture's
// here (DELIVERED lines returnable, SHIPPED not; reasons NO_LONGER_NEEDED and DAMAGED; drop-off today+2 .. today+10).

describe("the return form's rules", () => {
  it('at least one returnable item must be chosen (a shipped line does not count)', () => {
    expect(choiceErrors(order.items, {}, rules).items).toBe('returns.create.chooseItem');
    expect(choiceErrors(order.items, { 4: { chosen: true, quantity: 1, reason: 'DAMAGED' } }, rules).items).toBe(
      'returns.create.chooseItem',
    );
  });

  it('each chosen item needs a reason and a quantity within the line', () => {
    const errors = choiceErrors(
      order.items,
      {
        1: { chosen: true, quantity: 1, reason: '' },
        3: { chosen: true, quantity: 3, reason: 'NO_LONGER_NEEDED' },
        2: { chosen: false, quantity: 1, reason: '' },
      },
      rules,
    );
    expect(errors).toEqual({
      items: null,
      lines: { 1: 'returns.create.chooseReason', 3: 'returns.create.quantityRange' },
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it('sends the chosen returnable lines only', () => {
    const choices = {
      1: { chosen: true, quantity: 1, reason: 'DAMAGED' },
      3: { chosen: true, quantity: 2, reason: 'NO_LONGER_NEEDED' },
      4: { chosen: true, quantity: 1, reason: 'DAMAGED' },
    };
    expect(hasErrors(choiceErrors(order.items, choices, rules))).toBe(false);
    expect(returnItems(order.items, choices, rules)).toEqual([
      { line: 1, quantity: 1, reason: 'DAMAGED' },
      { line: 3, quantity: 2, reason: 'NO_LONGER_NEEDED' },
    ]);
  });

  it('reason and status codes become text keys without underscores', () => {
    expect(codeKey('NO_LONGER_NEEDED')).toBe('NO-LONGER-NEEDED');
  });
});

describe("the drop-off window (orders.dropOff: the fixture's today+2 .. today+10)", () => {
  it('spans month and year ends', () => {
    expect(dropOffWindow('2026-12-31', rules.dropOff)).toEqual({ min: '2027-01-02', max: '2027-01-10' });
    expect(dropOffWindow('2026-12-31', { earliestDays: 1, latestDays: 30 })).toEqual({
      min: '2027-01-01',
      max: '2027-01-30',
    });
  });

  it.each([
    ['', 'dropOff.chooseDate'],
    ['2026-11-23', 'dropOff.dateOutside'],
    ['2026-11-24', 'dropOff.dateOutside'],
    ['2026-11-25', null],
    ['2026-12-03', null],
    ['2026-12-04', 'dropOff.dateOutside'],
  ])('%j → %s', (date, key) => {
    expect(dropOffDateError(date, '2026-11-23', rules.dropOff)).toBe(key);
  });
});
