import { at, type Definitions, entryId, knownEntries } from './definitions';
import type { Problem } from './problems';

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
  return out;
}
