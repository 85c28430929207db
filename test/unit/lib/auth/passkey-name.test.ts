import ownerSchema from '../../../../schemas/api/owner.schema.json';
import { cleanPasskeyName, PASSKEY_NAME_MAX, passkeyNameProblem } from '../../../../src/lib/auth/passkey-name';

it('takes a name of 1 to 60 characters once trimmed, counting code points as the schema does', () => {
  expect(passkeyNameProblem('  Work laptop ')).toBeNull();
  expect(cleanPasskeyName('  Work laptop ')).toBe('Work laptop');
  expect(passkeyNameProblem('🔑'.repeat(PASSKEY_NAME_MAX))).toBeNull();
  expect(passkeyNameProblem('x'.repeat(PASSKEY_NAME_MAX + 1))).toBe('tooLong');
  expect(passkeyNameProblem('   ')).toBe('empty');
  expect(passkeyNameProblem('')).toBe('empty');
});

it('refuses control characters and bidirectional overrides', () => {
  for (const name of [
    'Bell\u0007',
    'Two\nlines',
    'Tab\tbed',
    'Del\u007f',
    'C1\u0085',
    'Flip\u202Eped',
    'Iso\u2066late',
  ])
    expect([name, passkeyNameProblem(name)]).toEqual([name, 'control']);
  expect(passkeyNameProblem('Škoda – Büro „Laptop“ 東京')).toBeNull();
});

it('is the rule of the contract: the schema says the same length', () => {
  const { passkeyName } = ownerSchema.definitions;
  expect([passkeyName.minLength, passkeyName.maxLength]).toEqual([1, PASSKEY_NAME_MAX]);
  const pattern = new RegExp(passkeyName.pattern, 'u');
  for (const name of ['Bell\u0007', 'Flip\u202Eped', 'C1\u0085']) expect(pattern.test(name)).toBe(false);
  expect(pattern.test('Work laptop')).toBe(true);
});
