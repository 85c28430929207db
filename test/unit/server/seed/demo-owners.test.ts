import { site } from '../../../../src/generated/site';
import { demoOwnerRecords } from '../../../../src/server/seed/demo-owners';

/**
 * A demo owner lives in their market's letters: a Greek owner at "Οδός Ερμού 20, Αθήνα", not at a transliteration.
 * The script of a language is the one its font subset draws (site.json fontPreloads), Latin unless it names another.
 */
const SCRIPTS: Record<string, RegExp> = { greek: /\p{Script=Greek}/u, thai: /\p{Script=Thai}/u };

function scriptOf(language: string): string {
  const subsets = site.fontPreloads.byLanguage[language] ?? [];
  return Object.keys(SCRIPTS).find((script) => subsets.some((s) => s.includes(`-${script}-`))) ?? 'latin';
}

const letters = (s: string) => [...s].filter((c) => /\p{L}/u.test(c));
const inScript = (script: string, c: string) =>
  script === 'latin' ? /\p{Script=Latin}/u.test(c) : SCRIPTS[script]!.test(c);

it.each(demoOwnerRecords.map((o) => [o.marketId, o] as const))(
  'the demo owner of %s has a name and address in the letters of its language',
  (marketId, o) => {
    const script = scriptOf(marketId.slice(-5, -3));
    const words = [o.firstName, o.lastName, ...Object.values(o.address ?? {})].join(' ');
    expect(letters(words).filter((c) => !inScript(script, c))).toEqual([]);
  },
);

it('knows the Greek and Thai letters apart from Latin: the check fails for real', () => {
  expect(scriptOf('el')).toBe('greek');
  expect(scriptOf('th')).toBe('thai');
  expect(scriptOf('de')).toBe('latin');
  expect(letters('Odos Ermou').filter((c) => !inScript('greek', c)).length).toBeGreaterThan(0);
});
