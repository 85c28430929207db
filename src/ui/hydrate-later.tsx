import { Suspense, use, useEffect, useId, type ReactNode } from 'react';
import { useHydrating } from './use-hydrating';
import { whenIdle } from '../lib/tasks/when-idle';

/** A promise React's use() reads: React marks a settled one itself, and open() does too, so no render waits. */
type Gate = Promise<void> & { status?: string; value?: undefined };

interface Hold {
  gate: Gate;
  /** The held parts, by their React id (the same in every attempt at hydrating one). */
  held: Set<string>;
  /** Parts committed since the hold began: hydrated, or drawn afresh when something forced it. */
  committed: number;
  opened: boolean;
  done: boolean;
  onHydrated: () => void;
}

let hold: Hold | null = null;

function hydratedIfDone(current: Hold): void {
  if (current.done || !current.opened || current.committed < current.held.size) return;
  current.done = true;
  if (hold === current) hold = null;
  current.onHydrated();
}

/**
 * Hydrating a prerendered page: what HydrateLater wraps keeps its prerendered markup, painted and readable but not yet
 * the app's, until open() is called (render.tsx: when the browser is idle after the page's own hydration, or at the
 * owner's first touch, key or focus, which opens it before React sees the event, so the part touched is hydrated in
 * time for its click). onHydrated: every held part is the app's.
 */
export function holdLaterHydration(onHydrated: () => void): { open: () => void } {
  let resolve = () => undefined as void;
  const gate: Gate = new Promise<void>((r) => (resolve = r));
  const current: Hold = { gate, held: new Set(), committed: 0, opened: false, done: false, onHydrated };
  hold = current;
  return {
    open: () => {
      if (current.opened) return;
      current.opened = true;
      gate.status = 'fulfilled';
      gate.value = undefined;
      resolve();
      hydratedIfDone(current);
    },
  };
}

/**
 * Opens the hold when the browser is next idle, or at once when the owner reaches for the page: a listener on the
 * document's capture phase runs before React's own, so the part touched is hydrated in time to take the event.
 */
export function openWhenIdleOrUsed(open: () => void): void {
  const events = ['pointerdown', 'keydown', 'focusin'] as const;
  const now = () => {
    for (const type of events) document.removeEventListener(type, now, true);
    cancel();
    open();
  };
  for (const type of events) document.addEventListener(type, now, true);
  const cancel = whenIdle(now);
}

function Held({ children }: { children: ReactNode }) {
  const id = useId();
  const current = hold;
  // Only while hydrating: a part React draws afresh (an update reached it first) is drawn at once, never left empty.
  const hydrating = useHydrating();
  if (current && !current.opened && hydrating) {
    current.held.add(id);
    use(current.gate as Promise<void>);
  }
  useEffect(() => {
    if (!current) return;
    current.committed += 1;
    hydratedIfDone(current);
  }, [current]);
  return children;
}

/**
 * Parts of the shell an owner does not need to start using the page (header, footer): hydrated after the page's
 * own content. Rendered on the server, and in a page the app draws itself, as if it were not there. The element must
 * not change while it is held (memoise it): a boundary given new props before it is hydrated is drawn afresh.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Held>{children}</Held>
    </Suspense>
  );
}
