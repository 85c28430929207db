import { createApiClient } from '../../../../src/api/client';
import { createOrdersApi } from '../../../../src/features/orders/api';
import { pageFromQuery, pageWindow } from '../../../../src/features/orders/labels';
import { fakeFetch, market, staticToken } from '../../../support/api-fakes';
import { fixtureOrders } from '../../../support/fixture-markets';

// The store ids come from the orders table the api is given: the fixture's here (product 11 and 12, lincoln 21).

function api(marketId: string) {
  const { fetch, seen } = fakeFetch(() => ({ status: 200, body: {} }));
  const m = market(marketId);
  return {
    api: createOrdersApi(
      createApiClient({ market: m, fetch, tokens: staticToken('t'), webview: false }),
      m,
      fixtureOrders,
    ),
    seen,
  };
}

describe('the order calls', () => {
  it('the history asks for the stores of the market brand and the page', async () => {
    const { api: product, seen } = api('product/en-us');
    await product.history(2);
    expect(seen[0]?.url).toBe('/owner/api/v2/orders?storeIds=11%2C12&page=2');
    const lincoln = api('lincoln/en-us');
    await lincoln.api.history(1);
    expect(lincoln.seen[0]?.url).toBe('/owner/api/v2/orders?storeIds=21&page=1');
  });

  it('cancels a line by order number and line', async () => {
    const { api: product, seen } = api('product/en-us');
    await product.cancelItem('US-300540', 2);
    expect(seen[0]).toMatchObject({ url: '/owner/api/v2/orders/US-300540/items/2/cancel', method: 'POST' });
  });

  it('a guest look-up sends no token', async () => {
    const { api: product, seen } = api('product/en-us');
    await product.guestLookup('US-900101', 'guest.us@example.com', null);
    expect(seen[0]?.method).toBe('POST');
    expect(JSON.parse(seen[0]?.body ?? '{}')).toEqual({ orderNo: 'US-900101', email: 'guest.us@example.com' });
    expect(Object.keys(seen[0]?.headers ?? {}).some((h) => /auth/i.test(h))).toBe(false);
  });

  it("a guest look-up sends the bot-check's token in the body when there is one", async () => {
    const { api: product, seen } = api('product/en-us');
    await product.guestLookup('US-900101', 'guest.us@example.com', 'local.guest.abc');
    expect(JSON.parse(seen[0]?.body ?? '{}')).toEqual({
      orderNo: 'US-900101',
      email: 'guest.us@example.com',
      botCheckToken: 'local.guest.abc',
    });
  });
});

describe('paging', () => {
  it.each([
    [null, 1],
    ['2', 2],
    ['0', 1],
    ['-1', 1],
    ['x', 1],
    ['1.5', 1],
    ['007', 7],
  ])('?page=%s is page %i', (value, n) => {
    expect(pageFromQuery(value)).toBe(n);
  });

  it('shows every page when there are few', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('leaves out distant pages of a long history, keeping the first, last and neighbours', () => {
    expect(pageWindow(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageWindow(1, 12)).toEqual([1, 2, null, 12]);
    expect(pageWindow(12, 12)).toEqual([1, null, 11, 12]);
  });
});
