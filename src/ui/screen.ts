import type { ResolvedRoute } from '../generated/types/routes';

/** What every screen gets from the router: its route (id, screen, localised paths). */
export interface ScreenProps {
  route: ResolvedRoute;
}
