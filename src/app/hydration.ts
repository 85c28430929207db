/*
 * Taking over a prerendered page (src/app/prerender/): the first render must produce the markup the build did, so it
 * renders from the state the build rendered from, whatever the store already holds (an answer kept from the last
 * page), and only then from the store.
 */
import { prerenderedSession } from './prerender/first-paint';
import { startingState, type AppStore, type RootState } from './store';
import type { ResolvedRoute } from '../generated/types/routes';
import { PRERENDERED_ATTRIBUTE } from '../lib/prerendered';

/**
 * Whether the mount holds the prerendered markup of this very address: the page of its path, and no query or
 * fragment, which a static page cannot know (an address with one is rendered afresh over the prerendered page).
 */
export function hydratesPrerendered(mount: HTMLElement, location: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  return (
    mount.getAttribute(PRERENDERED_ATTRIBUTE) === location.pathname && location.search === '' && location.hash === ''
  );
}

/**
 * The state the build rendered the page from: every slice as it starts, the route's session, and the shell's content
 * as boot loaded it (the build had the same from the content service). A screen's slices added while hydrating are
 * read from the store, where they have just started.
 */
export function hydrationState(store: AppStore, route: Pick<ResolvedRoute, 'auth'>): RootState {
  const base: RootState = { ...startingState(), session: prerenderedSession(route), content: store.getState().content };
  return new Proxy(base, {
    get: (target, key): unknown => {
      // A slice added since (a screen's, or one the held header reads when it hydrates later): as it starts, as the
      // build had it, whatever it holds by now.
      if (Reflect.has(target, key)) return Reflect.get(target, key);
      const started: unknown = Reflect.get(startingState(), key);
      if (started !== undefined) Reflect.set(target, key, started);
      return started;
    },
  });
}
