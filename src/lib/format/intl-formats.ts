/**
 * The Intl formatters, each made once per language and options and kept. Making one loads and compiles the
 * language's patterns, using one is cheap: a page of orders that made a date format per date spent 95 ms in it at a
 * phone's speed, in the one task that draws the owner's data. Code builds formatters here only (lint: no `new Intl`
 * elsewhere in the browser's code).
 */
const made = new Map<string, unknown>();

function kept<T>(kind: string, locale: string, options: object, make: () => T): T {
  // The options are literals written in code, so their JSON is one key per distinct format.
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let formatter = made.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  kept('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  kept('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const relativeTimeFormat = (
  locale: string,
  options: Intl.RelativeTimeFormatOptions = {},
): Intl.RelativeTimeFormat => kept('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));

export const listFormat = (locale: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat =>
  kept('list', locale, options, () => new Intl.ListFormat(locale, options));

export const collator = (locale: string, options: Intl.CollatorOptions = {}): Intl.Collator =>
  kept('collator', locale, options, () => new Intl.Collator(locale, options));

export const displayNames = (locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames =>
  kept('names', locale, options, () => new Intl.DisplayNames([locale], options));
