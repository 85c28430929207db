import { useCallback, useSyncExternalStore } from 'react';
import { useSite } from './market-context';

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

/**
 * True on narrow screens: at most as wide as the `narrow` breakpoint of markets/site.json (768 px), the width
 * stylesheets name `(--narrow)`. The specs say both "under 768 px" (breadcrumbs) and "768 px wide or less" (search
 * placeholder); one rule, the breakpoint as a max-width, serves both.
 */
export function useNarrowScreen(): boolean {
  return useMediaQuery(`(max-width: ${useSite().breakpoints.narrow}px)`);
}
