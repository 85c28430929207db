/*
 * The fallback chain of content fragments (spec 002 §7: "content fragments by brand, region, locale, category and
 * name"). Pure: the content service answers with it and the generator proves with it that every page of every
 * brand and region gets its fragments in its own language (generator/content-coverage.ts).
 */

/** The language every chain ends in; each fragment file has its entry (schemas/content-fragment.schema.json). */
export const FALLBACK_LANGUAGE = 'en';

/** What a fragment is asked for by: the page's brand id, its region group (fmaRegion) and its locale (xx or xx-yy). */
export interface FragmentScope {
  brand?: string;
  region?: string;
  locale: string;
}

/** The entry key of a fragment file for a brand, a region and a language or locale: [brand/][region/]xx[-yy]. */
export function fragmentKey({ brand, region, locale }: FragmentScope): string {
  return [brand, region, locale.toLowerCase()].filter((part) => part !== undefined && part !== '').join('/');
}

/** The language or locale part of an entry key: lincoln/na/fr-ca → fr-ca. */
export function keyLocale(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}

/**
 * The entry keys a fragment is looked up by, most specific first; the first the file has is the answer.
 *
 *   in the page's language:  brand/region/xx-yy, brand/region/xx, brand/xx-yy, brand/xx,
 *                            region/xx-yy, region/xx, xx-yy, xx
 *   then in English:         brand/region/en, brand/en, region/en, en
 *
 * The brand outranks the region (the brand is the partition of the experience, spec 000 §1), and the page's language
 * outranks both: a French Lincoln page gets the general French words before Lincoln's English ones (the generator
 * refuses a brand or region entry that lacks a language its markets ship, so shipped pages never need that step).
 */
export function fragmentChain({ brand, region, locale }: FragmentScope): string[] {
  const lower = locale.toLowerCase();
  const language = lower.split('-')[0] ?? lower;
  const scopes: Omit<FragmentScope, 'locale'>[] = [
    ...(brand && region ? [{ brand, region }] : []),
    ...(brand ? [{ brand }] : []),
    ...(region ? [{ region }] : []),
    {},
  ];
  const inLanguage = scopes.flatMap((s) => [lower, language].map((l) => fragmentKey({ ...s, locale: l })));
  const inEnglish = scopes.map((s) => fragmentKey({ ...s, locale: FALLBACK_LANGUAGE }));
  return [...new Set([...inLanguage, ...inEnglish])];
}

/** The entry a file answers a scope with, and its key; undefined when the file has none on the chain. */
export function chooseFragment<T>(
  entries: Readonly<Record<string, T>>,
  scope: FragmentScope,
): { key: string; fragment: T } | undefined {
  for (const key of fragmentChain(scope)) {
    const fragment = entries[key];
    if (fragment !== undefined) return { key, fragment };
  }
  return undefined;
}
