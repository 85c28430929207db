import { bundles } from '../../generated/content';
import { textsFor } from '../content/locale';

/**
 * The texts of a stand-in application, for every bundle the content has (en, de, pt-br, en-us): the keys under
 * prefix, without it. A real third-party application ships its own translations; the stand-ins take theirs from
 * the content bundles, so the validator holds them to every shipped language like any other text.
 */
export function standInTexts(prefix: string): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const name of Object.keys(bundles)) {
    out[name] = Object.fromEntries(
      Object.entries(textsFor(name))
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, value]) => [key.slice(prefix.length), value]),
    );
  }
  return out;
}

/**
 * Browser code (ES5, as the stand-ins are) that defines textsOf(locale) over TEXTS: the locale's texts, else its
 * language's, else English; and say(texts, key, values), which fills {{name}} placeholders.
 */
export function standInTextsScript(prefix: string): string {
  return `var TEXTS = ${JSON.stringify(standInTexts(prefix))};
var textsOf = function (locale) {
  var lower = String(locale || '').toLowerCase();
  return TEXTS[lower] || TEXTS[lower.split('-')[0]] || TEXTS.en;
};
var say = function (texts, key, values) {
  return texts[key].replace(/\\{\\{(\\w+)\\}\\}/g, function (_, name) { return values && values[name] !== undefined ? String(values[name]) : ''; });
};`;
}
