import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import { createAjv, loadSchemas } from '../../../../generator/schema-check';
import words from '../../../../markets/reserved-words.json';
import { bannedNameMatcher, normaliseWords } from '../../../../src/lib/forms/banned-names';

/**
 * Fixture lists, shaped like markets/reserved-words.json (lower case, one space between words, the straight
 * apostrophe): single and multi-word entries, accented ones. The matcher is tested on these; the shipped lists are
 * checked in the last block, as data.
 */
const fixture = {
  en: ['admin', 'tester', 'customer service'],
  fr: ['modérateur', 'mot de passe', 'service clientèle', "nom d'utilisateur"],
};
const isBanned = bannedNameMatcher([fixture.en, fixture.fr]);
const isShippedBanned = bannedNameMatcher([words.en, words.fr]);
const key = (entry: string) => normaliseWords(entry).join(' ');
const ORDINARY = [
  'Anna Schmidt',
  '12 Rue de la Paix',
  'Hauptstraße 5',
  'Jean-Luc Picard',
  'Ørsted',
  'Max Mustermann',
  'Rose Paris',
  '221B Baker Street',
  '1 Main Street',
  'Avenue des Champs-Élysées',
  'Chemin du Moulin',
  'Marie-Claire Dubois',
  "Jeanne d'Arc",
];

describe('bannedNameMatcher', () => {
  it('normalises a value into comparison keys', () => {
    expect(normaliseWords('  Mot\u00A0de  PASSÉ ')).toEqual(['mot', 'de', 'passe']);
    expect(normaliseWords(' \t ')).toEqual([]);
  });

  it('fails a value holding a reserved word anywhere, in any case', () => {
    expect(isBanned('the admin team')).toBe(true);
    expect(isBanned('Admin')).toBe(true);
    expect(isBanned('  ADMIN  ')).toBe(true);
    expect(isBanned('Bob the Tester')).toBe(true);
  });

  it('matches whole words only', () => {
    expect(isBanned('administration')).toBe(false);
    expect(isBanned('Badminton')).toBe(false);
    expect(isBanned('admin-istration')).toBe(false);
  });

  it('fails French entries, single and multi-word, alone or embedded', () => {
    expect(isBanned('Modérateur')).toBe(true);
    expect(isBanned('mot de passe')).toBe(true);
    expect(isBanned('mon mot de passe 2')).toBe(true);
    expect(isBanned('Service Clientèle')).toBe(true);
  });

  it('does not join words across entries or across gaps', () => {
    expect(isBanned('mot')).toBe(false);
    expect(isBanned('mot de')).toBe(false);
    expect(isBanned('passe')).toBe(false);
    expect(isBanned('customer')).toBe(false);
    expect(isBanned('customer and service')).toBe(false);
    expect(isBanned('customer service')).toBe(true);
    expect(isBanned('Acme Customer Service Ltd')).toBe(true);
  });

  it('folds accents both ways, in composed and decomposed input', () => {
    expect(isBanned('moderateur')).toBe(true);
    expect(isBanned('MODÉRATEUR')).toBe(true);
    expect(isBanned('mode\u0301rateur')).toBe(true);
    expect(bannedNameMatcher([['cafe']])('Café')).toBe(true);
    expect(bannedNameMatcher([['café']])('CAFE')).toBe(true);
  });

  it('splits on any whitespace and reads the typographic apostrophe as the straight one', () => {
    expect(isBanned('mot\u00A0de\tpasse')).toBe(true);
    expect(isBanned('customer\u2003\nservice')).toBe(true);
    expect(isBanned('nom d\u2019utilisateur')).toBe(true);
  });

  it('passes empty and blank values (other rules handle emptiness)', () => {
    expect(isBanned('')).toBe(false);
    expect(isBanned(' \t\u00A0')).toBe(false);
    expect(bannedNameMatcher([])('admin')).toBe(false);
  });

  it.each(ORDINARY)('passes the ordinary name or address %s', (value) => {
    expect(isBanned(value)).toBe(false);
  });

  it('fails every entry of its lists, in upper case and between other words', () => {
    const missed = [...fixture.en, ...fixture.fr].filter((entry) => !isBanned(`Anna ${entry.toUpperCase()} 12`));
    expect(missed).toEqual([]);
  });
});

describe('markets/reserved-words.json', () => {
  it.each(ORDINARY)('lets the ordinary name or address %s through', (value) => {
    expect(isShippedBanned(value)).toBe(false);
  });

  it('has every entry refused by the matcher, in upper case and between other words', () => {
    const missed = [...words.en, ...words.fr].filter((entry) => !isShippedBanned(`Anna ${entry.toUpperCase()} 12`));
    expect(missed).toEqual([]);
  });

  it('is large, in English and French, with multi-word entries', () => {
    expect(words.en.length).toBeGreaterThanOrEqual(350);
    expect(words.fr.length).toBeGreaterThanOrEqual(250);
    expect([...words.en, ...words.fr].filter((entry) => entry.includes(' ')).length).toBeGreaterThanOrEqual(60);
  });

  it.each([
    ['en', words.en],
    ['fr', words.fr],
  ])('lists each %s entry once, even with accents folded', (_lang, list) => {
    const keys = list.map(key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('leaves out ordinary words, names and address words', () => {
    const all = new Set([...words.en, ...words.fr].map(key));
    const ordinary = [
      'administration',
      'max',
      'jean',
      'rose',
      'paris',
      'street',
      'rue',
      'avenue',
      'main',
      'road',
      'chemin',
      'place',
      'de',
      'la',
      'the',
    ];
    expect(ordinary.filter((word) => all.has(word))).toEqual([]);
  });

  it('validates against its schema, which refuses malformed entries', () => {
    const ajv = createAjv(loadSchemas(path.join(__dirname, '../../../../schemas')));
    const validate = ajv.getSchema('reserved-words.schema.json') as ValidateFunction;
    expect(validate(words)).toBe(true);
    const few = Array.from({ length: 100 }, (_, i) => `word${i}`);
    expect(validate({ en: few, fr: few })).toBe(true);
    for (const bad of ['Admin', ' admin', 'mot  de passe', 'nom d\u2019utilisateur', 'admin!', '']) {
      expect(validate({ en: [...few, bad], fr: few })).toBe(false);
    }
    expect(validate({ en: [...few, 'word1'], fr: few })).toBe(false);
    expect(validate({ en: few })).toBe(false);
  });
});
