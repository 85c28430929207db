import type { TFunction } from 'i18next';
import { bundles } from '../../../../src/generated/content';
import { forms } from '../../../../src/generated/forms';
import { markets } from '../../../../src/generated/markets/local';
import { ruleEnv } from '../../../../src/lib/forms/rule-env';
import { fieldFailure, messageOf, type FormValues } from '../../../../src/lib/forms/rules';
import { fieldLabel } from '../../../../src/ui/forms/rule-validation';

/** The texts of a market's language: pt-br over pt, en-us from en. */
function textsOf(languageRegionCode: string): Record<string, string> {
  const [language] = languageRegionCode.split('-');
  return { ...bundles.en, ...bundles[language!], ...bundles[languageRegionCode] };
}

/** A value no pattern of its kind accepts (the postal codes all start with a letter or a digit). */
const BAD: Record<string, string> = { postalCode: '#12345#', address: '<>', phone: 'call me' };

const cases = markets.flatMap((market) =>
  Object.values(forms).flatMap((form) =>
    Object.entries(form.fieldRules ?? {}).flatMap(([field, rules]) =>
      rules
        .filter((r) => r.rule === 'pattern')
        .map((rule) => [market.id, form.id, field, market, form, rules, rule] as const),
    ),
  ),
);

it("covers every market's pattern fields", () => {
  expect(new Set(cases.map(([id]) => id)).size).toBe(markets.length);
  expect(new Set(cases.map(([, , field]) => field))).toEqual(new Set(['zip', 'address1', 'mobilePhoneNumber']));
});

it.each(cases)(
  "%s %s %s: a value in the wrong format is answered by the pattern's own message",
  (_id, _form, field, market, form, rules, rule) => {
    const texts = textsOf(market.languageRegionCode);
    const t = ((key: string) => texts[key] ?? key) as unknown as TFunction;
    const env = ruleEnv(market, []);
    const values: FormValues = { [field]: BAD[rule.patternRef ?? ''] ?? '<>' };
    const failure = fieldFailure(field, rules, values, env);
    expect(failure?.rule).toBe('pattern');
    const message = messageOf(failure!, t, fieldLabel(form, t)(field));
    expect(texts[rule.message!]).toBeDefined();
    expect(message).toContain(texts[rule.message!]);
    // Never the empty-value message ("Please enter a value: Postal code").
    expect(message).not.toContain(texts['form.nonEmpty']);
  },
);

it('a UK postcode of five digits is answered that the postcode is not valid', () => {
  const gb = markets.find((m) => m.languageRegionCode === 'en-gb')!;
  const texts = textsOf('en-gb');
  const t = ((key: string) => texts[key] ?? key) as unknown as TFunction;
  const env = ruleEnv(gb, []);
  const form = forms['account-settings']!;
  const failure = fieldFailure('zip', form.fieldRules!.zip!, { zip: '12345' }, env);
  expect(messageOf(failure!, t, fieldLabel(form, t)('zip'))).toBe(texts['form.validPostalCode']);
});
