/** A tel: link to a number as stored: its digits and plus, where the phone-number library cannot (or not yet) read it. */
export function storedPhoneHref(stored: string): string {
  return `tel:${stored.replace(/[^+\d]/g, '')}`;
}
