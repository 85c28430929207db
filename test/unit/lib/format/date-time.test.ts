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
