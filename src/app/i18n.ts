import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Market } from '../generated/types/market';

/**
 * The texts of one locale, merged by the content service (en <- language <- locale). A failed fetch is
 * logged and leaves the page readable: i18next then shows the keys rather than nothing.
 */
export async function loadTexts(market: Market, fetchFn: typeof fetch, log: (message: string, detail?: unknown) => void): Promise<Record<string, string>> {
  try {
    const res = await fetchFn(`${market.contentUrl}/content/${market.languageRegionCode}/texts`);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return (await res.json()) as Record<string, string>;
  } catch (error) {
    log('content fetch failed', { locale: market.languageRegionCode, error: String(error) });
    return {};
  }
}

/** One i18next instance per page, keyed flat: content keys contain dots, so no key or namespace separators. */
export async function createI18n(languageRegionCode: string, texts: Record<string, string>): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: languageRegionCode,
    // Our codes are lower case (de-de); i18next would otherwise look them up as de-DE.
    lowerCaseLng: true,
    load: 'currentOnly',
    resources: { [languageRegionCode]: { translation: texts } },
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
