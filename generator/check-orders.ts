import { at, type Definitions } from './definitions';
import type { Problem } from './problems';

const GROUPS = ['inProduction', 'shipped', 'purchaseCompleted', 'delivered'] as const;

/**
 * markets/orders.json against itself and the countries: a status code means one thing per region (one group,
 * never also cancelled), a country uses one region's groups, return centres serve and stand in known countries, and the
 * limits are in order.
 */
export function orderRules(defs: Definitions): Problem[] {
  const def = defs.orders;
  if (!def) return [];
  const out: Problem[] = [];
  const { statusGroups, stores, returnPhoto, dropOff } = def.data;
  const cancelled = new Set(statusGroups.cancelled);
  // Codes of every country file, valid or not: a country whose file has another problem is not reported here too.
  const codes = (defs.found.get('country') ?? []).map(
    (f) => (f.data as { countryCode?: unknown } | undefined)?.countryCode,
  );
  const known = codes.every((c) => typeof c === 'string') ? new Set(codes as string[]) : null;
  const regionOfCountry = new Map<string, string>();
  for (const [region, groups] of Object.entries(statusGroups.regions)) {
    const groupOf = new Map<string, string>();
    for (const group of GROUPS) {
      groups[group].forEach((code, i) => {
        const here = `/statusGroups/regions/${region}/${group}/${i}`;
        if (cancelled.has(code))
          out.push(
            at(def, here, `"${code}" is a cancelled code (statusGroups/cancelled) and cannot be in a group too`),
          );
        const first = groupOf.get(code);
        if (first)
          out.push(
            at(def, here, `"${code}" is already in ${first} for ${region}: a code belongs to one group per region`),
          );
        else groupOf.set(code, group);
      });
    }
    groups.countries.forEach((country, i) => {
      const here = `/statusGroups/regions/${region}/countries/${i}`;
      if (known && known.size > 0 && !known.has(country))
        out.push(at(def, here, `"${country}" is not the countryCode of a file in markets/countries`));
      const first = regionOfCountry.get(country);
      if (first) out.push(at(def, here, `"${country}" already uses the ${first} groups`));
      else regionOfCountry.set(country, region);
    });
  }
  const ids = new Set<number>();
  stores.forEach((s, i) => {
    if (ids.has(s.id)) out.push(at(def, `/stores/${i}/id`, `store id ${s.id} is listed twice`));
    ids.add(s.id);
  });
  const { byCountry, otherwise } = def.data.returnCentres;
  if (known && known.size > 0) {
    for (const [country, centre] of Object.entries(byCountry)) {
      if (!known.has(country))
        out.push(
          at(
            def,
            `/returnCentres/byCountry/${country}`,
            `"${country}" is not the countryCode of a file in markets/countries`,
          ),
        );
      if (!known.has(centre.countryCode))
        out.push(
          at(
            def,
            `/returnCentres/byCountry/${country}/countryCode`,
            `"${centre.countryCode}" is not the countryCode of a file in markets/countries`,
          ),
        );
    }
    if (!known.has(otherwise.countryCode))
      out.push(
        at(
          def,
          '/returnCentres/otherwise/countryCode',
          `"${otherwise.countryCode}" is not the countryCode of a file in markets/countries`,
        ),
      );
  }
  if (returnPhoto.progress.from > returnPhoto.progress.cap)
    out.push(
      at(
        def,
        '/returnPhoto/progress',
        `from (${returnPhoto.progress.from}) must not exceed cap (${returnPhoto.progress.cap})`,
      ),
    );
  if (dropOff.earliestDays > dropOff.latestDays)
    out.push(
      at(def, '/dropOff', `earliestDays (${dropOff.earliestDays}) must not exceed latestDays (${dropOff.latestDays})`),
    );
  return out;
}
