import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../../generator/pipeline';
import { form } from '../../../src/generated/forms/personal-info';

type Validate = ((data: unknown) => boolean) & { errors?: { instancePath: string; keyword: string }[] | null };
const file = path.join(PROJECT_ROOT, 'src/generated/forms/personal-info.validator.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const validators = require(file) as Record<string, Validate>;
const validate = Object.values(validators)[0] as Validate;

it('emits a precompiled validator that needs no schema compiler at run time', () => {
  const code = fs.readFileSync(file, 'utf8');
  expect(code).not.toMatch(/new Function|\beval\(/);
  expect(code).not.toMatch(/require\("ajv"\)/);
});

it('accepts data that fits the form schema', () => {
  expect(
    validate({
      address1: 'Hauptstraße 1',
      city: 'Köln',
      zip: '50667',
      phoneCountry: 'DE',
      mobilePhoneNumber: '+49 170 1234567',
    }),
  ).toBe(true);
});

it('rejects a phone country that is not a two-letter code and an over-long city', () => {
  expect(validate({ phoneCountry: 'deu', city: 'x'.repeat(61) })).toBe(false);
  expect(validate.errors?.map((e) => `${e.instancePath} ${e.keyword}`).sort()).toEqual([
    '/city maxLength',
    '/phoneCountry pattern',
  ]);
});

it('carries the ordered field rules, the conditions and the checked calls of the definition', () => {
  expect(form.fieldRules.address1.map((r) => r.rule)).toEqual(['nonEmpty', 'pattern', 'charLimit', 'bannedNames']);
  expect(form.conditions.map((c) => c.option)).toEqual(['MobilePermission', 'MailPermission']);
  expect(form.endpoints).toEqual(['updateUserInfo', 'updateAddress']);
});
