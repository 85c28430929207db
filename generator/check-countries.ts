import { placeOf } from './build-markets';
import { at, type Definitions, entryId, languageEntries } from './definitions';
import type { Problem } from './problems';

// The country files against each other, the brands and the region groups.

export function uniqueCountries(defs: Definitions): Problem[] {
  const out: Problem[] = [];
  for (const field of ['countryCode', 'threeLetterCountryCode'] as const) {
    const seen = new Map<string, string>();
    for (const c of defs.countries) {
      const v = c.data[field];
      const first = seen.get(v);
      if (first) out.push(at(c, `/${field}`, `"${v}" is already used by ${first}`));
      else seen.set(v, c.file);
    }
  }
  return out;
}

export function uniqueLanguageEntries(defs: Definitions): Problem[] {
  const out: Problem[] = [];
  const seen = new Map<string, string>();
  for (const { country, entry, pointer } of languageEntries(defs)) {
    const id = entryId(entry.brand, entry.languageRegionCode);
    const first = seen.get(id);
    if (first)
      out.push(
        at(
          country,
          `${pointer}/languageRegionCode`,
          `${entry.brand} already has a language entry "${entry.languageRegionCode}" in ${first}`,
        ),
      );
    else seen.set(id, country.file);
    const region = entry.languageRegionCode.slice(3).toUpperCase();
    if (region !== country.data.countryCode) {
      out.push(
        at(
          country,
          `${pointer}/languageRegionCode`,
          `must end with the country code ${country.data.countryCode.toLowerCase()} (got "${entry.languageRegionCode}")`,
        ),
      );
    }
  }
  return out;
}

export function uniquePlaces(defs: Definitions): Problem[] {
  const out: Problem[] = [];
  // An environment whose hosts cannot differ is reported once by environmentRules, not once per entry.
  for (const env of defs.environments.filter(
    (e) => e.data.routing === 'path' || e.data.hostTemplate.includes('{domain}'),
  )) {
    const seen = new Map<string, string>();
    for (const { country, entry, pointer } of languageEntries(defs)) {
      const { domain, root } = placeOf(env.data, entry, country.data);
      const key = `${domain}${root}`;
      const first = seen.get(key);
      if (first)
        out.push(
          at(
            country,
            `${pointer}/root`,
            `host and root ${key} in the ${env.data.name} environment are already taken by ${first}`,
          ),
        );
      else seen.set(key, `${entryId(entry.brand, entry.languageRegionCode)} (${country.file})`);
    }
  }
  return out;
}

export function brandRules(defs: Definitions): Problem[] {
  if (!defs.brands) return [];
  const out: Problem[] = [];
  const brands = new Map(defs.brands.data.brands.map((b) => [b.id, b]));
  for (const { country, entry, pointer } of languageEntries(defs)) {
    const brand = brands.get(entry.brand);
    if (!brand) {
      out.push(at(country, `${pointer}/brand`, `"${entry.brand}" is not a brand of markets/brands.json`));
    } else if (brand.countries !== 'all' && !brand.countries.includes(country.data.countryCode)) {
      out.push(
        at(
          country,
          `${pointer}/brand`,
          `${entry.brand} is offered only in ${brand.countries.join(', ')} (markets/brands.json), not in ${country.data.countryCode}`,
        ),
      );
    }
  }
  const ids = new Set<string>();
  defs.brands.data.brands.forEach((b, i) => {
    if (ids.has(b.id)) out.push(at(defs.brands!, `/brands/${i}/id`, `brand "${b.id}" is defined twice`));
    ids.add(b.id);
  });
  return out;
}

/** appId, clientId and languageSetId follow the region group (and the brand, for Lincoln). */
export function regionRules(defs: Definitions): Problem[] {
  if (!defs.regions || !defs.brands) return [];
  const out: Problem[] = [];
  const regions = defs.regions.data.regions;
  const brands = new Map(defs.brands.data.brands.map((b) => [b.id, b]));
  for (const country of defs.countries) {
    const region = regions[country.data.fmaRegion];
    if (country.data.appId !== region.appId) {
      out.push(
        at(
          country,
          '/appId',
          `must be the ${country.data.fmaRegion} app id "${region.appId}" of markets/regions.json (got "${country.data.appId}")`,
        ),
      );
    }
    if (country.data.postalCodePattern !== undefined) {
      try {
        new RegExp(country.data.postalCodePattern);
      } catch {
        out.push(at(country, '/postalCodePattern', 'is not a valid regular expression'));
      }
    }
    if (country.data.subscriptions && !country.data.wallet)
      out.push(at(country, '/subscriptions', 'cannot be true where wallet is false (no wallet, no subscriptions)'));
  }
  for (const { country, entry, pointer } of languageEntries(defs)) {
    const region = regions[country.data.fmaRegion];
    if (!brands.has(entry.brand)) continue; // brandRules reports the unknown brand; ids for it would be guesses
    const clientId = region.clientIds[entry.brand];
    if (clientId === undefined)
      out.push(
        at(
          country,
          `${pointer}/clientId`,
          `markets/regions.json has no ${entry.brand} client id for region ${country.data.fmaRegion}`,
        ),
      );
    else if (entry.clientId !== clientId)
      out.push(
        at(
          country,
          `${pointer}/clientId`,
          `must be the ${entry.brand} ${country.data.fmaRegion} client id "${clientId}" (got "${entry.clientId}")`,
        ),
      );
    if (region.consumerKeys[entry.brand] === undefined)
      out.push(
        at(
          country,
          `${pointer}/brand`,
          `markets/regions.json has no ${entry.brand} consumer key for region ${country.data.fmaRegion}`,
        ),
      );
    const setId = brands.get(entry.brand)?.languageSetId ?? region.languageSetId;
    if (entry.languageSetId !== setId) {
      out.push(
        at(
          country,
          `${pointer}/languageSetId`,
          `must be ${setId} for a ${entry.brand} entry in region ${country.data.fmaRegion} (got ${entry.languageSetId})`,
        ),
      );
    }
    const apa = country.data.fmaRegion === 'apa';
    if (apa && entry.threeLetterLangCode === undefined)
      out.push(at(country, pointer, 'is missing threeLetterLangCode, which every Asia-Pacific entry has'));
    if (!apa && entry.threeLetterLangCode !== undefined)
      out.push(at(country, `${pointer}/threeLetterLangCode`, 'is only for Asia-Pacific entries (fmaRegion apa)'));
  }
  return out;
}
