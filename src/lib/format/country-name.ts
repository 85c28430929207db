import { displayNames } from './intl-formats';

/** One region-name table per language: building one loads the browser's region names, so it is done once. */
const tables = new Map<string, Intl.DisplayNames | null>();

/** A country's name in a language (the market table's names are English); undefined where there is none. */
export function countryName(locale: string, countryCode: string): string | undefined {
  if (!tables.has(locale)) {
    try {
      tables.set(locale, displayNames(locale, { type: 'region', fallback: 'none' }));
    } catch {
      tables.set(locale, null);
    }
  }
  try {
    return tables.get(locale)?.of(countryCode);
  } catch {
    return undefined;
  }
}
