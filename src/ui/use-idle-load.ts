import { useEffect, useState } from 'react';
import type { loadOnce } from './load-once';
import { whenIdle } from '../lib/tasks/when-idle';

/**
 * A part of a page that comes in a chunk of its own (a form and its library): null until it is in. Asked for at once
 * when `wanted` (the owner needs it now), else once the browser is idle after `idleFrom` holds, so it is normally there
 * before it is needed without competing with what the page shows first. A failed load (offline) is asked for again
 * once the browser is back online, where the part is wanted, else the next time it is wanted.
 */
export function useIdleLoad<T>(part: ReturnType<typeof loadOnce<T>>, wanted: boolean, idleFrom = true): T | null {
  const [value, setValue] = useState<T | null>(part.loaded);
  useEffect(() => {
    if (value !== null || (!wanted && !idleFrom)) return undefined;
    let live = true;
    const load = () => {
      void part.load().then((loaded) => {
        if (!live) return;
        // A function-valued part (a component) is set as a value, not taken for an updater.
        if (loaded !== null) setValue(() => loaded);
        else if (wanted) window.addEventListener('online', load, { once: true });
      });
    };
    if (wanted) {
      load();
      return () => {
        live = false;
        window.removeEventListener('online', load);
      };
    }
    const cancel = whenIdle(load);
    return () => {
      live = false;
      cancel();
    };
  }, [part, wanted, idleFrom, value]);
  return value;
}
