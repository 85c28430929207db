import { useCallback, useSyncExternalStore } from 'react';
import { NARROW_SCREEN_MAX_PX } from './timings';

/** Narrow: the `narrow` breakpoint of markets/site.json, the width stylesheets name `(--narrow)`. */
export const NARROW_SCREEN_QUERY = `(max-width: ${NARROW_SCREEN_MAX_PX}px)`;

function hasMatchMedia(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

/** Whether the media query matches now; re-renders when it starts or stops matching. False without matchMedia. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = useCallback(() => hasMatchMedia() && window.matchMedia(query).matches, [query]);
  return useSyncExternalStore(subscribe, matches, () => false);
}

/** True on screens at most 768 px wide. */
export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW_SCREEN_QUERY);
}
