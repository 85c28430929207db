import { useEffect, useRef, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a connection (navigator.onLine); re-renders when it is lost or back. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * A load that failed because the connection was lost (the offline notice says so) is asked again by itself once the
 * connection is back.
 */
export function useAskAgainOnline(failedOffline: boolean, ask: () => void): void {
  const online = useOnline();
  const latest = useRef(ask);
  useEffect(() => {
    latest.current = ask;
  });
  useEffect(() => {
    if (online && failedOffline) latest.current();
  }, [online, failedOffline]);
}
