import { baseName, type Definitions } from './definitions';
import { escapePointer, lineOf, type SourceFile } from './load';
import type { Problem } from './problems';
import { fragmentChain, fragmentKey, keyLocale, type FragmentScope } from '../src/lib/content/fragment-chain';

/** How much of the base language's content one shipped language has. */
export interface LanguageCoverage {
  language: string;
  /** Keys of the base bundle this language has (the weakest of its locales, when it has no bundle of its own). */
  keys: number;
  totalKeys: number;
  /** Fragment categories that answer this language with its own words (or need none). */
  fragments: number;
  totalFragments: number;
}

export interface ContentCoverage {
  languages: LanguageCoverage[];
  problems: Problem[];
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function problem(source: SourceFile, pointer: string, message: string): Problem {
  const line = lineOf(source, pointer);
  return { file: source.file, pointer, message, ...(line ? { line } : {}) };
}

/**
 * The locales of every language entry by language (de -> de-at, de-ch, de-de), read as far as the country
 * files allow: a country that fails its schema still ships the entries it names.
 */
export function shippedLocales(defs: Definitions): Map<string, string[]> {
  const byLanguage = new Map<string, Set<string>>();
  for (const f of defs.found.get('country') ?? []) {
    const list = isObject(f.data) ? f.data.regionConfigurations : undefined;
    if (!Array.isArray(list)) continue;
    for (const e of list as unknown[]) {
      const lr = isObject(e) ? e.languageRegionCode : undefined;
      if (typeof lr !== 'string' || !/^[a-z]{2}-[a-z]{2}$/.test(lr)) continue; // the schema reports a malformed code
      const language = lr.slice(0, 2);
      byLanguage.set(language, (byLanguage.get(language) ?? new Set()).add(lr));
    }
  }
  return new Map([...byLanguage].sort(([a], [b]) => a.localeCompare(b)).map(([l, s]) => [l, [...s].sort()]));
}

/** A language entry as content sees it: its brand, its country's region group and its locale. */
export interface ShippedEntry {
  brand?: string;
  region?: string;
  locale: string;
}

/**
 * Every language entry of every country file with its brand and region group (fmaRegion), read as far as the files
 * allow, like shippedLocales.
 */
export function shippedEntries(defs: Definitions): ShippedEntry[] {
  const out: ShippedEntry[] = [];
  for (const f of defs.found.get('country') ?? []) {
    if (!isObject(f.data) || !Array.isArray(f.data.regionConfigurations)) continue;
    const region = typeof f.data.fmaRegion === 'string' ? f.data.fmaRegion : undefined;
    for (const e of f.data.regionConfigurations as unknown[]) {
      const locale = isObject(e) ? e.languageRegionCode : undefined;
      if (typeof locale !== 'string' || !/^[a-z]{2}-[a-z]{2}$/.test(locale)) continue;
      const brand = isObject(e) && typeof e.brand === 'string' ? e.brand : undefined;
      out.push({ locale, ...(brand ? { brand } : {}), ...(region ? { region } : {}) });
    }
  }
  return out;
}

/** Each content bundle that has a texts object, by file name (de, pt-br), valid or not. */
function bundles(defs: Definitions): Map<string, { source: SourceFile; texts: Json }> {
  const out = new Map<string, { source: SourceFile; texts: Json }>();
  for (const source of defs.found.get('content') ?? []) {
    const texts = isObject(source.data) ? source.data.texts : undefined;
    if (isObject(texts)) out.set(baseName(source.file), { source, texts });
  }
  return out;
}

/** i18next's plural suffixes: a count's text has one key per plural category of the language. */
const PLURAL_KEY = /^(.+)_(zero|one|two|few|many|other)$/;

/**
 * The keys a language needs: every key of the base bundle, except that a count's text needs the language's own
 * plural categories (Polish loyalty.points_one, _few, _many, _other; Thai only _other), not the base's.
 */
export function requiredKeys(baseKeys: string[], language: string): { key: string; plural?: string }[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const out = new Map<string, { key: string; plural?: string }>();
  for (const key of baseKeys) {
    const stem = PLURAL_KEY.exec(key)?.[1];
    if (stem === undefined) out.set(key, { key });
    else
      for (const category of categories)
        out.set(`${stem}_${category}`, { key: `${stem}_${category}`, plural: category });
  }
  return [...out.values()];
}

/** The texts of one language: each bundle that stands for it must have every key of the base bundle. */
function textCoverage(
  language: string,
  locales: string[],
  all: ReturnType<typeof bundles>,
  baseKeys: string[],
  base: string,
) {
  // A locale bundle refines its language's bundle; only where the language has none does it stand alone.
  const own = all.get(language);
  const standing = own ? [own] : locales.map((l) => all.get(l));
  const required = requiredKeys(baseKeys, language);
  const problems: Problem[] = [];
  let keys = required.length;
  for (const bundle of standing) {
    if (!bundle) {
      keys = 0;
      continue;
    } // no bundle at all: the check of the language entries reports it
    const missing = required.filter(({ key }) => bundle.texts[key] === undefined);
    for (const { key, plural } of missing) {
      problems.push(
        problem(
          bundle.source,
          `/texts/${escapePointer(key)}`,
          plural
            ? `missing plural form "${plural}" that ${language} counts need: ${key}`
            : `missing key that ${base}.json has: ${key}`,
        ),
      );
    }
    keys = Math.min(keys, required.length - missing.length);
  }
  return { keys, totalKeys: required.length, problems };
}

/**
 * WCAG 2.5.3 (label in name): an accessible name (key.aria) contains the visible text of its control (key), so a
 * person who says what they see reaches it. Checked in every bundle, locale ones included.
 */
function labelInName(all: ReturnType<typeof bundles>): Problem[] {
  const problems: Problem[] = [];
  for (const [name, { source, texts }] of all) {
    const language = name.split('-')[0] ?? name;
    // A locale's text, else its language's: looked up, not merged (a copy of every bundle made each check slow).
    const base = all.get(language)?.texts ?? {};
    const textOf = (key: string): unknown => (Object.hasOwn(texts, key) ? texts[key] : base[key]);
    for (const key of Object.keys(texts)) {
      if (!key.endsWith('.aria')) continue;
      const visibleKey = key.slice(0, -'.aria'.length);
      const visible = textOf(visibleKey);
      const spoken = textOf(key);
      if (typeof visible !== 'string' || typeof spoken !== 'string') continue;
      if (!spoken.toLocaleLowerCase(language).includes(visible.toLocaleLowerCase(language))) {
        problems.push(
          problem(
            source,
            `/texts/${escapePointer(key)}`,
            `must contain the visible text of ${visibleKey} ("${visible}"): an accessible name holds its label (WCAG 2.5.3)`,
          ),
        );
      }
    }
  }
  return problems;
}

const kindOf = (v: unknown) =>
  Array.isArray(v) ? 'a list' : isObject(v) ? 'an object' : v === null ? 'null' : `a ${typeof v}`;

/**
 * Compares a translated fragment with the base one: same keys, lists of the same length, the same kinds of
 * values. A locale's fragment replaces its language's whole, so it too must be complete.
 */
function sameShape(
  source: SourceFile,
  pointer: string,
  base: unknown,
  other: unknown,
  baseLanguage: string,
  out: Problem[],
  lists: 'same lists' | 'own lists' = 'same lists',
): void {
  if (Array.isArray(base)) {
    if (!Array.isArray(other)) {
      out.push(problem(source, pointer, `must be a list like the ${baseLanguage} fragment (got ${kindOf(other)})`));
      return;
    }
    // A brand's or region's own English entry may list other items: its translations are held to it instead.
    if (lists === 'own lists') return;
    if (other.length !== base.length)
      out.push(
        problem(
          source,
          pointer,
          `must have ${base.length} items like the ${baseLanguage} fragment (got ${other.length})`,
        ),
      );
    base.forEach((item, i) => {
      if (i < other.length) sameShape(source, `${pointer}/${i}`, item, other[i], baseLanguage, out);
    });
  } else if (isObject(base)) {
    if (!isObject(other)) {
      out.push(problem(source, pointer, `must be an object like the ${baseLanguage} fragment (got ${kindOf(other)})`));
      return;
    }
    for (const [key, value] of Object.entries(base)) {
      const here = `${pointer}/${escapePointer(key)}`;
      if (other[key] === undefined)
        out.push(problem(source, here, `missing key that the ${baseLanguage} fragment has: ${key}`));
      else sameShape(source, here, value, other[key], baseLanguage, out, lists);
    }
    for (const key of Object.keys(other)) {
      if (base[key] === undefined)
        out.push(
          problem(
            source,
            `${pointer}/${escapePointer(key)}`,
            `"${key}" is not a key of the ${baseLanguage} fragment (check its spelling)`,
          ),
        );
    }
  } else if (typeof base !== typeof other) {
    out.push(
      problem(source, pointer, `must be ${kindOf(base)} like the ${baseLanguage} fragment (got ${kindOf(other)})`),
    );
  }
}

const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** A code ICU names as a country, in its canonical form (GB, not the alias UK), since the service names it. */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || code === 'ZZ') return false;
  return Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}` && REGION_NAMES.of(code) !== undefined;
}

/** Every countryCode in a fragment: the content service turns it into a name, so it must name a country. */
function countryCodes(source: SourceFile, pointer: string, value: unknown, out: Problem[]): void {
  if (Array.isArray(value)) value.forEach((v, i) => countryCodes(source, `${pointer}/${i}`, v, out));
  if (!isObject(value)) return;
  for (const [key, v] of Object.entries(value)) {
    const here = `${pointer}/${escapePointer(key)}`;
    if (key === 'countryCode' && typeof v === 'string' && !isCountryCode(v)) {
      out.push(
        problem(
          source,
          here,
          `"${v}" is not an ISO 3166 two-letter country code (the content service names the country from it)`,
        ),
      );
    } else countryCodes(source, here, v, out);
  }
}

const languageOf = (locale: string) => locale.split('-')[0] ?? locale;

/** The brand ids and region groups an entry key may name; undefined while either file is missing or invalid. */
function scopeIds(defs: Definitions): { brands: Set<string>; regions: Set<string> } | undefined {
  if (!defs.brands || !defs.regions) return undefined;
  return {
    brands: new Set(defs.brands.data.brands.map((b) => b.id)),
    regions: new Set(Object.keys(defs.regions.data.regions)),
  };
}

/**
 * An entry key, [brand/][region/]xx[-yy], as brand, region and locale; a message when it names a brand or region the
 * data does not have. Without the brands and regions files a scoped key cannot be read (their own check reports them).
 */
function parseEntryKey(key: string, ids: ReturnType<typeof scopeIds>): FragmentScope | string | undefined {
  const parts = key.split('/');
  const locale = keyLocale(key);
  if (parts.length === 1) return { locale };
  if (!ids) return undefined;
  const [first = '', second = ''] = parts;
  if (parts.length === 2) {
    if (ids.brands.has(first)) return { brand: first, locale };
    if (ids.regions.has(first)) return { region: first, locale };
    return `"${first}" is neither a brand of markets/brands.json (${[...ids.brands].join(', ')}) nor a region of markets/regions.json (${[...ids.regions].join(', ')})`;
  }
  if (!ids.brands.has(first))
    return `"${first}" must be a brand of markets/brands.json (${[...ids.brands].join(', ')}): brand, then region, then language`;
  if (!ids.regions.has(second))
    return `"${second}" must be a region of markets/regions.json (${[...ids.regions].join(', ')}): brand, then region, then language`;
  return { brand: first, region: second, locale };
}

const scopeName = ({ brand, region }: Omit<FragmentScope, 'locale'>) =>
  brand && region ? `${brand} in region ${region}` : brand ? brand : `region ${region ?? ''}`;

/**
 * Each brand or region with entries of its own must answer every language its markets ship in that language (its
 * own entry for the language, or for every locale of it), so that no page of the brand or region falls back to the
 * general words, or to English. Reports what is missing; returns the languages left uncovered.
 */
function scopeCoverage(
  f: Definitions['fragments'][number],
  keys: Map<string, FragmentScope>,
  entries: ShippedEntry[],
  out: Problem[],
): string[] {
  const byScope = new Map<string, { scope: Omit<FragmentScope, 'locale'>; first: string }>();
  for (const [key, { brand, region }] of keys) {
    if (!brand && !region) continue;
    const id = fragmentKey({ brand, region, locale: '' });
    if (!byScope.has(id)) byScope.set(id, { scope: { brand, region }, first: key });
  }
  const gaps: string[] = [];
  for (const { scope, first } of byScope.values()) {
    const served = entries.filter(
      (e) => (!scope.brand || e.brand === scope.brand) && (!scope.region || e.region === scope.region),
    );
    if (served.length === 0) {
      out.push(
        problem(f.source, `/fragments/${escapePointer(first)}`, `is never served: no market is of ${scopeName(scope)}`),
      );
      continue;
    }
    if (f.data.languageIndependent) continue;
    const locales = new Map<string, Set<string>>();
    for (const e of served)
      locales.set(languageOf(e.locale), (locales.get(languageOf(e.locale)) ?? new Set()).add(e.locale));
    for (const [language, set] of [...locales].sort(([a], [b]) => a.localeCompare(b))) {
      const has = (l: string) => f.data.fragments[fragmentKey({ ...scope, locale: l })] !== undefined;
      if (has(language) || [...set].every(has)) continue;
      gaps.push(language);
      out.push(
        problem(
          f.source,
          `/fragments/${escapePointer(fragmentKey({ ...scope, locale: language }))}`,
          `missing language that the markets of ${scopeName(scope)} ship: ${language} (${[...set].sort().join(', ')})`,
        ),
      );
    }
  }
  return gaps;
}

/**
 * Content coverage of every language the markets ship: its texts have every key of the base bundle, and each
 * fragment category answers it with its own words, for every brand and region with entries of its own too (the chain
 * of src/lib/content/fragment-chain.ts). Locale bundles (xx-yy.json) are optional and partial.
 * Without a valid base bundle there is nothing to measure against (the required-files check says so).
 */
export function contentCoverage(defs: Definitions, base: string): ContentCoverage {
  const all = bundles(defs);
  const baseBundle = defs.content.find((c) => c.data.locale === base);
  if (!baseBundle) return { languages: [], problems: [] };
  const baseKeys = Object.keys(baseBundle.data.texts);
  const shipped = shippedLocales(defs);
  const entries = shippedEntries(defs);
  const problems: Problem[] = [];
  const fragments = [...defs.fragments].sort((a, b) => a.data.category.localeCompare(b.data.category));

  const ids = scopeIds(defs);
  // category|language pairs that some brand or region entry leaves to the general words
  const scopeGaps = new Set<string>();
  for (const f of fragments) {
    const { fragments: byLocale, languageIndependent } = f.data;
    const keys = new Map<string, FragmentScope>();
    for (const key of Object.keys(byLocale)) {
      const parsed = parseEntryKey(key, ids);
      if (typeof parsed === 'string') problems.push(problem(f.source, `/fragments/${escapePointer(key)}`, parsed));
      else if (parsed) keys.set(key, parsed);
    }
    for (const [key, scope] of keys) {
      if (key === base) continue;
      const pointer = `/fragments/${escapePointer(key)}`;
      const inBase = languageOf(scope.locale) === base;
      // Language independent: English alone serves every language, of the category or of one brand or region.
      if (languageIndependent && scope.locale !== base) {
        const own = fragmentKey({ ...scope, locale: base });
        problems.push(
          problem(
            f.source,
            pointer,
            `is not needed: the category is language independent, its ${own} entry serves every language`,
          ),
        );
        continue;
      }
      // The entry it replaces: the nearest English one on its chain (lincoln/fr <- lincoln/en <- en).
      const ref = fragmentChain({ ...scope, locale: base }).find((k) => k !== key && byLocale[k] !== undefined);
      if (ref === undefined) continue;
      const refScope = keys.get(ref);
      const ownEnglish = inBase && (refScope?.brand !== scope.brand || refScope?.region !== scope.region);
      sameShape(
        f.source,
        pointer,
        byLocale[ref],
        byLocale[key],
        ref,
        problems,
        ownEnglish ? 'own lists' : 'same lists',
      );
    }
    for (const [locale, fragment] of Object.entries(byLocale))
      countryCodes(f.source, `/fragments/${escapePointer(locale)}`, fragment, problems);
    for (const gap of scopeCoverage(f, keys, entries, problems)) scopeGaps.add(`${f.data.category}|${gap}`);
  }

  const languages = [...shipped].map(([language, locales]): LanguageCoverage => {
    const texts = textCoverage(language, locales, all, baseKeys, base);
    problems.push(...texts.problems);
    let covered = 0;
    for (const f of fragments) {
      const byLocale = f.data.fragments;
      const general =
        f.data.languageIndependent ||
        byLocale[language] !== undefined ||
        locales.every((l) => byLocale[l] !== undefined);
      if (general) {
        if (!scopeGaps.has(`${f.data.category}|${language}`)) covered += 1;
      } else
        problems.push(
          problem(
            f.source,
            `/fragments/${language}`,
            `missing language that the markets ship: ${language} (${locales.join(', ')})`,
          ),
        );
    }
    return {
      language,
      keys: texts.keys,
      totalKeys: texts.totalKeys,
      fragments: covered,
      totalFragments: fragments.length,
    };
  });
  problems.push(...labelInName(all));
  return { languages, problems };
}

/** One line per language, e.g. `content de: 70/70 keys, fragments 6/6`. */
export function describeCoverage(languages: LanguageCoverage[]): string[] {
  return languages.map(
    (c) => `content ${c.language}: ${c.keys}/${c.totalKeys} keys, fragments ${c.fragments}/${c.totalFragments}`,
  );
}
