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
  return new Intl.DateTimeFormat(market.languageRegionCode, {
    dateStyle: style,
    ...(bare ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

/** A time of day in the market's language and clock. */
export function formatTime(date: Date, market: Place, formats: Formats, timeZone?: string): string {
  return new Intl.DateTimeFormat(market.languageRegionCode, {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: hourCycleOf(market, formats),
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
