import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

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
