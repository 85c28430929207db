import type { FieldRule } from '../../../../src/generated/types/form';
import { bannedNameMatcher } from '../../../../src/lib/forms/banned-names';
import { ruleEnv } from '../../../../src/lib/forms/rule-env';
import { fieldFailure } from '../../../../src/lib/forms/rules';

/** Fixture tables: one country with a region list, one reserved word. */
const tables = { regionLists: { US: [{ code: 'MI' }, { code: 'ON' }] }, isBannedName: bannedNameMatcher([['admin']]) };

const phones = [
  { countryCode: 'IE', countryRegex: '^IE[0-9]+$', phoneNumberCountryCode: '+353' },
  { countryCode: 'PT', countryRegex: '^PT[0-9]+$', phoneNumberCountryCode: '+35' },
  { countryCode: 'DE', countryRegex: '^DE[0-9]+$', phoneNumberCountryCode: '+49' },
];

describe('ruleEnv: the one rule context of the forms and the data service', () => {
  it("gives the market's postal code pattern, and none where the market has none", () => {
    expect(ruleEnv({ countryCode: 'DE', postalCodePattern: '^[0-9]{5}$' }, phones).pattern('postalCode', {})).toBe(
      '^[0-9]{5}$',
    );
    expect(ruleEnv({ countryCode: 'IE' }, phones).pattern('postalCode', {})).toBeUndefined();
  });

  it('gives the pattern of the phone country chosen in the form', () => {
    expect(
      ruleEnv({ countryCode: 'DE' }, phones).pattern('phone', { phoneCountry: 'IE', mobilePhoneNumber: '+4917' }),
    ).toBe('^IE[0-9]+$');
  });

  it("without a choice (a body as sent), the pattern of the number's dial prefix, the longest first", () => {
    const env = ruleEnv({ countryCode: 'DE' }, phones);
    expect(env.pattern('phone', { mobilePhoneNumber: '+353861234567' })).toBe('^IE[0-9]+$');
    expect(env.pattern('phone', { mobilePhoneNumber: '+351912345678' })).toBe('^PT[0-9]+$');
    expect(env.pattern('phone', { mobilePhoneNumber: '0170123' })).toBeUndefined();
  });

  it("checks a region against the market's own list only", () => {
    expect(ruleEnv({ countryCode: 'US' }, [], tables).isValidRegion?.('mi')).toBe(true);
    expect(ruleEnv({ countryCode: 'US' }, [], tables).isValidRegion?.('Bavaria')).toBe(false);
    expect(ruleEnv({ countryCode: 'DE' }, [], tables).isValidRegion?.('Bayern')).toBe(true);
  });

  it('refuses reserved words', () => {
    expect(ruleEnv({ countryCode: 'DE' }, [], tables).isBannedName('Admin')).toBe(true);
    expect(ruleEnv({ countryCode: 'DE' }, [], tables).isBannedName('Lena')).toBe(false);
  });
});

describe("a pattern rule: the market's pattern, else the rule's own (form data)", () => {
  const zip: FieldRule[] = [
    { rule: 'pattern', patternRef: 'postalCode', pattern: '^[A-Z0-9 ]{3,8}$', message: 'form.validPostalCode' },
  ];

  it("applies the market's pattern where it has one", () => {
    const env = ruleEnv({ countryCode: 'DE', postalCodePattern: '^[0-9]{5}$' }, []);
    expect(fieldFailure('zip', zip, { zip: 'AB1 2CD' }, env)?.rule).toBe('pattern');
    expect(fieldFailure('zip', zip, { zip: '50667' }, env)).toBeNull();
  });

  it("falls back to the rule's pattern where the market has none", () => {
    const env = ruleEnv({ countryCode: 'IE' }, []);
    expect(fieldFailure('zip', zip, { zip: 'D02 X285' }, env)).toBeNull();
    expect(fieldFailure('zip', zip, { zip: '#1' }, env)?.message).toBe('form.validPostalCode');
  });
});
