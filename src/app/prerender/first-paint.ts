import type { ResolvedRoute } from '../../generated/types/routes';

/**
 * The session a page is prerendered for, and hydrated from: an owner's page as a signed-in owner sees it while the
 * data loads (a visitor who is not is sent to sign in before anything renders), any other page as a visitor sees it.
 */
export function prerenderedSession(route: Pick<ResolvedRoute, 'auth'>): {
  status: 'authenticated' | 'unauthenticated';
} {
  return { status: route.auth === 'owner' ? 'authenticated' : 'unauthenticated' };
}
