import i18next from 'i18next';
import { markets } from '../../generated/markets/local';
import type { TextKey } from '../../generated/text-keys';
import { textsFor } from '../content/locale';

/** A document's texts and formats in one market's language. */
export interface DocumentTexts {
  locale: string;
  /** The bundle's text, {{values}} filled in; `count` picks the language's plural form. */
  t(key: TextKey, values?: Record<string, string | number>): string;
  date(isoDate: string): string;
  money(amount: number, currency: string): string;
  /** A country's name in the document's language, from its two-letter code. */
  country(code: string): string;
}

const marketLocales = new Set(markets.map((m) => m.languageRegionCode.toLowerCase()));

/** The locale a document may be printed in: a market's; anything else is refused (null), never printed in English instead. */
export const documentLocale = (locale: string): string | null =>
  marketLocales.has(locale.toLowerCase()) ? locale.toLowerCase() : null;

export const notAMarketLocale = (locale: string) =>
  `no market speaks ${locale}: documents are printed in a market's language`;

export function documentTexts(locale: string): DocumentTexts {
  const i18n = i18next.createInstance();
  // Synchronous: the texts are given, nothing is loaded. Keys are flat (dots are part of the key).
  void i18n.init({
    lng: locale,
    resources: { [locale]: { translation: textsFor(locale) } },
    initAsync: false,
    lowerCaseLng: true,
    fallbackLng: false,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  return {
    locale,
    t: (key, values) => i18n.t(key, values ?? {}),
    // Order dates are calendar days: shown as written, not moved by a time zone.
    date: (isoDate) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
      ),
    money: (amount, currency) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount),
    country: (code) => regions.of(code.toUpperCase()) ?? code,
  };
}
