import { chooseFragment, fragmentChain, fragmentKey, keyLocale } from '../../../../src/lib/content/fragment-chain';

describe('the fallback chain of content fragments', () => {
  it('goes from brand and region to brand, region and general, in the locale, then its language, then English', () => {
    expect(fragmentChain({ brand: 'lincoln', region: 'na', locale: 'fr-CA' })).toEqual([
      'lincoln/na/fr-ca',
      'lincoln/na/fr',
      'lincoln/fr-ca',
      'lincoln/fr',
      'na/fr-ca',
      'na/fr',
      'fr-ca',
      'fr',
      'lincoln/na/en',
      'lincoln/en',
      'na/en',
      'en',
    ]);
  });

  it('is the locale, its language and English without a brand or region', () => {
    expect(fragmentChain({ locale: 'de-at' })).toEqual(['de-at', 'de', 'en']);
    expect(fragmentChain({ region: 'eu', locale: 'de' })).toEqual(['eu/de', 'de', 'eu/en', 'en']);
  });

  it('names each step once for an English page', () => {
    expect(fragmentChain({ brand: 'lincoln', region: 'na', locale: 'en-us' })).toEqual([
      'lincoln/na/en-us',
      'lincoln/na/en',
      'lincoln/en-us',
      'lincoln/en',
      'na/en-us',
      'na/en',
      'en-us',
      'en',
    ]);
  });
});

describe('choosing the fragment a page gets', () => {
  const entries = {
    en: 'general English',
    fr: 'general French',
    'lincoln/en': 'Lincoln English',
    'lincoln/es': 'Lincoln Spanish',
    'na/en': 'Americas English',
  };

  it("gives a brand's page its brand's entry, before its region's and the general one", () => {
    expect(chooseFragment(entries, { brand: 'lincoln', region: 'na', locale: 'en-us' })).toEqual({
      key: 'lincoln/en',
      fragment: 'Lincoln English',
    });
    expect(chooseFragment(entries, { brand: 'lincoln', region: 'na', locale: 'es-mx' })?.key).toBe('lincoln/es');
  });

  it("gives another brand's page of the region the region's entry, and a page elsewhere the general one", () => {
    expect(chooseFragment(entries, { brand: 'product', region: 'na', locale: 'en-ca' })?.key).toBe('na/en');
    expect(chooseFragment(entries, { brand: 'product', region: 'eu', locale: 'en-gb' })?.key).toBe('en');
  });

  it("prefers the page's language to a brand's English: a French page never gets English words it could have in French", () => {
    expect(chooseFragment(entries, { brand: 'lincoln', region: 'na', locale: 'fr-ca' })?.key).toBe('fr');
  });

  it("falls back to English, the brand's first, for a language without content", () => {
    expect(chooseFragment(entries, { brand: 'lincoln', region: 'na', locale: 'ja-jp' })?.key).toBe('lincoln/en');
    expect(chooseFragment(entries, { brand: 'product', region: 'apa', locale: 'ja-jp' })?.key).toBe('en');
    expect(chooseFragment({ de: 'x' }, { locale: 'ja-jp' })).toBeUndefined();
  });
});

it('writes and reads entry keys as the fragment files name them', () => {
  expect(fragmentKey({ brand: 'lincoln', region: 'na', locale: 'EN-us' })).toBe('lincoln/na/en-us');
  expect(fragmentKey({ region: 'eu', locale: 'de' })).toBe('eu/de');
  expect(keyLocale('lincoln/na/fr-ca')).toBe('fr-ca');
  expect(keyLocale('de')).toBe('de');
});
