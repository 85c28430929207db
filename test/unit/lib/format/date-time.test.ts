import * as dates from '../../../../src/lib/format/date-time';
import { fixtureSite } from '../../../support/fixture-markets';

// The clock countries are site data, passed in: the fixture's here (12-hour clock in US and MX).
const { formats } = fixtureSite;
const { formatDate } = dates;
const hourCycleOf = (market: { countryCode: string }) => dates.hourCycleOf(market, formats);
const formatTime = (date: Date, market: Place, timeZone?: string) => dates.formatTime(date, market, formats, timeZone);
type Place = { languageRegionCode: string; countryCode: string };

const us = { languageRegionCode: 'en-us', countryCode: 'US' };
const gb = { languageRegionCode: 'en-gb', countryCode: 'GB' };
const de = { languageRegionCode: 'de-de', countryCode: 'DE' };
const esMx = { languageRegionCode: 'es-mx', countryCode: 'MX' };
const at = new Date('2026-11-23T15:05:00Z');

describe('times: a 12-hour clock in the countries that use one (001 §9, data)', () => {
  it('follows site.formats.twelveHourCountries', () => {
    expect(fixtureSite.formats.twelveHourCountries).toEqual(['US', 'MX']);
    expect(['US', 'MX', 'DE', 'GB', 'CA'].map((countryCode) => hourCycleOf({ countryCode }))).toEqual([
      'h12',
      'h12',
      'h23',
      'h23',
      'h23',
    ]);
  });

  it('the US reads 3:05 PM, Germany 15:05, Mexico in Spanish with the 12-hour clock', () => {
    expect(formatTime(at, us, 'UTC')).toMatch(/^3:05\s?PM$/);
    expect(formatTime(at, de, 'UTC')).toBe('15:05');
    expect(formatTime(at, esMx, 'UTC')).toMatch(/^3:05\s?p\.\s?m\.$/);
  });

  it('English outside a 12-hour country uses 24 hours', () => {
    expect(formatTime(at, { languageRegionCode: 'en-gb', countryCode: 'DE' }, 'UTC')).toBe('15:05');
  });
});

describe('dates in the market language', () => {
  it('a bare date is that day everywhere', () => {
    expect(formatDate('2026-11-02', us)).toBe('Nov 2, 2026');
    expect(formatDate('2026-11-02', de)).toBe('02.11.2026');
    expect(formatDate('2026-11-02', gb, 'long')).toBe('2 November 2026');
  });

  it('gives back what it cannot read', () => {
    expect(formatDate('not a date', us)).toBe('not a date');
  });
});

describe('how long ago, for a list of recent activity', () => {
  const now = Date.parse('2026-11-23T15:05:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();
  const timeAgo = (value: string, market: Place) => dates.formatTimeAgo(value, now, market, formats);

  it('counts minutes, hours and days in the market language', () => {
    expect(timeAgo(ago(20), gb)).toBe('now');
    expect(timeAgo(ago(5 * 60), gb)).toBe('5 minutes ago');
    expect(timeAgo(ago(3 * 3600 + 59), gb)).toBe('3 hours ago');
    expect(timeAgo(ago(26 * 3600), gb)).toBe('yesterday');
    expect(timeAgo(ago(5 * 60), de)).toBe('vor 5 Minuten');
    expect(timeAgo(ago(3 * 86400), de)).toBe('vor 3 Tagen');
  });

  it("is now for an instant ahead of the page's clock (another machine's clock)", () => {
    expect(timeAgo(ago(-90), gb)).toBe('now');
  });

  it("gives the date and time a week or more ago, on the market's clock", () => {
    expect(timeAgo('2026-11-02T15:05:00Z', us)).toMatch(/^November 2, 2026.*\b\d{1,2}:05\s?(AM|PM)$/);
    expect(timeAgo('2026-11-02T15:05:00Z', de)).toMatch(/^2\. November 2026.*\d{2}:05$/);
  });
});
