import type { Order } from '../../../../src/generated/types/api/owner';
import { guestOrderHandOff, readGuestOrderHandOff } from '../../../../src/lib/orders/guest-hand-off';

const order = { orderNo: 'US-900101' } as Order;
const NOW = Date.parse('2026-11-23T10:00:00Z');
const auth = (identifier = 'US-900101', expiresAt = '2026-11-23T10:30:00.000Z') => ({
  identifier,
  accessCode: 'code',
  expiresAt,
});

describe('the guest order hand-off (history state)', () => {
  it('is read back for the same order while it lasts', () => {
    expect(readGuestOrderHandOff(guestOrderHandOff(order, auth()), 'US-900101', NOW)).toEqual({
      order,
      authorization: auth(),
    });
  });
  it('is ignored for another order number, an authorization of another order, or once expired', () => {
    expect(readGuestOrderHandOff(guestOrderHandOff(order, auth()), 'US-300452', NOW)).toBeNull();
    expect(readGuestOrderHandOff(guestOrderHandOff(order, auth('US-300452')), 'US-900101', NOW)).toBeNull();
    expect(
      readGuestOrderHandOff(guestOrderHandOff(order, auth(undefined, '2026-11-23T10:00:00.000Z')), 'US-900101', NOW),
    ).toBeNull();
    expect(readGuestOrderHandOff(guestOrderHandOff(order, auth(undefined, 'soon')), 'US-900101', NOW)).toBeNull();
  });
  it('ignores any other state a history entry may hold', () => {
    for (const state of [
      null,
      undefined,
      'x',
      42,
      {},
      { guestOrder: null },
      { guestOrder: { order } },
      { guestOrder: { order: {}, authorization: auth() } },
    ]) {
      expect(readGuestOrderHandOff(state, 'US-900101', NOW)).toBeNull();
    }
  });
});
