import { routePath, underRoot as fullPath } from './route-paths';
import type { Market } from '../../generated/types/market';
import type { ResolvedRoute } from '../../generated/types/routes';
import type { Site } from '../../generated/types/site';

/** The generated tables of one environment. */
export interface MarketTables {
  markets: Market[];
  routeTables: Record<string, ResolvedRoute[]>;
}

export interface Location {
  /** Host name, with or without a port. */
  host: string;
  path: string;
  /** The query string, with or without its leading ?. */
  query: string;
}

export interface MarketMatch {
  market: Market;
  /** host: found by host and root; locale: chosen by the locale query parameter; fallback: nothing matched. */
  via: 'host' | 'locale' | 'fallback';
  /** The path below the matched root, starting with /. */
  relativePath: string;
}

export interface RouteMatch {
  route: ResolvedRoute;
  params: Record<string, string>;
}

export type Resolution = MarketMatch & RouteMatch & { path: string };

/** Removes every character outside the allowed set (a character-class body from markets/site.json). */
export function sanitisePath(path: string, allowedCharacters: string): string {
  const cleaned = path.replace(new RegExp(`[^${allowedCharacters}]`, 'g'), '');
  return cleaned.startsWith('/') ? cleaned : `/${cleaned}`;
}

function hostName(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/** Whether a path lies under a root: /myaccount/ covers /myaccount, /myaccount/ and /myaccount/x. */
function underRoot(path: string, root: string): boolean {
  return path === root.replace(/\/$/, '') || path.startsWith(root) || root === '/';
}

function below(path: string, root: string): string {
  if (root === '/') return path;
  const rest = path.slice(root.length - 1);
  return rest === '' ? '/' : rest;
}

/** Whether an entry lives on a host: its domain, or one of its environment's aliases (127.0.0.1 locally). */
function onHost(market: Market, name: string): boolean {
  return market.domain === name || (market.hostAliases?.includes(name) ?? false);
}

/** The language entry for a host and path: longest matching root wins. */
function byHost(markets: Market[], host: string, path: string): Market | undefined {
  const name = hostName(host);
  let best: Market | undefined;
  for (const m of markets) {
    if (onHost(m, name) && underRoot(path, m.root) && (!best || m.root.length > best.root.length)) best = m;
  }
  return best;
}

/** A `locale` query value that names a language entry, case-insensitive; anything else is ignored. */
function requestedLocale(query: string, parameter: string): string | undefined {
  const value = new URLSearchParams(query.replace(/^\?/, '')).get(parameter);
  if (!value) return undefined;
  const code = value.trim().toLowerCase().replace('_', '-');
  return /^[a-z]{2}-[a-z]{2}$/.test(code) ? code : undefined;
}

/**
 * Finds the language entry of a location: the `locale` query parameter overrides language and country (keeping
 * the host's brand when it has that locale), otherwise host + longest root, otherwise the configured fallback.
 */
export function findMarket(tables: MarketTables, site: Site, location: Location): MarketMatch {
  const path = sanitisePath(location.path, site.pathCharacters);
  const onHost = byHost(tables.markets, location.host, path);
  const locale = requestedLocale(location.query, site.localeQueryParameter);
  if (locale) {
    const candidates = tables.markets.filter((m) => m.languageRegionCode === locale);
    const chosen = candidates.find((m) => m.brand === (onHost?.brand ?? site.fallback.brand)) ?? candidates[0];
    if (chosen) {
      const root = onHost?.root ?? (underRoot(path, chosen.root) ? chosen.root : '/');
      return { market: chosen, via: 'locale', relativePath: below(path, root) };
    }
  }
  if (onHost) return { market: onHost, via: 'host', relativePath: below(path, onHost.root) };
  const fallback = tables.markets.find(
    (m) => m.brand === site.fallback.brand && m.languageRegionCode === site.fallback.languageRegionCode,
  );
  if (!fallback)
    throw new Error(
      `fallback entry ${site.fallback.brand}/${site.fallback.languageRegionCode} is missing from the market table`,
    );
  return {
    market: fallback,
    via: 'fallback',
    relativePath: underRoot(path, fallback.root) ? below(path, fallback.root) : path,
  };
}

function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

function matchPattern(pattern: string, path: string, exact: boolean): Record<string, string> | undefined {
  const want = segments(pattern);
  const have = segments(path);
  if (exact ? have.length !== want.length : have.length < want.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, w] of want.entries()) {
    const h = have[i] as string;
    if (w.startsWith(':')) {
      try {
        params[w.slice(1)] = decodeURIComponent(h);
      } catch {
        params[w.slice(1)] = h;
      }
    } else if (w.toLowerCase() !== h.toLowerCase()) return undefined;
  }
  return params;
}

/** Exact routes first (in map order), then non-exact ones by longest path, then the catch-all. */
export function matchRoute(routes: ResolvedRoute[], relativePath: string): RouteMatch {
  const path = relativePath.length > 1 ? relativePath.replace(/\/+$/, '') : relativePath;
  for (const route of routes.filter((r) => r.exact)) {
    for (const p of route.paths) {
      const params = matchPattern(p, path, true);
      if (params) return { route, params };
    }
  }
  const loose = routes
    .filter((r) => !r.exact)
    .flatMap((route) => route.paths.filter((p) => p !== '*').map((p) => ({ route, p })));
  loose.sort((a, b) => segments(b.p).length - segments(a.p).length);
  for (const { route, p } of loose) {
    const params = matchPattern(p, path, false);
    if (params) return { route, params };
  }
  const catchAll = routes.find((r) => r.paths.includes('*'));
  if (!catchAll) throw new Error('the route table has no catch-all route');
  return { route: catchAll, params: {} };
}

/** From a location to language entry, brand and route. */
export function resolveLocation(tables: MarketTables, site: Site, location: Location): Resolution {
  const found = findMarket(tables, site, location);
  const routes = tables.routeTables[found.market.id];
  if (!routes) throw new Error(`no route table for ${found.market.id}`);
  return {
    ...found,
    ...matchRoute(routes, found.relativePath),
    path: sanitisePath(location.path, site.pathCharacters),
  };
}

/** The full path of a route named by id or alias in one entry, with its parameters filled in. */
export function pathTo(
  tables: MarketTables,
  market: Market,
  name: string,
  params: Record<string, string> = {},
): string | undefined {
  const relative = routePath(tables.routeTables[market.id] ?? [], name, params);
  return relative === undefined ? undefined : fullPath(market, relative);
}
