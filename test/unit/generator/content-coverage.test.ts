import {
  contentCoverage,
  describeCoverage,
  isCountryCode,
  requiredKeys,
  shippedLocales,
} from '../../../generator/content-coverage';
import { groupDefinitions, type Definitions } from '../../../generator/definitions';
import { parseFiles, type FileTexts } from '../../../generator/load';
import { checkDefinitions } from '../../../generator/pipeline';
import { formatProblem } from '../../../generator/problems';
import type { ContentBundle } from '../../../src/generated/types/content';
import type { ContentFragmentFile } from '../../../src/generated/types/content-fragment';
import { editJson, realTexts } from '../../support/definitions';

/** A small tree of definitions, path -> data; the coverage rules read no more than these fields. */
function tree(files: Record<string, unknown>): Definitions {
  const texts: FileTexts = new Map(Object.entries(files).map(([file, data]) => [file, JSON.stringify(data, null, 2)]));
  return groupDefinitions(parseFiles(texts).files, new Set());
}

const country = (...locales: string[]) => ({
  regionConfigurations: locales.map((languageRegionCode) => ({ languageRegionCode })),
});
const bundle = (locale: string, texts: Record<string, string>) => ({ locale, texts });
const fragmentFile = (category: string, fragments: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  category,
  ...extra,
  fragments,
});

const EN = bundle('en', { 'app.title': 'Owner account', 'app.signIn': 'Sign in' });
const SV = bundle('sv', { 'app.title': 'Ägarkonto', 'app.signIn': 'Logga in' });
const BANNER = {
  'markets/content/fragments/notification-banner.json': fragmentFile('notification-banner', {
    en: { closeLabel: 'Close' },
    sv: { closeLabel: 'Stäng' },
  }),
};

function problemsOf(defs: Definitions): string[] {
  return contentCoverage(defs, 'en').problems.map(formatProblem);
}

describe('texts', () => {
  it('reports each key of en.json a shipped language lacks, at the pointer where the key belongs', () => {
    const defs = tree({
      'markets/countries/se.json': country('sv-se'),
      'markets/content/en.json': EN,
      'markets/content/sv.json': bundle('sv', { 'app.title': 'Ägarkonto' }),
    });
    expect(problemsOf(defs)).toEqual([
      'markets/content/sv.json /texts/app.signIn: missing key that en.json has: app.signIn (line 3)',
    ]);
  });

  it('escapes a key in the pointer as JSON pointers do', () => {
    const defs = tree({
      'markets/countries/se.json': country('sv-se'),
      'markets/content/en.json': bundle('en', { 'a/b': 'x' }),
      'markets/content/sv.json': bundle('sv', {}),
    });
    expect(contentCoverage(defs, 'en').problems[0]?.pointer).toBe('/texts/a~1b');
  });

  it('does not ask anything of a language no market ships', () => {
    const defs = tree({
      'markets/countries/se.json': country('sv-se'),
      'markets/content/en.json': EN,
      'markets/content/sv.json': SV,
      'markets/content/ja.json': bundle('ja', {}),
    });
    expect(problemsOf(defs)).toEqual([]);
    expect(contentCoverage(defs, 'en').languages.map((c) => c.language)).toEqual(['sv']);
  });

  it('accepts a partial locale refinement when its language bundle is complete', () => {
    const defs = tree({
      'markets/countries/br.json': country('pt-br'),
      'markets/countries/pt.json': country('pt-pt'),
      'markets/content/en.json': EN,
      'markets/content/pt.json': bundle('pt', { 'app.title': 'Conta de proprietário', 'app.signIn': 'Iniciar sessão' }),
      'markets/content/pt-br.json': bundle('pt-br', { 'app.signIn': 'Entrar' }),
    });
    expect(problemsOf(defs)).toEqual([]);
  });

  it('holds a locale bundle to every key when its language has no bundle of its own', () => {
    const defs = tree({
      'markets/countries/br.json': country('pt-br'),
      'markets/content/en.json': EN,
      'markets/content/pt-br.json': bundle('pt-br', { 'app.signIn': 'Entrar' }),
    });
    expect(problemsOf(defs)).toEqual([
      'markets/content/pt-br.json /texts/app.title: missing key that en.json has: app.title (line 3)',
    ]);
    expect(contentCoverage(defs, 'en').languages).toEqual([
      { language: 'pt', keys: 1, totalKeys: 2, fragments: 0, totalFragments: 0 },
    ]);
  });

  it('asks each language for its own plural forms of a count, not English ones', () => {
    const points = { 'loyalty.points_one': '{{points}} point', 'loyalty.points_other': '{{points}} points' };
    const defs = tree({
      'markets/countries/pl.json': country('pl-pl'),
      'markets/countries/th.json': country('th-th'),
      'markets/content/en.json': bundle('en', points),
      // Polish lacks "few" and "many"; Thai has the only form it has.
      'markets/content/pl.json': bundle('pl', {
        'loyalty.points_one': '{{points}} punkt',
        'loyalty.points_other': '{{points}} punktu',
      }),
      'markets/content/th.json': bundle('th', { 'loyalty.points_other': '{{points}} คะแนน' }),
    });
    expect(contentCoverage(defs, 'en').problems.map((p) => `${p.file} ${p.pointer}: ${p.message}`)).toEqual([
      'markets/content/pl.json /texts/loyalty.points_few: missing plural form "few" that pl counts need: loyalty.points_few',
      'markets/content/pl.json /texts/loyalty.points_many: missing plural form "many" that pl counts need: loyalty.points_many',
    ]);
    expect(contentCoverage(defs, 'en').languages.map((c) => [c.language, c.keys, c.totalKeys])).toEqual([
      ['pl', 2, 4],
      ['th', 1, 1],
    ]);
    expect(requiredKeys(Object.keys(points), 'th')).toEqual([{ key: 'loyalty.points_other', plural: 'other' }]);
  });

  it('reports an accessible name that does not contain its visible text (WCAG 2.5.3), in any bundle', () => {
    const defs = tree({
      'markets/countries/th.json': country('th-th'),
      'markets/content/en.json': bundle('en', {
        'garage.remove': 'Remove',
        'garage.remove.aria': 'Remove {{vehicle}}',
      }),
      'markets/content/th.json': bundle('th', { 'garage.remove': 'นำออก', 'garage.remove.aria': 'นำ {{vehicle}} ออก' }),
    });
    expect(problemsOf(defs)).toEqual([
      'markets/content/th.json /texts/garage.remove.aria: must contain the visible text of garage.remove ("นำออก"): an accessible name holds its label (WCAG 2.5.3) (line 5)',
    ]);
  });

  it('measures nothing without an en bundle (the required-files check reports it)', () => {
    const defs = tree({ 'markets/countries/se.json': country('sv-se'), 'markets/content/sv.json': SV });
    expect(contentCoverage(defs, 'en')).toEqual({ languages: [], problems: [] });
  });
});

describe('fragments', () => {
  it('reports a category that lacks a language the markets ship, naming its locales', () => {
    const defs = tree({
      'markets/countries/se.json': country('sv-se'),
      'markets/countries/fi.json': country('fi-fi', 'sv-fi'),
      'markets/content/en.json': EN,
      'markets/content/sv.json': SV,
      'markets/content/fi.json': bundle('fi', { 'app.title': 'Omistajan tili', 'app.signIn': 'Kirjaudu sisään' }),
      ...BANNER,
    });
    expect(problemsOf(defs)).toEqual([
      'markets/content/fragments/notification-banner.json /fragments/fi: missing language that the markets ship: fi (fi-fi) (line 3)',
    ]);
  });

  it('counts a language whose every shipped locale has its own fragment', () => {
    const defs = tree({
      'markets/countries/br.json': country('pt-br'),
      'markets/countries/pt.json': country('pt-pt'),
      'markets/content/en.json': EN,
      'markets/content/pt.json': bundle('pt', { 'app.title': 'Conta', 'app.signIn': 'Entrar' }),
      'markets/content/fragments/return-link.json': fragmentFile('return-link', {
        en: { label: 'Back' },
        'pt-br': { label: 'Voltar' },
        'pt-pt': { label: 'Voltar' },
      }),
    });
    expect(problemsOf(defs)).toEqual([]);
    expect(contentCoverage(defs, 'en').languages[0]).toMatchObject({ language: 'pt', fragments: 1, totalFragments: 1 });
  });

  it('holds a translated fragment to the keys and list lengths of the en fragment', () => {
    const defs = tree({
      'markets/countries/se.json': country('sv-se'),
      'markets/content/en.json': EN,
      'markets/content/sv.json': SV,
      'markets/content/fragments/account-settings-forms.json': fragmentFile('account-settings-forms', {
        en: { heading: 'Marketing options', options: [{ optionName: 'Email' }, { optionName: 'Post' }] },
        sv: { rubrik: 'Marknadsföring', options: [{ optionName: 'E-post' }] },
      }),
    });
    expect(problemsOf(defs).sort()).toEqual([
      'markets/content/fragments/account-settings-forms.json /fragments/sv/heading: missing key that the en fragment has: heading (line 15)',
      'markets/content/fragments/account-settings-forms.json /fragments/sv/options: must have 2 items like the en fragment (got 1) (line 17)',
      'markets/content/fragments/account-settings-forms.json /fragments/sv/rubrik: "rubrik" is not a key of the en fragment (check its spelling) (line 16)',
    ]);
  });

  it('counts a language-independent category for every language and refuses a second entry in it', () => {
    const defs = tree({
      'markets/countries/se.json': country('sv-se'),
      'markets/content/en.json': EN,
      'markets/content/sv.json': SV,
      'markets/content/fragments/phone-number-dropdown.json': fragmentFile(
        'phone-number-dropdown',
        {
          en: { countries: [{ countryCode: 'SE' }] },
          de: { countries: [{ countryCode: 'SE' }] },
        },
        { languageIndependent: true },
      ),
    });
    expect(problemsOf(defs)).toEqual([
      'markets/content/fragments/phone-number-dropdown.json /fragments/de: is not needed: the category is language independent, its en entry serves every language (line 12)',
    ]);
    expect(contentCoverage(defs, 'en').languages[0]).toMatchObject({ language: 'sv', fragments: 1, totalFragments: 1 });
  });

  it('refuses a countryCode that names no country, since the content service names the country from it', () => {
    const defs = tree({
      'markets/content/en.json': EN,
      'markets/content/fragments/phone-number-dropdown.json': fragmentFile(
        'phone-number-dropdown',
        {
          en: { countries: [{ countryCode: 'GB' }, { countryCode: 'UK' }] },
        },
        { languageIndependent: true },
      ),
    });
    expect(problemsOf(defs)).toEqual([
      'markets/content/fragments/phone-number-dropdown.json /fragments/en/countries/1/countryCode: "UK" is not an ISO 3166 two-letter country code (the content service names the country from it) (line 11)',
    ]);
  });
});

describe('fragments of a brand or a region', () => {
  const BRANDS_AND_REGIONS = {
    'markets/brands.json': { brands: [{ id: 'product' }, { id: 'lincoln' }] },
    'markets/regions.json': { regions: { na: {}, eu: {} } },
  };
  /** A country of a region group whose entries are each of a brand: [brand, locale]. */
  const countryOf = (fmaRegion: string, ...entries: [string, string][]) => ({
    fmaRegion,
    regionConfigurations: entries.map(([brand, languageRegionCode]) => ({ brand, languageRegionCode })),
  });
  const FR = bundle('fr', { 'app.title': 'Compte', 'app.signIn': 'Connexion' });
  const AMERICAS = {
    ...BRANDS_AND_REGIONS,
    'markets/countries/ca.json': countryOf(
      'na',
      ['product', 'en-ca'],
      ['product', 'fr-ca'],
      ['lincoln', 'en-ca'],
      ['lincoln', 'fr-ca'],
    ),
    'markets/countries/fr.json': countryOf('eu', ['product', 'fr-fr']),
    'markets/content/en.json': EN,
    'markets/content/fr.json': FR,
  };
  const disclosures = (fragments: Record<string, unknown>) => ({
    'markets/content/fragments/disclosures.json': fragmentFile('disclosures', fragments),
  });

  it("wants every language the brand's or region's markets ship, so none of its pages falls back to the general words", () => {
    const defs = tree({
      ...AMERICAS,
      ...disclosures({
        en: { text: 'Features vary.' },
        fr: { text: 'Les fonctions varient.' },
        'lincoln/en': { text: 'Lincoln features vary.' },
      }),
    });
    expect(problemsOf(defs)).toEqual([
      'markets/content/fragments/disclosures.json /fragments/lincoln~1fr: missing language that the markets of lincoln ship: fr (fr-ca) (line 3)',
    ]);
    // French is not fully covered: Lincoln's French pages would get the general words.
    expect(contentCoverage(defs, 'en').languages).toEqual([
      expect.objectContaining({ language: 'en', fragments: 1 }),
      expect.objectContaining({ language: 'fr', fragments: 0, totalFragments: 1 }),
    ]);
  });

  it("accepts a brand's or region's entry for every locale of a language, and one for a brand in a region", () => {
    const defs = tree({
      ...AMERICAS,
      ...disclosures({
        en: { text: 'Features vary.' },
        fr: { text: 'Les fonctions varient.' },
        'na/en': { text: 'Features vary in the Americas.' },
        'na/fr-ca': { text: 'Les fonctions varient dans les Amériques.' },
        'lincoln/na/en': { text: 'Lincoln features vary.' },
        'lincoln/na/fr': { text: 'Les fonctions Lincoln varient.' },
      }),
    });
    expect(problemsOf(defs)).toEqual([]);
  });

  it('refuses a key that names no brand or region, or names them out of order', () => {
    const defs = tree({
      ...AMERICAS,
      ...disclosures({
        en: { text: 'Features vary.' },
        fr: { text: 'Les fonctions varient.' },
        'lincon/en': { text: 'Typo.' },
        'na/lincoln/en': { text: 'Out of order.' },
      }),
    });
    expect(problemsOf(defs)).toEqual([
      'markets/content/fragments/disclosures.json /fragments/lincon~1en: "lincon" is neither a brand of markets/brands.json (product, lincoln) nor a region of markets/regions.json (na, eu) (line 10)',
      'markets/content/fragments/disclosures.json /fragments/na~1lincoln~1en: "na" must be a brand of markets/brands.json (product, lincoln): brand, then region, then language (line 13)',
    ]);
  });

  it('refuses an entry no page would get: no market is of that brand in that region', () => {
    const defs = tree({
      ...AMERICAS,
      ...disclosures({
        en: { text: 'Features vary.' },
        fr: { text: 'Les fonctions varient.' },
        'lincoln/eu/fr': { text: 'Les fonctions Lincoln varient.' },
      }),
    });
    expect(problemsOf(defs)).toEqual([
      'markets/content/fragments/disclosures.json /fragments/lincoln~1eu~1fr: is never served: no market is of lincoln in region eu (line 10)',
    ]);
  });

  it("holds a brand's translations to its own English entry, which may list other items than the general one", () => {
    const defs = tree({
      ...AMERICAS,
      'markets/content/fragments/return-link.json': fragmentFile('return-link', {
        en: { label: 'Back', links: ['a'] },
        fr: { label: 'Retour', links: ['a'] },
        'lincoln/en': { label: 'Back', links: ['a', 'b'] },
        'lincoln/fr': { label: 'Retour', links: ['a'] },
      }),
    });
    expect(problemsOf(defs)).toEqual([
      'markets/content/fragments/return-link.json /fragments/lincoln~1fr/links: must have 2 items like the lincoln/en fragment (got 1) (line 25)',
    ]);
  });

  it('allows a language-independent category one English entry per brand or region, and nothing else', () => {
    const defs = tree({
      ...AMERICAS,
      'markets/content/fragments/help-router.json': fragmentFile(
        'help-router',
        {
          en: { topics: [{ id: 'a' }] },
          'lincoln/en': { topics: [{ id: 'a' }, { id: 'b' }] },
          'lincoln/fr': { topics: [{ id: 'a' }] },
        },
        { languageIndependent: true },
      ),
    });
    expect(problemsOf(defs)).toEqual([
      'markets/content/fragments/help-router.json /fragments/lincoln~1fr: is not needed: the category is language independent, its lincoln/en entry serves every language (line 22)',
    ]);
  });
});

it('knows ISO 3166 country codes in their canonical form only', () => {
  expect(['GB', 'DE', 'CZ', 'BR'].filter(isCountryCode)).toEqual(['GB', 'DE', 'CZ', 'BR']);
  expect(['UK', 'XX', 'ZZ', 'gb', 'GBR'].filter(isCountryCode)).toEqual([]);
});

it('ships the languages of every language entry, even of a country file that fails its schema', () => {
  const defs = tree({
    'markets/countries/ch.json': {
      name: 42,
      regionConfigurations: [
        { languageRegionCode: 'de-ch' },
        { languageRegionCode: 'fr-ch' },
        { languageRegionCode: 'DE_ch' },
      ],
    },
    'markets/countries/at.json': country('de-at'),
  });
  expect([...shippedLocales(defs)]).toEqual([
    ['de', ['de-at', 'de-ch']],
    ['fr', ['fr-ch']],
  ]);
});

it('prints one coverage line per language', () => {
  expect(describeCoverage([{ language: 'de', keys: 68, totalKeys: 70, fragments: 6, totalFragments: 6 }])).toEqual([
    'content de: 68/70 keys, fragments 6/6',
  ]);
});

describe('in the whole pipeline', () => {
  it('reports a key newly added to en.json as missing in every other shipped language', () => {
    const texts = editJson<ContentBundle>(realTexts(), 'markets/content/en.json', (d) => {
      d.texts['test.newKey'] = 'New';
    });
    const { problems, defs } = checkDefinitions({ texts });
    const others = [...shippedLocales(defs).keys()].filter((l) => l !== 'en');
    const reported = problems.filter((p) => p.message === 'missing key that en.json has: test.newKey');
    expect(reported.map((p) => `${p.file} ${p.pointer}`).sort()).toEqual(
      others.map((l) => `markets/content/${l}.json /texts/test.newKey`).sort(),
    );
  });

  it("wants a brand's or region's entry in every language its markets ship", () => {
    const texts = editJson<ContentFragmentFile>(realTexts(), 'markets/content/fragments/disclosures.json', (d) => {
      delete d.fragments['lincoln/fr'];
    });
    const { problems } = checkDefinitions({ texts });
    expect(problems.filter((p) => p.file === 'markets/content/fragments/disclosures.json').map(formatProblem)).toEqual([
      expect.stringContaining('/fragments/lincoln~1fr: missing language that the markets of lincoln ship: fr (fr-ca)'),
    ]);
  });

  // The one test that counts the shipped data: 18 languages, each answered by every fragment category. Their
  // texts are held to en.json by market-data.test.ts, which wants no problem at all.
  it('gives every shipped language every fragment category', () => {
    const { coverage } = checkDefinitions();
    expect(coverage).toHaveLength(18);
    for (const c of coverage) expect([c.language, c.fragments]).toEqual([c.language, c.totalFragments]);
  });
});
