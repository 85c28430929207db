/**
 * Runs work once the browser is idle (requestIdleCallback where it has it, else after a short timeout): for
 * fetching what a page may need later without competing with what it shows now.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(work, { timeout: timeoutMs });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 1);
  return () => clearTimeout(handle);
}

/** whenIdle as a promise: what starts after the page's own work (analytics, the scripts of every page) waits on it. */
export function untilIdle(timeoutMs?: number): Promise<void> {
  return new Promise((resolve) => {
    whenIdle(() => resolve(), timeoutMs);
  });
}
