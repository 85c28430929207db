import { displayNames } from './intl-formats';

/** Languages the browser has no region names for (building the table threw): not tried again. */
const without = new Set<string>();

/**
 * A country's name in a language (the market table's names are English); undefined where there is none. The table
 * of a language is built once and kept (intl-formats.ts): building one loads the browser's region names.
 */
export function countryName(locale: string, countryCode: string): string | undefined {
  if (without.has(locale)) return undefined;
  let names: Intl.DisplayNames;
  try {
    names = displayNames(locale, { type: 'region', fallback: 'none' });
  } catch {
    without.add(locale);
    return undefined;
  }
  try {
    return names.of(countryCode);
  } catch {
    return undefined;
  }
}
