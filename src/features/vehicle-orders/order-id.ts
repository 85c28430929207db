// Apart from the guest form's checks: every tracking screen's calls read order numbers, only the guest form has its texts.
/** What the service takes as an order number (schemas/api/owner.schema.json guestOrderStatusRequest). */
const ORDER_ID = /^[A-Za-z0-9-]{1,30}$/;

/** An order number as it would be sent (trimmed, upper case), or null when the service could never know it. */
export function orderIdOf(value: string | null | undefined): string | null {
  const id = (value ?? '').trim().toUpperCase();
  return ORDER_ID.test(id) ? id : null;
}
