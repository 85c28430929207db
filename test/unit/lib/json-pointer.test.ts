import { keptParts, pointed } from '../../../src/lib/json-pointer';

const answer = { value: { profile: { email: 'a@example.com' }, vehicles: [{ vin: 'V1' }], 'a/b': 1, 'c~d': 2 } };

it('reads a value by pointer, escapes included, and nothing where the answer has none', () => {
  expect(pointed(answer, '/value/vehicles/0/vin')).toBe('V1');
  expect(pointed(answer, '/value/a~1b')).toBe(1);
  expect(pointed(answer, '/value/c~0d')).toBe(2);
  expect(pointed(answer, '/value/missing/x')).toBeUndefined();
  expect(pointed(null, '/value')).toBeUndefined();
});

it('keeps only the named parts, each at its place, and leaves out a part the answer lacks', () => {
  expect(keptParts(answer, ['/value/profile', '/value/a~1b', '/value/none'])).toEqual({
    value: { profile: { email: 'a@example.com' }, 'a/b': 1 },
  });
  expect(keptParts(undefined, ['/value/profile'])).toEqual({});
});
