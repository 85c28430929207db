import { dateTimeFormat, numberFormat } from '../../../../src/lib/format/intl-formats';

it('makes a formatter once per language and options, and keeps it', () => {
  const medium = dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
  expect(dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(medium);
  expect(dateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(medium);
  expect(dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })).not.toBe(medium);
  expect(medium.format(new Date('2026-11-29T00:00:00Z'))).toBe('Nov 29, 2026');
});

it('keeps the kinds apart: a number format is not a date format of the same options', () => {
  const plain = numberFormat('en-US');
  expect(numberFormat('en-US')).toBe(plain);
  expect(dateTimeFormat('en-US')).not.toBe(plain);
  expect(plain.format(1234.5)).toBe('1,234.5');
});
