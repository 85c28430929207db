import { contentCoverage, requiredKeys } from './content-coverage';
import { at, DEFAULT_CONTENT_LOCALE, type Definitions, foundNames, languageEntries } from './definitions';
import { escapePointer } from './load';
import type { Problem } from './problems';

// The text bundles against the language entries and the en bundle.

export function contentRules(defs: Definitions): Problem[] {
  const out: Problem[] = [];
  const locales = foundNames(defs, 'content');
  for (const { country, entry, pointer } of languageEntries(defs)) {
    const lr = entry.languageRegionCode;
    if (!locales.has(lr) && !locales.has(lr.slice(0, 2))) {
      out.push(
        at(
          country,
          `${pointer}/languageRegionCode`,
          `has no content bundle: add markets/content/${lr.slice(0, 2)}.json or markets/content/${lr}.json`,
        ),
      );
    }
  }
  const base = defs.content.find((c) => c.data.locale === DEFAULT_CONTENT_LOCALE);
  if (base) {
    const baseKeys = Object.keys(base.data.texts);
    for (const c of defs.content) {
      // A count's text has the plural forms of the bundle's own language (Polish _few, _many), not only English's.
      const known = new Set(requiredKeys(baseKeys, c.data.locale.split('-')[0] ?? c.data.locale).map((k) => k.key));
      for (const key of Object.keys(c.data.texts)) {
        if (!known.has(key))
          out.push(
            at(
              c,
              `/texts/${escapePointer(key)}`,
              `"${key}" is not a key of the ${DEFAULT_CONTENT_LOCALE} bundle (check its spelling)`,
            ),
          );
      }
    }
  }
  return out;
}

/** Every shipped language has every text key of the en bundle and its own fragment of each category. */
export function coverageRules(defs: Definitions): Problem[] {
  return contentCoverage(defs, DEFAULT_CONTENT_LOCALE).problems;
}

/** Every screen a route opens has its title text (page title, heading, breadcrumb): `screen.<id>.title`. */
export function screenTitleRules(defs: Definitions): Problem[] {
  const routes = defs.routes;
  const base = defs.content.find((c) => c.data.locale === DEFAULT_CONTENT_LOCALE);
  if (!routes || !base) return [];
  const out: Problem[] = [];
  routes.data.routes.forEach((route, i) => {
    const key = `screen.${route.screen}.title`;
    if (base.data.texts[key] === undefined)
      out.push(at(routes, `/routes/${i}/screen`, `needs the text "${key}" in ${base.file}: the screen's title`));
  });
  return out;
}
