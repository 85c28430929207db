/*
 * Hand-made texts for screen tests, shaped like the generated content bundles (src/generated/content.ts `bundles`:
 * flat keys with dots, i18next {{placeholders}}, plural suffixes such as _other). They are not the shipped texts: a
 * screen test finds what the screen rendered by the fixture text of a key, so rewording the real content never
 * breaks a test of the screen. Each test file states the few texts it looks for; a key it leaves out renders as the
 * key itself (i18next's answer for a missing key), which no query of the test uses.
 */

export type Texts = Record<string, string>;

/** The texts of a locale as the content service merges them: English, then the language, then the locale. */
export function textsOf(bundles: Readonly<Record<string, Texts>>, languageRegionCode: string): Texts {
  return { ...bundles.en, ...bundles[languageRegionCode.slice(0, 2)], ...bundles[languageRegionCode] };
}

/**
 * The text of a key with its {{values}} filled in, as the screen shows it. Throws for a key the texts lack: a query
 * by an undefined name would match any element, so a missing fixture text must fail loudly instead.
 */
export function textLookup(texts: Readonly<Texts>): (key: string, values?: Record<string, string>) => string {
  return (key, values = {}) => {
    const text = texts[key];
    if (text === undefined) throw new Error(`no fixture text for ${key}`);
    return Object.entries(values).reduce((s, [name, value]) => s.replaceAll(`{{${name}}}`, value), text);
  };
}
