import { dateTimeFormat, relativeTimeFormat } from './intl-formats';
import type { Market } from '../../generated/types/market';
import type { Site } from '../../generated/types/site';

type Place = Pick<Market, 'languageRegionCode' | 'countryCode'>;
/** site.json formats: the countries of a 12-hour clock. */
type Formats = Pick<Site['formats'], 'twelveHourCountries'>;

/** 001 §9: a 12-hour clock where the country uses one (site.formats), 24 hours elsewhere, whatever the language. */
export function hourCycleOf(market: Pick<Market, 'countryCode'>, formats: Formats): 'h12' | 'h23' {
  return formats.twelveHourCountries.includes(market.countryCode) ? 'h12' : 'h23';
}

/**
 * A calendar date (YYYY-MM-DD, or a timestamp) in the market's language. A bare date is a day, not an instant: it is
 * shown as that day everywhere (read and formatted in UTC), never the day before west of Greenwich.
 */
export function formatDate(value: string, market: Place, style: 'medium' | 'long' = 'medium'): string {
  const bare = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(bare ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(market.languageRegionCode, {
    dateStyle: style,
    ...(bare ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

/** A time of day in the market's language and clock. */
export function formatTime(date: Date, market: Place, formats: Formats, timeZone?: string): string {
  return dateTimeFormat(market.languageRegionCode, {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: hourCycleOf(market, formats),
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** A date and its time of day in the market's language and clock ("12 November 2026 at 14:03"). */
export function formatDateTime(value: string, market: Place, formats: Formats): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(market.languageRegionCode, {
    dateStyle: 'long',
    timeStyle: 'short',
    hourCycle: hourCycleOf(market, formats),
  }).format(date);
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago an instant was, in the market's language ("now", "5 minutes ago", "yesterday"), as a list of recent
 * activity says it; a week or more ago, its date and time (formatDateTime). An instant ahead of `nowMs` (another
 * machine's clock) is now.
 */
export function formatTimeAgo(value: string, nowMs: number, market: Place, formats: Formats): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const seconds = Math.max(0, Math.round((nowMs - date.getTime()) / 1000));
  const relative = relativeTimeFormat(market.languageRegionCode, { numeric: 'auto' });
  if (seconds < MINUTE) return relative.format(0, 'second');
  if (seconds < HOUR) return relative.format(-Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return relative.format(-Math.floor(seconds / HOUR), 'hour');
  if (seconds < 7 * DAY) return relative.format(-Math.floor(seconds / DAY), 'day');
  return formatDateTime(value, market, formats);
}
