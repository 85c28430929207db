import type { Market } from '../../../generated/types/market';
import type { Site } from '../../../generated/types/site';
import { formatDate, formatTime } from '../../../lib/format/date-time';

/** When something was reported: its day and time in the market's language and clock. */
export function dayAndTime(
  iso: string,
  market: Pick<Market, 'languageRegionCode' | 'countryCode'>,
  formats: Pick<Site['formats'], 'twelveHourCountries'>,
): { date: string; time: string } {
  return { date: formatDate(iso, market), time: formatTime(new Date(iso), market, formats) };
}
