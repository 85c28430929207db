import type { FocusTrap as FocusTrapComponent } from 'focus-trap-react';
import { useEffect, useState, type ReactElement } from 'react';

export type FocusTrapType = typeof FocusTrapComponent;

/** If the trap cannot load (offline), the dialog still opens and works, only without the trap. */
const NoTrap = (({ children }: { children: ReactElement }) => children) as unknown as FocusTrapType;

let loaded: FocusTrapType | null = null;
let loading: Promise<FocusTrapType> | null = null;

/** Starts loading the trap (e.g. when a control that opens a dialog gets focus or the pointer). */
export function preloadFocusTrap(): Promise<FocusTrapType> {
  loading ??= import('./focus-trap-module')
    .then(
      (m) => m.FocusTrap,
      () => NoTrap,
    )
    .then((trap) => {
      loaded = trap;
      return trap;
    });
  return loading;
}

/**
 * focus-trap-react's FocusTrap once it is needed: a first visit does not download it (focus-trap, tabbable),
 * only the first dialog does. Null until loaded; a dialog shows once its trap can hold the focus.
 */
export function useFocusTrap(needed: boolean): FocusTrapType | null {
  const [trap, setTrap] = useState<FocusTrapType | null>(() => loaded);
  useEffect(() => {
    if (!needed || trap) return;
    let live = true;
    void preloadFocusTrap().then((t) => {
      if (live) setTrap(() => t);
    });
    return () => {
      live = false;
    };
  }, [needed, trap]);
  return trap;
}
