import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * True while the page is rendered on the server or hydrated in the browser, false after: what only the browser knows
 * (the tab's storage) waits for hydration's end, so the first render matches the prerendered markup.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );
}
