import type { StatusGroups } from '../../generated/types/orders';
import { statusGroupOf } from '../../lib/orders/status-groups';
import type { TextKey } from '../../lib/texts/text-key';

/** The code the service gives a reservation once it is cancelled (the cancel call answers 204 without a body). */
export const CANCELLED_RESERVATION = 'RESERVATION_CANCELLED';
const RESERVED = 'RESERVED';
const CONVERTED = 'CONVERTED';

/** The text key of a reservation's status: cancelled codes are the status groups' cancelled ones (spec 002 §4). */
export function reservationStatusKey(statusCode: string, groups: StatusGroups): TextKey {
  if (statusGroupOf(statusCode, null, groups) === 'cancelled') return 'tracking.reservation.status.cancelled';
  if (statusCode === RESERVED) return 'tracking.reservation.status.reserved';
  if (statusCode === CONVERTED) return 'tracking.reservation.status.ordered';
  return 'tracking.reservation.status.unknown';
}

/** Only a reservation that is still a reservation can be cancelled (the service answers 409 otherwise). */
export const reservationCancellable = (statusCode: string): boolean => statusCode === RESERVED;
