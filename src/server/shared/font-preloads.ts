import { site } from '../../generated/site';

/**
 * The built font files a page of this locale asks for before its text is drawn (site.json fontPreloads: the default
 * ones and its language's), as addresses of the build (font name -> address); a name the build lacks is left out.
 */
export function fontPreloads(fonts: Record<string, string>, languageRegionCode: string): string[] {
  const { byLanguage } = site.fontPreloads;
  const language = languageRegionCode.split('-')[0] ?? '';
  const names = [...site.fontPreloads.default, ...(byLanguage[languageRegionCode] ?? byLanguage[language] ?? [])];
  return names.map((name) => fonts[name]).filter((f): f is string => f !== undefined);
}
