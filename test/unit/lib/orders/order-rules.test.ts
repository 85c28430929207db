import { clampPage, lineActions, pageCount, storeIdsOf, storeNameOf } from '../../../../src/lib/orders/order-rules';
import { uploadProgress } from '../../../../src/lib/orders/upload-progress';
import { fixtureOrders as table } from '../../../support/fixture-markets';

// The rules run on the fixture orders table (test/support/fixture-markets.ts), handed in as the code takes it. The
// shipped table's values (store ids, page size, line rules, progress range: 002 §9, 001 §7) are pinned in
// test/unit/generator/market-data.test.ts.

describe('store ids (002 §9)', () => {
  it("are the ids of the stores that list the brand, in the table's order, as the history call takes them", () => {
    expect(storeIdsOf('product', table)).toBe('11,12');
    expect(storeIdsOf('lincoln', table)).toBe('21');
    expect([11, 12, 21, 9999].map((id) => storeNameOf(id, table))).toEqual([
      'accessories',
      'chargers',
      'lincolnAccessories',
      null,
    ]);
  });
});

describe("paging (the fixture's page size 4)", () => {
  it.each([
    [0, 1],
    [1, 1],
    [4, 1],
    [5, 2],
    [9, 3],
    [12, 3],
    [13, 4],
  ])('%i orders make %i page(s)', (total, pages) => {
    expect(pageCount(total, table.pageSize)).toBe(pages);
  });
  it('brings a requested page inside the history', () => {
    const clamp = (page: unknown, total: number) => clampPage(page, total, table.pageSize);
    expect([
      clamp('2', 23),
      clamp(3, 23),
      clamp('9', 23),
      clamp('0', 23),
      clamp('-1', 23),
      clamp('1.5', 23),
      clamp('x', 23),
      clamp(undefined, 23),
      clamp('4', 0),
    ]).toEqual([2, 3, 6, 1, 1, 1, 1, 1, 1]);
  });
});

describe('what a line allows', () => {
  it('what the table says of the status: cancel while ordered or processing, return once delivered; nothing for a status it does not list', () => {
    expect(
      Object.fromEntries(
        ['ORDERED', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'RETURNED'].map((s) => [
          s,
          lineActions(s, table),
        ]),
      ),
    ).toEqual({
      ORDERED: { cancellable: true, returnable: false },
      PROCESSING: { cancellable: true, returnable: false },
      SHIPPED: { cancellable: false, returnable: false },
      DELIVERED: { cancellable: false, returnable: true },
      CANCELLED: { cancellable: false, returnable: false },
      RETURNED: { cancellable: false, returnable: false },
    });
  });
  it('an unknown status, or a key that is not a status, allows nothing', () => {
    for (const s of ['LOST', '', '$comment', 'constructor', 'toString'])
      expect(lineActions(s, table)).toEqual({ cancellable: false, returnable: false });
  });
});

describe("upload progress (001 §7, §9: from the table's start to its cap; the fixture's 5 to 95)", () => {
  const range = table.returnPhoto.progress;
  it('starts at the start before any byte is sent', () => {
    expect([
      uploadProgress(0, 1000, range),
      uploadProgress(0, 0, range),
      uploadProgress(5, 0, range),
      uploadProgress(NaN, 100, range),
    ]).toEqual([5, 5, 5, 5]);
  });
  it('rises with the bytes sent and is capped, even with every byte sent (100 waits for the answer)', () => {
    expect([250, 500, 999, 1000, 5000].map((loaded) => uploadProgress(loaded, 1000, range))).toEqual([
      27, 50, 94, 95, 95,
    ]);
  });
  it('never goes backwards within an upload', () => {
    let last = 0;
    for (let loaded = 0; loaded <= 4096; loaded += 7) {
      const p = uploadProgress(loaded, 4096, range);
      expect(p).toBeGreaterThanOrEqual(last);
      expect(p).toBeGreaterThanOrEqual(5);
      expect(p).toBeLessThanOrEqual(95);
      last = p;
    }
  });
});
