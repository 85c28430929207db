import { placeOf } from './build-markets';
import { buildRouteTable, overridesFor } from './build-routes';
import { formRules } from './check-forms';
import { orderRules } from './check-orders';
import { contentCoverage, requiredKeys } from './content-coverage';
import {
  at,
  baseName,
  DEFAULT_CONTENT_LOCALE,
  entryId,
  foundNames,
  knownEntries,
  type Definitions,
} from './definitions';
import { escapePointer } from './load';
import type { Problem } from './problems';
import { MARKET_QUERY } from '../src/lib/market/market-query';

/** Every environment the product deploys to; each needs exactly one overlay file. */
export const ENVIRONMENT_NAMES = ['production', 'perf', 'qa', 'dev', 'local', 'fallback'] as const;
/** The bundle every other falls back to. */
export { DEFAULT_CONTENT_LOCALE };

function* entries(defs: Definitions) {
  for (const country of defs.countries) {
    for (const [i, entry] of country.data.regionConfigurations.entries()) {
      yield { country, entry, pointer: `/regionConfigurations/${i}` };
    }
  }
}

/** File names carry meaning: they must agree with the ids inside. */
function fileNames(defs: Definitions): Problem[] {
  const out: Problem[] = [];
  // Country files are named by their code in lower case (de.json): a copy under another name is a second Germany.
  for (const d of defs.countries) {
    const code = d.data.countryCode.toLowerCase();
    if (baseName(d.file) !== code)
      out.push(
        at(
          d,
          '/countryCode',
          `must match the file name "${baseName(d.file)}" (the file must be ${code}.json; got "${d.data.countryCode}")`,
        ),
      );
  }
  for (const d of defs.environments)
    if (baseName(d.file) !== d.data.name)
      out.push(at(d, '/name', `must match the file name "${baseName(d.file)}" (got "${d.data.name}")`));
  for (const d of defs.forms)
    if (baseName(d.file) !== d.data.id)
      out.push(at(d, '/id', `must match the file name "${baseName(d.file)}" (got "${d.data.id}")`));
  for (const d of defs.content)
    if (baseName(d.file) !== d.data.locale)
      out.push(at(d, '/locale', `must match the file name "${baseName(d.file)}" (got "${d.data.locale}")`));
  for (const d of defs.fragments)
    if (baseName(d.file) !== d.data.category)
      out.push(at(d, '/category', `must match the file name "${baseName(d.file)}" (got "${d.data.category}")`));
  for (const d of defs.overrides) {
    if (baseName(d.file) !== d.data.languageRegionCode)
      out.push(
        at(
          d,
          '/languageRegionCode',
          `must match the file name "${baseName(d.file)}" (got "${d.data.languageRegionCode}")`,
        ),
      );
  }
  return out;
}

function requiredFiles(defs: Definitions): Problem[] {
  const out: Problem[] = [];
  const single: [keyof Definitions, string][] = [
    ['brands', 'markets/brands.json'],
    ['regions', 'markets/regions.json'],
    ['site', 'markets/site.json'],
    ['routes', 'markets/routes/routes.json'],
    ['api', 'schemas/api/endpoints.json'],
    ['addressForms', 'markets/address-forms.json'],
    ['reservedWords', 'markets/reserved-words.json'],
    ['orders', 'markets/orders.json'],
  ];
  const kinds: Record<string, string> = {
    brands: 'brands',
    regions: 'regions',
    site: 'site',
    routes: 'routes',
    api: 'api',
    addressForms: 'address-forms',
    reservedWords: 'reserved-words',
    orders: 'orders',
  };
  for (const [key, file] of single)
    if (!defs.found.has(kinds[key] as string))
      out.push({ file, pointer: '', message: 'is missing; every other check needs it' });
  const present = foundNames(defs, 'environment');
  for (const name of ENVIRONMENT_NAMES) {
    if (!present.has(name))
      out.push({
        file: `markets/environments/${name}.json`,
        pointer: '',
        message: `is missing: every environment (${ENVIRONMENT_NAMES.join(', ')}) needs an overlay`,
      });
  }
  if (!foundNames(defs, 'content').has(DEFAULT_CONTENT_LOCALE)) {
    out.push({
      file: `markets/content/${DEFAULT_CONTENT_LOCALE}.json`,
      pointer: '',
      message: 'is missing: it is the bundle every other language falls back to',
    });
  }
  return out;
}

function uniqueCountries(defs: Definitions): Problem[] {
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

function uniqueLanguageEntries(defs: Definitions): Problem[] {
  const out: Problem[] = [];
  const seen = new Map<string, string>();
  for (const { country, entry, pointer } of entries(defs)) {
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

function uniquePlaces(defs: Definitions): Problem[] {
  const out: Problem[] = [];
  // An environment whose hosts cannot differ is reported once by environmentRules, not once per entry.
  for (const env of defs.environments.filter(
    (e) => e.data.routing === 'path' || e.data.hostTemplate.includes('{domain}'),
  )) {
    const seen = new Map<string, string>();
    for (const { country, entry, pointer } of entries(defs)) {
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

function brandRules(defs: Definitions): Problem[] {
  if (!defs.brands) return [];
  const out: Problem[] = [];
  const brands = new Map(defs.brands.data.brands.map((b) => [b.id, b]));
  for (const { country, entry, pointer } of entries(defs)) {
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
function regionRules(defs: Definitions): Problem[] {
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
  for (const { country, entry, pointer } of entries(defs)) {
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

function contentRules(defs: Definitions): Problem[] {
  const out: Problem[] = [];
  const locales = foundNames(defs, 'content');
  for (const { country, entry, pointer } of entries(defs)) {
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
function coverageRules(defs: Definitions): Problem[] {
  return contentCoverage(defs, DEFAULT_CONTENT_LOCALE).problems;
}

function routeMapRules(defs: Definitions): Problem[] {
  if (!defs.routes) return [];
  const routes = defs.routes;
  const out: Problem[] = [];
  const ids = new Set<string>();
  const aliases = new Map<string, string>();
  routes.data.routes.forEach((r, i) => {
    if (ids.has(r.id)) out.push(at(routes, `/routes/${i}/id`, `route id "${r.id}" is used twice`));
    ids.add(r.id);
    (r.aliases ?? []).forEach((a, j) => {
      const first = aliases.get(a);
      if (first) out.push(at(routes, `/routes/${i}/aliases/${j}`, `alias "${a}" already names route "${first}"`));
      else aliases.set(a, r.id);
    });
  });
  routes.data.routes.forEach((r, i) => {
    if (r.signedInRedirect && !ids.has(r.signedInRedirect))
      out.push(at(routes, `/routes/${i}/signedInRedirect`, `"${r.signedInRedirect}" is not a route id`));
    if (r.parent) {
      const parent = routes.data.routes.find((p) => p.id === r.parent);
      if (!parent) out.push(at(routes, `/routes/${i}/parent`, `"${r.parent}" is not a route id`));
      else if (parent.paths.some((p) => p.includes(':')))
        out.push(
          at(routes, `/routes/${i}/parent`, `"${r.parent}" takes path parameters, so a breadcrumb cannot link to it`),
        );
      else if (parent.id === r.id) out.push(at(routes, `/routes/${i}/parent`, 'a route cannot be its own parent'));
    }
  });
  if (!routes.data.routes.some((r) => r.paths.includes('*')))
    out.push(at(routes, '/routes', 'needs a route with the path "*" for pages not found'));
  return out;
}

function overrideRules(defs: Definitions): Problem[] {
  if (!defs.routes) return [];
  const ids = new Set(defs.routes.data.routes.map((r) => r.id));
  const out: Problem[] = [];
  const entryKeys = knownEntries(defs);
  for (const o of defs.overrides) {
    const brands = o.data.brands ?? ['product', 'lincoln'];
    if (!brands.some((b) => entryKeys.has(entryId(b, o.data.languageRegionCode)))) {
      out.push(
        at(
          o,
          '/languageRegionCode',
          `no language entry "${o.data.languageRegionCode}" exists for ${brands.join(' or ')}`,
        ),
      );
    }
    for (const field of ['paths', 'extraPaths'] as const) {
      for (const id of Object.keys(o.data[field] ?? {})) {
        if (!ids.has(id))
          out.push(at(o, `/${field}/${escapePointer(id)}`, `"${id}" is not a route of markets/routes/routes.json`));
      }
    }
    (o.data.removeRoutes ?? []).forEach((id, i) => {
      if (!ids.has(id)) out.push(at(o, `/removeRoutes/${i}`, `"${id}" is not a route of markets/routes/routes.json`));
    });
  }
  return out;
}

/** After overrides, no two routes of one entry may answer the same path. */
function routeTableRules(defs: Definitions): Problem[] {
  if (!defs.routes) return [];
  const out: Problem[] = [];
  for (const { country, entry, pointer } of entries(defs)) {
    const applied = overridesFor(
      defs.overrides.map((o) => o.data),
      entry.brand,
      entry.languageRegionCode,
    );
    const table = buildRouteTable(defs.routes.data, applied);
    const seen = new Map<string, string>();
    for (const r of table) {
      for (const p of r.paths) {
        const shape = p.replace(/:[^/]+/g, ':');
        const first = seen.get(shape);
        if (first)
          out.push(
            at(country, pointer, `routes "${first}" and "${r.id}" both answer ${p} in ${entry.languageRegionCode}`),
          );
        else seen.set(shape, r.id);
      }
    }
  }
  return out;
}

function siteRules(defs: Definitions): Problem[] {
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

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

function environmentRules(defs: Definitions): Problem[] {
  const out: Problem[] = [];
  const allowed = new Set(['domain', 'fmaRegion', 'countryCode', 'brand', 'languageRegionCode']);
  for (const env of defs.environments) {
    const addresses: [string, string][] = [
      ...(
        [
          'hostTemplate',
          'serviceUrl',
          'signInScriptUrl',
          'oidcIssuer',
          'analyticsScriptBase',
          'walletScriptUrl',
          'subscriptionUrl',
          'contentUrl',
        ] as const
      ).map((f): [string, string] => [`/${f}`, env.data[f]]),
      ...Object.entries(env.data.scripts).map(([k, v]): [string, string] => [`/scripts/${k}`, v]),
    ];
    for (const [pointer, value] of addresses) {
      for (const m of value.matchAll(/\{([^}]*)\}/g)) {
        if (!allowed.has(m[1] ?? ''))
          out.push(at(env, pointer, `uses an unknown placeholder {${m[1]}} (known: ${[...allowed].join(', ')})`));
      }
    }
    // Outside local every script comes from a real host over https: the CSP is built from these hosts.
    if (env.data.name !== 'local') {
      const scripts: [string, string][] = [
        ['/signInScriptUrl', env.data.signInScriptUrl],
        ['/oidcIssuer', env.data.oidcIssuer],
        ['/analyticsScriptBase', env.data.analyticsScriptBase],
        ['/walletScriptUrl', env.data.walletScriptUrl],
        ...Object.entries(env.data.scripts).map(([k, v]): [string, string] => [`/scripts/${k}`, v]),
      ];
      for (const [pointer, value] of scripts) {
        if (value !== '' && !isHttpsUrl(value.replace(/\{[A-Za-z]+\}/g, 'x')))
          out.push(at(env, pointer, `must be an https address outside local (got "${value}")`));
      }
    }
    if (env.data.routing === 'host' && !env.data.hostTemplate.includes('{domain}')) {
      out.push(
        at(env, '/hostTemplate', 'must contain {domain} when routing is host, or every entry would share one host'),
      );
    }
  }
  return out;
}

/** Each endpoint names real bodies, real cached calls, and parameters that match its path. */
function apiRules(defs: Definitions, bodies: Set<string>): Problem[] {
  if (!defs.api) return [];
  const api = defs.api;
  const out: Problem[] = [];
  const ids = new Set<string>();
  api.data.endpoints.forEach((e, i) => {
    const here = `/endpoints/${i}`;
    if (ids.has(e.id)) out.push(at(api, `${here}/id`, `endpoint id "${e.id}" is used twice`));
    ids.add(e.id);
    for (const field of ['params', 'query', 'body', 'response', 'errorResponse'] as const) {
      const name = e[field];
      if (typeof name === 'string' && !bodies.has(name))
        out.push(at(api, `${here}/${field}`, `"${name}" is not a definition of schemas/api/owner.schema.json`));
    }
    if (e.cacheMs !== undefined && e.method !== 'GET')
      out.push(at(api, `${here}/cacheMs`, 'only GET answers can be cached'));
    if (e.body !== undefined && (e.method === 'GET' || e.method === 'DELETE'))
      out.push(at(api, `${here}/body`, `a ${e.method} call sends no body`));
    if (e.service === 'content') {
      // The content service is public and read-only: the client sends it neither key nor token, and it changes nothing.
      if (e.auth !== 'none')
        out.push(at(api, `${here}/auth`, 'a content call must say auth "none": the content service is public'));
      if (e.method !== 'GET')
        out.push(at(api, `${here}/method`, 'a content call is a GET: the content service only serves'));
      if ((e.headers ?? []).length > 0) out.push(at(api, `${here}/headers`, 'a content call sends no role headers'));
      if ((e.evicts ?? []).length > 0)
        out.push(at(api, `${here}/evicts`, 'a content call changes nothing, so it evicts nothing'));
    }
    const placeholders = [...e.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
    if (placeholders.length > 0 && e.params === undefined)
      out.push(at(api, `${here}/path`, `has parameters (${placeholders.join(', ')}) but no params definition`));
  });
  api.data.endpoints.forEach((e, i) =>
    (e.evicts ?? []).forEach((id, j) => {
      if (!ids.has(id)) out.push(at(api, `/endpoints/${i}/evicts/${j}`, `"${id}" is not an endpoint id`));
    }),
  );
  return out;
}

/**
 * A route's `calls` start at boot for a signed-in owner, with options the client fills from the market alone: each
 * must be a GET of the data service with no path parameters or role headers, and no query or the market's locale
 * and country; and only an owner's page has a signed-in owner to start them for.
 */
function routeCallRules(defs: Definitions): Problem[] {
  if (!defs.routes || !defs.api) return [];
  const routes = defs.routes;
  const endpoints = new Map(defs.api.data.endpoints.map((e) => [e.id, e]));
  const out: Problem[] = [];
  routes.data.routes.forEach((r, i) => {
    if ((r.calls ?? []).length > 0 && r.auth !== 'owner')
      out.push(at(routes, `/routes/${i}/calls`, `calls start for a signed-in owner: "${r.id}" is not an owner page`));
    (r.calls ?? []).forEach((id, j) => {
      const here = `/routes/${i}/calls/${j}`;
      const e = endpoints.get(id);
      if (!e) out.push(at(routes, here, `"${id}" is not an endpoint of schemas/api/endpoints.json`));
      else if (e.method !== 'GET' || e.service === 'content')
        out.push(at(routes, here, `"${id}" is not a GET of the data service`));
      else if (e.params !== undefined || (e.headers ?? []).length > 0 || (e.query ?? MARKET_QUERY) !== MARKET_QUERY)
        out.push(
          at(routes, here, `"${id}" takes options the market does not give (path parameters, headers or a query)`),
        );
    });
  });
  return out;
}

/** The checks that need more than one file; each returns its problems. */
export const CROSS_FILE_CHECKS: ((defs: Definitions) => Problem[])[] = [
  requiredFiles,
  fileNames,
  uniqueCountries,
  uniqueLanguageEntries,
  uniquePlaces,
  brandRules,
  regionRules,
  contentRules,
  coverageRules,
  routeMapRules,
  routeCallRules,
  overrideRules,
  routeTableRules,
  siteRules,
  environmentRules,
  formRules,
  orderRules,
];

export function runCrossFileChecks(defs: Definitions, apiBodies: Set<string>): Problem[] {
  return [...CROSS_FILE_CHECKS.flatMap((check) => check(defs)), ...apiRules(defs, apiBodies)];
}
