import { orderIdOf } from './order-id';
import { EMAIL_SHAPE } from '../../lib/forms/email-shape';
import type { TextKey } from '../../lib/texts/text-key';

/** The longest email the service takes (schemas/api/owner.schema.json guestOrderStatusRequest). */
const EMAIL_MAX = 254;

export interface GuestLookupErrors {
  orderId?: TextKey;
  email?: TextKey;
}

/** The guest form's field errors as text keys, checked before anything is sent (the same rules as the service's). */
export function guestLookupErrors(orderId: string, email: string): GuestLookupErrors {
  const errors: GuestLookupErrors = {};
  if (orderId.trim() === '') errors.orderId = 'orderLookup.orderId.required';
  else if (orderIdOf(orderId) === null) errors.orderId = 'orderLookup.orderId.invalid';
  const mail = email.trim();
  if (mail === '') errors.email = 'orderLookup.email.required';
  else if (!EMAIL_SHAPE.test(mail) || mail.length > EMAIL_MAX) errors.email = 'orderLookup.email.invalid';
  return errors;
}
