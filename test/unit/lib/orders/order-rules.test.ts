import { orders } from '../../../../src/generated/orders';
import { clampPage, lineActions, pageCount, storeIdsOf, storeNameOf } from '../../../../src/lib/orders/order-rules';
import { uploadProgress } from '../../../../src/lib/orders/upload-progress';

describe('store ids (002 §9)', () => {
  it('are accessories 2201, chargers 2202, parts 1405 for the product brand and 2203 for lincoln', () => {
    expect(storeIdsOf('product')).toBe('2201,2202,1405');
    expect(storeIdsOf('lincoln')).toBe('2203');
    expect([2201, 2202, 1405, 2203, 9999].map((id) => storeNameOf(id))).toEqual(['accessories', 'chargers', 'parts', 'lincolnAccessories', null]);
  });
});

describe('paging (page size 10)', () => {
  it('is 10 per page', () => expect(orders.pageSize).toBe(10));
  it.each([[0, 1], [1, 1], [10, 1], [11, 2], [23, 3], [30, 3], [31, 4]])('%i orders make %i page(s)', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });
  it('brings a requested page inside the history', () => {
    expect([clampPage('2', 23), clampPage(3, 23), clampPage('9', 23), clampPage('0', 23), clampPage('-1', 23), clampPage('1.5', 23), clampPage('x', 23), clampPage(undefined, 23), clampPage('4', 0)])
      .toEqual([2, 3, 3, 1, 1, 1, 1, 1, 1]);
  });
});

describe('what a line allows', () => {
  it('cancel while ordered or processing, return once delivered, nothing otherwise', () => {
    expect(Object.fromEntries(['ORDERED', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'RETURN_STARTED', 'RETURNED'].map((s) => [s, lineActions(s)]))).toEqual({
      ORDERED: { cancellable: true, returnable: false },
      PROCESSING: { cancellable: true, returnable: false },
      SHIPPED: { cancellable: false, returnable: false },
      DELIVERED: { cancellable: false, returnable: true },
      CANCELLED: { cancellable: false, returnable: false },
      RETURN_STARTED: { cancellable: false, returnable: false },
      RETURNED: { cancellable: false, returnable: false },
    });
  });
  it('an unknown status, or a key that is not a status, allows nothing', () => {
    for (const s of ['LOST', '', '$comment', 'constructor', 'toString']) expect(lineActions(s)).toEqual({ cancellable: false, returnable: false });
  });
});

describe('upload progress (001 §7, §9: 10 to 99)', () => {
  it('starts at 10 before any byte is sent', () => {
    expect([uploadProgress(0, 1000), uploadProgress(0, 0), uploadProgress(5, 0), uploadProgress(NaN, 100)]).toEqual([10, 10, 10, 10]);
  });
  it('rises with the bytes sent and is capped at 99, even with every byte sent (100 waits for the answer)', () => {
    expect([uploadProgress(250, 1000), uploadProgress(500, 1000), uploadProgress(999, 1000), uploadProgress(1000, 1000), uploadProgress(5000, 1000)]).toEqual([32, 54, 98, 99, 99]);
  });
  it('never goes backwards within an upload', () => {
    let last = 0;
    for (let loaded = 0; loaded <= 4096; loaded += 7) {
      const p = uploadProgress(loaded, 4096);
      expect(p).toBeGreaterThanOrEqual(last);
      expect(p).toBeGreaterThanOrEqual(10);
      expect(p).toBeLessThanOrEqual(99);
      last = p;
    }
  });
});
