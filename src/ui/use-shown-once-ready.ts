import { useDeferredValue, useState } from 'react';

/**
 * True once nothing the page's first view needs is pending, and from then on: a page shows one loading state until
 * its parts are all in, then appears whole, so no part arriving later pushes the others about. A later reload
 * of one part (a retry) shows that part's own loading state in place.
 */
export function useShownOnceReady(pending: boolean): boolean {
  const [shown, setShown] = useState(false);
  // Set during render (React's pattern for state derived from what has been seen): the first ready render shows it.
  if (!pending && !shown) setShown(true);
  // The page appearing whole is the biggest render of its load: deferred, React renders it in the background, in
  // slices that let the browser answer a tap between them, instead of one long task in the store's update.
  return useDeferredValue(shown || !pending);
}
