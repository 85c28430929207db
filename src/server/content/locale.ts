import { servedContent } from './content-store';

/** The language every bundle falls back to; its bundle has every key (the validator refuses keys it lacks). */
export const DEFAULT_LANGUAGE = 'en';

/** xx-yy, then xx, then en: the fallback order of the texts bundles (fragments add brand and region: src/lib/content/fragment-chain.ts). */
export function localeChain(locale: string): string[] {
  const lower = locale.toLowerCase();
  const language = lower.split('-')[0] ?? lower;
  return [...new Set([lower, language, DEFAULT_LANGUAGE])];
}

/** The texts for a locale: en, overlaid by its language's bundle, overlaid by its own bundle. */
export function textsFor(locale: string): Record<string, string> {
  return Object.assign(
    {},
    ...localeChain(locale)
      .reverse()
      .map((l) => servedContent().bundles[l] ?? {}),
  ) as Record<string, string>;
}

/** One text of a locale, as textsFor(locale)[key] gives it, without merging every text of the bundles to find it. */
export function textFor(locale: string, key: string): string | undefined {
  const { bundles } = servedContent();
  for (const l of localeChain(locale)) {
    const text = bundles[l]?.[key];
    if (text !== undefined) return text;
  }
  return undefined;
}

/**
 * The language tag of the texts textsFor(locale) gives: the locale itself (lower case) when it or its
 * language has a bundle, else en, since then every text comes from the English bundle.
 */
export function servedLanguage(locale: string | undefined): string {
  if (locale === undefined) return DEFAULT_LANGUAGE;
  const lower = locale.toLowerCase();
  const language = lower.split('-')[0] ?? lower;
  const { bundles } = servedContent();
  return bundles[lower] !== undefined || bundles[language] !== undefined ? lower : DEFAULT_LANGUAGE;
}
