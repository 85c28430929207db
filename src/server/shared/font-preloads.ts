import { site } from '../../generated/site';

/** A language's own cut of some faces (scripts/build-font-cuts.ts): the stylesheet that declares it, its files by face. */
export interface LanguageCut {
  stylesheet: string;
  fonts: Record<string, string>;
}

/** The language of a locale whose cut of the fonts a page takes (scripts/build-font-cuts.ts): pt for pt-br. */
export const cutLanguage = (languageRegionCode: string) => languageRegionCode.split('-')[0] ?? '';

/**
 * The built font files a page of this locale asks for before its text is drawn (site.json fontPreloads: the default
 * ones and its language's), as addresses of the build (font name -> address); a name the build lacks is left out.
 * Where the build cut a face for the language, its cut instead of the whole face.
 */
export function fontPreloads(fonts: Record<string, string>, languageRegionCode: string, cut?: LanguageCut): string[] {
  const { byLanguage } = site.fontPreloads;
  const language = cutLanguage(languageRegionCode);
  const names = [...site.fontPreloads.default, ...(byLanguage[languageRegionCode] ?? byLanguage[language] ?? [])];
  return names.map((name) => cut?.fonts[name] ?? fonts[name]).filter((f): f is string => f !== undefined);
}
