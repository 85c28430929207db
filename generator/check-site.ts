import { at, DEFAULT_CONTENT_LOCALE, type Definitions, entryId, knownEntries } from './definitions';
import type { Problem } from './problems';
import { textNamespace } from '../src/lib/content/screen-texts';

export function siteRules(defs: Definitions): Problem[] {
  if (!defs.site) return [];
  const out: Problem[] = [];
  const { brand, languageRegionCode } = defs.site.data.fallback;
  if (!knownEntries(defs).has(entryId(brand, languageRegionCode)))
    out.push(at(defs.site, '/fallback', `names ${brand} ${languageRegionCode}, which is not a language entry`));
  try {
    new RegExp(`[^${defs.site.data.pathCharacters}]`, 'g');
  } catch {
    out.push(at(defs.site, '/pathCharacters', 'is not a valid character-class body'));
  }
  const site = defs.site;
  const names = new Set((defs.routes?.data.routes ?? []).flatMap((r) => [r.id, ...(r.aliases ?? [])]));
  site.data.marketingOptions.returnLinks.forEach((link, i) => {
    const here = `/marketingOptions/returnLinks/${i}`;
    if ((link.route === undefined) === (link.href === undefined))
      out.push(at(site, here, 'needs exactly one of route and href'));
    if (link.route !== undefined && defs.routes && !names.has(link.route))
      out.push(at(site, `${here}/route`, `"${link.route}" is not a route id or alias of markets/routes/routes.json`));
  });
  out.push(...serviceTextRules(defs));
  return out;
}

/** The lists of the texts only the service uses: namespaces of the texts, each in one list. */
function serviceTextRules(defs: Definitions): Problem[] {
  const site = defs.site;
  const base = defs.content.find((c) => c.data.locale === DEFAULT_CONTENT_LOCALE);
  if (!site || !base) return [];
  const out: Problem[] = [];
  const namespaces = new Set(Object.keys(base.data.texts).map(textNamespace));
  const listedIn = new Map<string, string>();
  for (const list of ['providerTextNamespaces', 'documentTextNamespaces'] as const)
    (site.data[list] ?? []).forEach((namespace, i) => {
      // A misspelt one keeps nothing out: the texts meant would be in every page of the app.
      if (!namespaces.has(namespace))
        out.push(
          at(
            site,
            `/${list}/${i}`,
            `"${namespace}" is not a namespace of the texts of markets/content/${DEFAULT_CONTENT_LOCALE}.json (a key's first segment)`,
          ),
        );
      const other = listedIn.get(namespace);
      if (other !== undefined) out.push(at(site, `/${list}/${i}`, `"${namespace}" is in ${other} already`));
      listedIn.set(namespace, list);
    });
  return out;
}
