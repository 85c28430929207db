import { useMarket } from './market-context';
import type { RawDealer } from '../generated/types/api/owner';
import { formatTime } from '../lib/format/date-time';
import { dateTimeFormat } from '../lib/format/intl-formats';

/** Monday..Sunday as the dealer service names them, and a date that is that weekday (2024-01-01 was a Monday). */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * A dealer's opening hours, one day a line, in the page's language: the day's name and its times as the market writes
 * them (13:00 or 1:00 PM). A day or time the service wrote otherwise is shown as it came.
 */
export function OpeningHours({ hours, className }: { hours: RawDealer['openingHours']; className?: string }) {
  const { market, tables } = useMarket();
  const dayName = (day: string) => {
    const index = WEEKDAYS.indexOf(day);
    if (index < 0) return day;
    return dateTimeFormat(market.languageRegionCode, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 1 + index)),
    );
  };
  const time = (hhmm: string) =>
    /^\d{2}:\d{2}$/.test(hhmm)
      ? formatTime(new Date(`1970-01-01T${hhmm}:00Z`), market, tables.site.formats, 'UTC')
      : hhmm;
  return (
    <ul className={className}>
      {hours.map((h) => (
        <li key={h.day}>{`${dayName(h.day)}: ${time(h.open)} – ${time(h.close)}`}</li>
      ))}
    </ul>
  );
}
