/** A country's name in a language (the market table's names are English); undefined where the browser has none. */
export function countryName(locale: string, countryCode: string): string | undefined {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(countryCode);
  } catch {
    return undefined;
  }
}
