import { isoDayOf } from '../../../lib/dates/day-window';

/** Today as the service counts days (UTC). */
export const todayUtc = () => isoDayOf(Date.now());
