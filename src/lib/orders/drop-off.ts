import { dayWindow } from '../dates/day-window';
import type { OrdersTable } from '../market/site-tables';

/**
 * The dates a drop-off may be booked for (orders.dropOff: today + earliestDays .. today + latestDays), ISO dates,
 * both ends included. The date picker and the service's check read the same window.
 */
export function dropOffWindow(today: string, rules: OrdersTable['dropOff']): { min: string; max: string } {
  return dayWindow(today, rules.earliestDays, rules.latestDays);
}
