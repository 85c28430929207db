import type { OrdersTable } from '../market/site-tables';

const addDays = (isoDate: string, days: number) => {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * The dates a drop-off may be booked for (orders.dropOff: today + earliestDays .. today + latestDays), ISO dates,
 * both ends included. The date picker and the service's check read the same window.
 */
export function dropOffWindow(today: string, rules: OrdersTable['dropOff']): { min: string; max: string } {
  return { min: addDays(today, rules.earliestDays), max: addDays(today, rules.latestDays) };
}
