import type { RouteOverride } from '../src/generated/types/route-override';
import type { ResolvedRoute, Route, RouteMap } from '../src/generated/types/routes';

/** The overrides that apply to one language entry. */
export function overridesFor(overrides: RouteOverride[], brand: string, languageRegionCode: string): RouteOverride[] {
  return overrides.filter(
    (o) => o.languageRegionCode === languageRegionCode && (!o.brands || o.brands.includes(brand as 'product')),
  );
}

/** The address a route's page is prerendered at instead of its own: its path's parameters filled in, then the query. */
export function prerenderAddress(path: string, using: NonNullable<Route['prerenderWith']>): string {
  const filled = path.replace(/:(\w+)/g, (whole, name: string) => using.params?.[name] ?? whole);
  return `${filled}${using.query ?? ''}`;
}

/** The route table of one entry: default map, minus removed routes, with localised and extra paths. */
export function buildRouteTable(map: RouteMap, overrides: RouteOverride[]): ResolvedRoute[] {
  const removed = new Set<string>();
  const localised = new Map<string, string>();
  const extra = new Map<string, string[]>();
  for (const o of overrides) {
    for (const id of o.removeRoutes ?? []) removed.add(id);
    for (const r of map.routes) if (r.groups?.some((g) => o.removeGroups?.includes(g))) removed.add(r.id);
    for (const [id, p] of Object.entries(o.paths ?? {})) localised.set(id, p);
    for (const [id, ps] of Object.entries(o.extraPaths ?? {})) extra.set(id, [...(extra.get(id) ?? []), ...ps]);
  }
  const kept = map.routes.filter((r: Route) => !removed.has(r.id));
  const keptIds = new Set(kept.map((r) => r.id));
  return kept.map((r: Route): ResolvedRoute => {
    const [canonical, ...rest] = r.paths;
    const paths = [localised.get(r.id) ?? canonical ?? '/', ...rest, ...(extra.get(r.id) ?? [])];
    return {
      id: r.id,
      screen: r.screen,
      paths,
      exact: r.exact,
      auth: r.auth,
      header: r.chrome?.header ?? true,
      footer: r.chrome?.footer ?? true,
      ...(r.chrome?.breadcrumbs === false ? { breadcrumbs: false as const } : {}),
      aliases: r.aliases ?? [],
      content: r.content ?? [],
      calls: r.calls ?? [],
      ...(r.prerender === false ? { prerender: false as const } : {}),
      ...(r.prerenderWith ? { prerenderAt: prerenderAddress(paths[0] ?? '/', r.prerenderWith) } : {}),
      ...(r.signedInRedirect ? { signedInRedirect: r.signedInRedirect } : {}),
      // A parent the entry removed is left out of the trail rather than linking to a missing page.
      ...(r.parent && keptIds.has(r.parent) ? { parent: r.parent } : {}),
    };
  });
}
