import { phoneForDisplay, phoneHref } from '../../../../src/lib/phone/display';

describe('a phone number as the owner reads it', () => {
  it.each([
    ['+13135550147', 'US', '(313) 555-0147'],
    ['+447700900123', 'GB', '07700 900123'],
    ['0412345678', 'AU', '0412 345 678'],
    ['+49 221 555 0100', 'DE', '0221 5550100'],
    ['+33612345678', 'FR', '06 12 34 56 78'],
    ['+66812345678', 'TH', '081 234 5678'],
  ])('%s in %s: the national way, %s', (stored, country, shown) => {
    expect(phoneForDisplay(stored, country)).toBe(shown);
  });

  it('a number of another country: the international way', () => {
    expect(phoneForDisplay('+49 221 555 0100', 'US')).toBe('+49 221 5550100');
    expect(phoneForDisplay('+12485550190', 'ZZ')).toBe('+1 248 555 0190');
  });

  it('something that is not a number stays as stored', () => {
    expect(phoneForDisplay('call the front desk', 'US')).toBe('call the front desk');
  });

  it('links in E.164', () => {
    expect(phoneHref('+1 313 555 0130', 'US')).toBe('tel:+13135550130');
    expect(phoneHref('0412345678', 'AU')).toBe('tel:+61412345678');
  });
});
