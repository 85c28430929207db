import type { FieldRule, FormCondition } from '../../../../src/generated/types/form';
import { fieldFailure, formFailures, hiddenFields, messageOf, type RuleEnv } from '../../../../src/lib/forms/rules';

const env: RuleEnv = {
  pattern: (ref, values) =>
    ({
      address: '^[^<>]{2,100}$',
      postalCode: '^[0-9]{5}$',
      phone: values.phoneCountry === 'DE' ? '^(\\+49|0)?1[5-7][0-9]{8,9}$' : '^\\+?[0-9]{6,16}$',
    })[ref],
  isBannedName: (v) => /\badmin\b/i.test(v),
};
const t = (key: string) =>
  ({
    'form.nonEmpty': 'Please enter a value:',
    'form.charLimit': 'Maximum characters exceeded',
    'form.bad': 'Invalid:',
    'form.banned': 'Not allowed:',
    'form.controlCharacters': 'Characters not allowed:',
  })[key] ?? key;
const fail = (rules: FieldRule[], value: unknown, extra: Record<string, unknown> = {}) =>
  fieldFailure('f', rules, { f: value, ...extra }, env);

describe('validators in order (spec 000 §5)', () => {
  const rules: FieldRule[] = [
    { rule: 'nonEmpty', message: 'form.nonEmpty' },
    { rule: 'pattern', patternRef: 'postalCode', message: 'form.bad', withLabel: true },
    { rule: 'charLimit', limit: 5 },
  ];
  it('non-empty fails on empty, missing and whitespace-only, with the text then the label', () => {
    for (const v of ['', undefined, null, '   \t']) expect(fail(rules, v)?.rule).toBe('nonEmpty');
    expect(messageOf(fail(rules, '')!, t, 'Postal code')).toBe('Please enter a value: Postal code');
  });
  it('the first failure stops the run', () => {
    expect(fail(rules, '123456')?.rule).toBe('pattern');
  });
  it('pattern is skipped when empty, and words its message with the label when asked', () => {
    expect(fail([{ rule: 'pattern', pattern: '^x$', message: 'form.bad' }], '')).toBeNull();
    expect(messageOf(fail(rules, 'abc')!, t, 'Postal code')).toBe('Invalid: Postal code');
    expect(messageOf(fail([{ rule: 'pattern', pattern: '^x$', message: 'form.bad' }], 'y')!, t, 'Postal code')).toBe(
      'Invalid:',
    );
  });
  it('character limit: label, the default text and the limit; counted in characters', () => {
    const limit: FieldRule[] = [{ rule: 'charLimit', limit: 3 }];
    expect(messageOf(fail(limit, 'abcd')!, t, 'City')).toBe('City Maximum characters exceeded 3');
    expect(fail(limit, '😀😀😀')).toBeNull();
    expect(fail(limit, ' abc ')).toBeNull();
  });
  it('banned names: text then label', () => {
    const banned: FieldRule[] = [{ rule: 'bannedNames', message: 'form.banned' }];
    expect(messageOf(fail(banned, 'the admin team')!, t, 'City')).toBe('Not allowed: City');
    expect(fail(banned, 'Köln')).toBeNull();
  });
  it('control characters and bidirectional overrides are refused before any rule', () => {
    expect(fail([], 'Haupt\u0000straße')?.rule).toBe('controlCharacters');
    expect(fail([], 'abc\u202Edef')?.message).toBe('form.controlCharacters');
    expect(fail([], 'line\nbreak')?.rule).toBe('controlCharacters');
  });
  it('phone: the selected country picks the pattern, typed separators do not count; required once a country is selected', () => {
    const phone: FieldRule[] = [
      { rule: 'nonEmpty', message: 'form.nonEmpty', when: { filled: 'phoneCountry' } },
      { rule: 'pattern', patternRef: 'phone', message: 'form.bad' },
    ];
    expect(fail(phone, '0170 123 4567', { phoneCountry: 'DE' })).toBeNull();
    expect(fail(phone, '0120 123 4567', { phoneCountry: 'DE' })?.rule).toBe('pattern');
    expect(fail(phone, '', { phoneCountry: 'DE' })?.rule).toBe('nonEmpty');
    expect(fail(phone, '', {})).toBeNull();
  });
});

describe('conditions', () => {
  const conditions: FormCondition[] = [
    { option: 'MailPermission', fields: ['city'] },
    { option: 'MobilePermission', fields: ['phone'] },
  ];
  it('hide the fields of an option that is not yes, and their errors go with them', () => {
    expect([...hiddenFields(conditions, { MailPermission: 1, MobilePermission: 0 })]).toEqual(['phone']);
    const form = {
      fieldRules: {
        city: [{ rule: 'nonEmpty' as const, message: 'form.nonEmpty' }],
        phone: [{ rule: 'nonEmpty' as const, message: 'form.nonEmpty' }],
      },
    };
    expect(
      formFailures(form, {}, env, hiddenFields(conditions, { MailPermission: 1, MobilePermission: 0 })).map(
        (f) => f.field,
      ),
    ).toEqual(['city']);
    expect(formFailures(form, {}, env, hiddenFields(conditions, { MailPermission: 0, MobilePermission: 0 }))).toEqual(
      [],
    );
  });
});
