import { createRequire } from 'node:module';
import type { Site } from '../src/generated/types/site';
import { keyLocale } from '../src/lib/content/fragment-chain';

/*
 * Soft hyphens in the long words of headings (site.headingHyphenation), placed by the TeX hyphenation patterns of the
 * language (the hyphen package): a German "Kommunikationseinstellungen" then breaks as "Kommunikations-" on a phone
 * in every browser, also where CSS hyphens: auto has no dictionary.
 */

// The patterns of one language at a time, as the bundles ask for them.
const load = createRequire(__filename);
type Hyphenate = (text: string, options: { hyphenChar: string; minWordLength: number }) => string;

/** A text key that names a heading: a screen's title, or a key of a heading or title. */
export const isHeadingKey = (key: string) => /(^screen\.[^.]+\.title$)|\.(heading|title)$/.test(key);
/** A fragment field that holds a heading. */
const isHeadingField = (name: string) => /^(heading|title)$|Heading$/.test(name);

function hyphenatorFor(locale: string, rule: Site['headingHyphenation']): ((text: string) => string) | null {
  const language = locale.slice(0, 2);
  if (!rule || !rule.languages.includes(language)) return null;
  // Norwegian's patterns are those of Bokmål.
  const patterns = language === 'no' ? 'nb' : language;
  const { hyphenateSync } = load(`hyphen/${patterns}`) as { hyphenateSync: Hyphenate };
  return (text) => hyphenateSync(text, { hyphenChar: '\u00AD', minWordLength: rule.minWordLength });
}

/** The texts of a bundle with their headings hyphenated. */
export function hyphenateTexts(
  locale: string,
  texts: Record<string, string>,
  rule: Site['headingHyphenation'],
): Record<string, string> {
  const hyphenate = hyphenatorFor(locale, rule);
  if (!hyphenate) return texts;
  return Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, isHeadingKey(k) ? hyphenate(v) : v]));
}

/** A fragment entry ([brand/][region/]xx[-yy]) with the strings of its heading fields hyphenated, at any depth. */
export function hyphenateFragment(entryKey: string, fragment: unknown, rule: Site['headingHyphenation']): unknown {
  const hyphenate = hyphenatorFor(keyLocale(entryKey), rule);
  if (!hyphenate) return fragment;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, typeof v === 'string' && isHeadingField(k) ? hyphenate(v) : walk(v)]),
    );
  };
  return walk(fragment);
}
