import { buildRouteTable, overridesFor } from './build-routes';
import { at, type Definitions, entryId, knownEntries, languageEntries } from './definitions';
import { escapePointer } from './load';
import type { Problem } from './problems';
import { isMarketQuery, MARKET_QUERY } from '../src/lib/market/market-query';

// The route map, its locale overrides and the calls a route opens with.

/** The :parameters of a path. */
const pathParameters = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);

/** The parameters taken that no value is given for, and the values given for no parameter taken. */
function unmatchedParameters(taken: string[], given: string[]): { missing: string[]; unknown: string[] } {
  return {
    missing: [...new Set(taken)].filter((name) => !given.includes(name)),
    unknown: given.filter((name) => !taken.includes(name)),
  };
}

export function routeMapRules(defs: Definitions): Problem[] {
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
  routes.data.routes.forEach((r, i) => {
    const using = r.prerenderWith;
    // Only a plain path is prerendered as it is: a route of parameters alone would paint nothing before its scripts.
    if (!using && r.prerender !== false && r.paths.every((p) => p.includes(':')))
      out.push(
        at(
          routes,
          `/routes/${i}`,
          'every path takes a parameter: say what the build prerenders it with (prerenderWith), or prerender: false',
        ),
      );
    if (!using) return;
    const here = `/routes/${i}/prerenderWith`;
    if (r.prerender === false)
      out.push(at(routes, here, 'a route the build does not prerender (prerender: false) has nothing to render with'));
    const { missing, unknown } = unmatchedParameters(r.paths.flatMap(pathParameters), Object.keys(using.params ?? {}));
    for (const name of missing)
      out.push(at(routes, `${here}/params`, `needs a value for the path parameter "${name}"`));
    for (const name of unknown)
      out.push(
        at(routes, `${here}/params/${escapePointer(name)}`, `"${name}" is not a parameter of the route's paths`),
      );
  });
  if (!routes.data.routes.some((r) => r.paths.includes('*')))
    out.push(at(routes, '/routes', 'needs a route with the path "*" for pages not found'));
  return out;
}

export function overrideRules(defs: Definitions): Problem[] {
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
export function routeTableRules(defs: Definitions): Problem[] {
  if (!defs.routes) return [];
  const out: Problem[] = [];
  for (const { country, entry, pointer } of languageEntries(defs)) {
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

/**
 * A route's `calls` start at boot for a signed-in owner, with options the client fills from the market alone: each
 * must be a GET of the data service with no path parameters or role headers, and no query or one the client fills
 * from the market (market-query.ts); a follow-up (`after`) is a cached GET whose path parameters and headers are all
 * given; and only an owner's page has a signed-in owner to start them for.
 */
export function routeCallRules(defs: Definitions): Problem[] {
  if (!defs.routes || !defs.api) return [];
  const routes = defs.routes;
  const endpoints = new Map(defs.api.data.endpoints.map((e) => [e.id, e]));
  const out: Problem[] = [];
  routes.data.routes.forEach((r, i) => {
    if ((r.calls ?? []).length > 0 && r.auth !== 'owner')
      out.push(at(routes, `/routes/${i}/calls`, `calls start for a signed-in owner: "${r.id}" is not an owner page`));
    const calls = r.calls ?? [];
    calls.forEach((call, j) => {
      const id = typeof call === 'string' ? call : call.id;
      const here = `/routes/${i}/calls/${j}`;
      const e = endpoints.get(id);
      if (!e) out.push(at(routes, here, `"${id}" is not an endpoint of schemas/api/endpoints.json`));
      else if (e.method !== 'GET' || e.service === 'content')
        out.push(at(routes, here, `"${id}" is not a GET of the data service`));
      else if (typeof call !== 'string' && 'after' in call) {
        // A follow-up: filled from an earlier call's answer; the screen's own ask takes it from the client's cache.
        const earlier = calls.slice(0, j).map((c) => (typeof c === 'string' ? c : c.id));
        if (!earlier.includes(call.after))
          out.push(at(routes, `${here}/after`, `"${call.after}" is not a call listed before "${id}" on this route`));
        if (e.cacheMs === undefined)
          out.push(at(routes, here, `"${id}" is not cached by the client, so the screen's ask would send it again`));
        const headers = unmatchedParameters(e.headers ?? [], Object.keys(call.headers ?? {}));
        for (const name of headers.missing) out.push(at(routes, here, `no value for ${id}'s ${name} header`));
        for (const name of headers.unknown)
          out.push(at(routes, `${here}/headers/${escapePointer(name)}`, `${id} takes no ${name} header`));
        const { missing, unknown } = unmatchedParameters(pathParameters(e.path), Object.keys(call.params));
        for (const name of missing) out.push(at(routes, `${here}/params`, `no value for ${id}'s :${name}`));
        for (const name of unknown)
          out.push(at(routes, `${here}/params/${escapePointer(name)}`, `${id}'s path has no :${name}`));
      } else if (e.params !== undefined || (e.headers ?? []).length > 0 || !isMarketQuery(e.query ?? MARKET_QUERY))
        out.push(
          at(routes, here, `"${id}" takes options the market does not give (path parameters, headers or a query)`),
        );
    });
  });
  return out;
}
