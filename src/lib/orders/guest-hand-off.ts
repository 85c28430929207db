import type { GuestAuthorization, Order } from '../../generated/types/api/owner';

/** A guest's found order and its authorization, handed from the guest order page to the guest return in history state. */
export interface GuestOrderHandOff {
  guestOrder: { order: Order; authorization: GuestAuthorization };
}

export const guestOrderHandOff = (order: Order, authorization: GuestAuthorization): GuestOrderHandOff => ({
  guestOrder: { order, authorization },
});

/**
 * The hand-off in a history entry's state, when it is one for this order number and has not expired. History state
 * can hold anything (another page's, an old entry's): whatever does not fit is ignored and the guest looks up again.
 */
export function readGuestOrderHandOff(
  state: unknown,
  orderNo: string,
  nowMs: number,
): GuestOrderHandOff['guestOrder'] | null {
  if (!state || typeof state !== 'object' || !('guestOrder' in state)) return null;
  const handOff = (state as Partial<GuestOrderHandOff>).guestOrder;
  const auth = handOff?.authorization;
  if (
    !handOff?.order ||
    typeof handOff.order.orderNo !== 'string' ||
    !auth ||
    typeof auth.accessCode !== 'string' ||
    typeof auth.identifier !== 'string'
  )
    return null;
  if (handOff.order.orderNo !== orderNo || auth.identifier !== orderNo) return null;
  const expires = Date.parse(auth.expiresAt);
  return Number.isFinite(expires) && expires > nowMs ? handOff : null;
}
