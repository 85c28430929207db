import { dialPrefixOf, normalisePhone, removeTrunkZero, type PhoneMarket } from '../../../../src/lib/phone/normalise';

const EXTRA = ['+420', '+351', '+352', '+353', '+358'] as const;
const market = (countryCode: string, mode?: PhoneMarket['mode']): PhoneMarket => ({
  countryCode,
  mode,
  extraPrefixes: EXTRA,
});

describe('dialPrefixOf', () => {
  it.each([
    ['DE', '+49'],
    ['de', '+49'],
    ['IE', '+353'],
    ['US', '+1'],
    ['CZ', '+420'],
  ])('gives %s the prefix %s', (code, prefix) => {
    expect(dialPrefixOf(code)).toBe(prefix);
  });
  it('refuses a country libphonenumber-js does not know', () => {
    expect(() => dialPrefixOf('ZZ')).toThrow(RangeError);
  });
});

describe('normalisePhone, image markets (leadingZero)', () => {
  it.each(['VN', 'AU', 'NZ', 'PH', 'TH', 'ZA'])('gives a number without a leading 0 one in %s', (code) => {
    expect(normalisePhone('412345678', market(code, 'leadingZero'))).toBe('0412345678');
  });
  it('keeps a number already starting with 0', () => {
    expect(normalisePhone('0412345678', market('AU', 'leadingZero'))).toBe('0412345678');
  });
  it('leaves a number starting with + alone', () => {
    expect(normalisePhone('+61412345678', market('AU', 'leadingZero'))).toBe('+61412345678');
  });
  it('strips separators before deciding', () => {
    expect(normalisePhone(' (412) 345-678 ', market('AU', 'leadingZero'))).toBe('0412345678');
  });
});

describe('normalisePhone, EU countries (dialPrefix)', () => {
  it('gives a number without + the country prefix', () => {
    expect(normalisePhone('1701234567', market('DE', 'dialPrefix'))).toBe('+491701234567');
  });
  it('drops one trunk 0 before adding the prefix', () => {
    expect(normalisePhone('01701234567', market('DE', 'dialPrefix'))).toBe('+491701234567');
    expect(normalisePhone('0871234567', market('IE', 'dialPrefix'))).toBe('+353871234567');
  });
  it('takes the country code case-insensitively', () => {
    expect(normalisePhone('01701234567', market('de', 'dialPrefix'))).toBe('+491701234567');
  });
  it('replaces a foreign two-digit prefix', () => {
    expect(normalisePhone('+33612345678', market('DE', 'dialPrefix'))).toBe('+49612345678');
  });
  it('replaces a foreign one-digit prefix', () => {
    expect(normalisePhone('+15551234567', market('DE', 'dialPrefix'))).toBe('+495551234567');
  });
  it('replaces a foreign three-digit prefix libphonenumber-js knows', () => {
    // +372 is Estonia: not in the extra list, found among the known calling codes.
    expect(normalisePhone('+37251234567', market('DE', 'dialPrefix'))).toBe('+4951234567');
  });
  it.each(EXTRA)('replaces the extra prefix %s whole', (prefix) => {
    expect(normalisePhone(`${prefix}123456789`, market('DE', 'dialPrefix'))).toBe('+49123456789');
  });
  it('replaces a foreign prefix with a three-digit own prefix', () => {
    expect(normalisePhone('+491701234567', market('IE', 'dialPrefix'))).toBe('+3531701234567');
  });
  it('keeps its own prefix', () => {
    expect(normalisePhone('+491701234567', market('DE', 'dialPrefix'))).toBe('+491701234567');
    expect(normalisePhone('+353871234567', market('IE', 'dialPrefix'))).toBe('+353871234567');
    expect(normalisePhone('+420601234567', market('CZ', 'dialPrefix'))).toBe('+420601234567');
  });
  it('falls back to + and two digits for an unknown prefix', () => {
    // +999 and +99 are not assigned; +9 is no calling code on its own.
    expect(normalisePhone('+9991234567', market('DE', 'dialPrefix'))).toBe('+4991234567');
  });
  it('strips separators', () => {
    expect(normalisePhone('+33 (6) 12.34-56 78', market('FR', 'dialPrefix'))).toBe('+33612345678');
    expect(normalisePhone('0170 123 45-67', market('DE', 'dialPrefix'))).toBe('+491701234567');
  });
  it('leaves the number stripped for a country libphonenumber-js does not know', () => {
    expect(normalisePhone('0170 1234', market('ZZ', 'dialPrefix'))).toBe('01701234');
  });
});

describe('normalisePhone, other cases', () => {
  it('only strips separators without a mode', () => {
    expect(normalisePhone('(555) 123-4567', market('US'))).toBe('5551234567');
    expect(normalisePhone('+1 555.123.4567', market('US'))).toBe('+15551234567');
  });
  it.each([undefined, 'leadingZero', 'dialPrefix'] as const)('keeps an empty number empty (mode %s)', (mode) => {
    expect(normalisePhone('', market('DE', mode))).toBe('');
    expect(normalisePhone(' - ( ) . ', market('DE', mode))).toBe('');
  });
});

describe('removeTrunkZero', () => {
  it('removes the 0 after a three-character prefix', () => {
    expect(removeTrunkZero('+4901701234567', EXTRA)).toBe('+491701234567');
  });
  it('removes the 0 after a listed four-character prefix', () => {
    expect(removeTrunkZero('+3530871234567', ['+353'])).toBe('+353871234567');
  });
  it('reads a four-character prefix missing from the list as three characters', () => {
    // '+35' then '3': the character after the three-character prefix is no 0, nothing is removed.
    expect(removeTrunkZero('+3530871234567', [])).toBe('+3530871234567');
    // +358 is not listed: the prefix is '+35', followed by '8', so the 0 after +358 stays.
    expect(removeTrunkZero('+3580401234567', ['+353'])).toBe('+3580401234567');
    expect(removeTrunkZero('+3580401234567', ['+353', '+358'])).toBe('+358401234567');
  });
  it('leaves a number without a trunk 0 unchanged', () => {
    expect(removeTrunkZero('+491701234567', EXTRA)).toBe('+491701234567');
    expect(removeTrunkZero('+353871234567', EXTRA)).toBe('+353871234567');
  });
  it('removes only one 0', () => {
    expect(removeTrunkZero('+49001234', EXTRA)).toBe('+4901234');
  });
  it('leaves a number without a plus unchanged', () => {
    expect(removeTrunkZero('01701234567', EXTRA)).toBe('01701234567');
  });
  it('strips separators first', () => {
    expect(removeTrunkZero('+49 (0) 170 123-45.67', EXTRA)).toBe('+491701234567');
    expect(removeTrunkZero('0170 123 4567', EXTRA)).toBe('01701234567');
  });
});
