/** An ISO day (YYYY-MM-DD) moved on by `days` (UTC: a day, not an instant). */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The ISO day of an instant (UTC). */
export const isoDayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Whether text is a real ISO day (2026-02-30 is not). */
export function isIsoDay(text: string): boolean {
  const ms = Date.parse(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(ms) && isoDayOf(ms) === text;
}

/**
 * The days a visit may be booked for: today + earliest .. today + latest, ISO days, both ends included. A date picker
 * and the service's check read the same window from the same data.
 */
export function dayWindow(today: string, earliestDays: number, latestDays: number): { min: string; max: string } {
  return { min: addDays(today, earliestDays), max: addDays(today, latestDays) };
}
