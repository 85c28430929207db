import { baseName, type Definitions } from './definitions';
import { escapePointer, lineOf, type SourceFile } from './load';
import type { Problem } from './problems';

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
    const merged = { ...(all.get(language)?.texts ?? {}), ...texts };
    for (const key of Object.keys(texts)) {
      const visibleKey = key.endsWith('.aria') ? key.slice(0, -'.aria'.length) : undefined;
      const visible = visibleKey === undefined ? undefined : merged[visibleKey];
      const spoken = merged[key];
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
): void {
  if (Array.isArray(base)) {
    if (!Array.isArray(other)) {
      out.push(problem(source, pointer, `must be a list like the ${baseLanguage} fragment (got ${kindOf(other)})`));
      return;
    }
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
      else sameShape(source, here, value, other[key], baseLanguage, out);
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

/**
 * Content coverage of every language the markets ship: its texts have every key of the base bundle, and each
 * fragment category answers it with its own words. Locale bundles (xx-yy.json) are optional and partial.
 * Without a valid base bundle there is nothing to measure against (the required-files check says so).
 */
export function contentCoverage(defs: Definitions, base: string): ContentCoverage {
  const all = bundles(defs);
  const baseBundle = defs.content.find((c) => c.data.locale === base);
  if (!baseBundle) return { languages: [], problems: [] };
  const baseKeys = Object.keys(baseBundle.data.texts);
  const shipped = shippedLocales(defs);
  const problems: Problem[] = [];
  const fragments = [...defs.fragments].sort((a, b) => a.data.category.localeCompare(b.data.category));

  for (const f of fragments) {
    const { fragments: byLocale, languageIndependent } = f.data;
    for (const [locale, fragment] of Object.entries(byLocale)) {
      if (locale === base) continue;
      if (languageIndependent)
        problems.push(
          problem(
            f.source,
            `/fragments/${escapePointer(locale)}`,
            `is not needed: the category is language independent, its ${base} entry serves every language`,
          ),
        );
      else sameShape(f.source, `/fragments/${escapePointer(locale)}`, byLocale[base], fragment, base, problems);
    }
    for (const [locale, fragment] of Object.entries(byLocale))
      countryCodes(f.source, `/fragments/${escapePointer(locale)}`, fragment, problems);
  }

  const languages = [...shipped].map(([language, locales]): LanguageCoverage => {
    const texts = textCoverage(language, locales, all, baseKeys, base);
    problems.push(...texts.problems);
    let covered = 0;
    for (const f of fragments) {
      const byLocale = f.data.fragments;
      if (
        f.data.languageIndependent ||
        byLocale[language] !== undefined ||
        locales.every((l) => byLocale[l] !== undefined)
      )
        covered += 1;
      else
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
