import type { ResolvedRoute } from '../../generated/types/routes';

/**
 * The pages a route is reached from, outermost first, by each route's `parent` in the table (order details:
 * order history). A loop in the data ends the walk instead of hanging the page.
 */
export function parentTrail(
  routes: readonly ResolvedRoute[],
  route: Pick<ResolvedRoute, 'id' | 'parent'>,
): ResolvedRoute[] {
  const trail: ResolvedRoute[] = [];
  const seen = new Set([route.id]);
  let id = route.parent;
  while (id && !seen.has(id)) {
    seen.add(id);
    const parent = routes.find((r) => r.id === id);
    if (!parent) break;
    trail.unshift(parent);
    id = parent.parent;
  }
  return trail;
}
