/** Spaces and case do not matter to an owner copying a VIN from a document. */
export const normaliseVin = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

/** Spec 001 §9: 17 letters and digits, never I, O or Q (they read as 1 and 0). */
export const isValidVin = (vin: string): boolean => /^[A-HJ-NPR-Z0-9]{17}$/.test(vin);
