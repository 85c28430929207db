import { EMAIL_SHAPE } from '../../lib/forms/email-shape';
import type { TextKey } from '../../lib/texts/text-key';

/** What the service takes as an order number and an email (schemas/api/owner.schema.json guestOrderStatusRequest). */
const ORDER_ID = /^[A-Za-z0-9-]{1,30}$/;
const EMAIL_MAX = 254;

/** An order number as it would be sent (trimmed, upper case), or null when the service could never know it. */
export function orderIdOf(value: string | null | undefined): string | null {
  const id = (value ?? '').trim().toUpperCase();
  return ORDER_ID.test(id) ? id : null;
}

export interface GuestLookupErrors {
  orderId?: TextKey;
  email?: TextKey;
}

/** The guest form's field errors as text keys, checked before anything is sent (the same rules as the service's). */
export function guestLookupErrors(orderId: string, email: string): GuestLookupErrors {
  const errors: GuestLookupErrors = {};
  if (orderId.trim() === '') errors.orderId = 'tracking.guest.orderId.required';
  else if (orderIdOf(orderId) === null) errors.orderId = 'tracking.guest.orderId.invalid';
  const mail = email.trim();
  if (mail === '') errors.email = 'tracking.guest.email.required';
  else if (!EMAIL_SHAPE.test(mail) || mail.length > EMAIL_MAX) errors.email = 'tracking.guest.email.invalid';
  return errors;
}
