import { useEffect, useRef, type RefObject } from 'react';

const FIELD = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * The first field a person would fill in, inside an edit panel: the one the form definition names (ui:options
 * editFocus: the first name, not the salutation before it), else the first.
 */
export function firstField(root: HTMLElement): HTMLElement | null {
  return root.querySelector<HTMLElement>('[data-edit-focus]:not(:disabled)') ?? root.querySelector<HTMLElement>(FIELD);
}

/** The panel's heading, made focusable by script only (tabIndex -1), so it is no extra Tab stop. */
export function panelHeading(root: HTMLElement): HTMLElement | null {
  const heading = root.querySelector<HTMLElement>('h1, h2, h3');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/**
 * Moves the focus when a panel switches between viewing and editing: the control that was pressed (Edit, Save,
 * Cancel) is gone, and the browser would drop the focus on <body>. Entering edit mode focuses the first field;
 * leaving it (saved, cancelled, discarded) focuses the panel's heading. The first render leaves the focus alone:
 * a page load is the layout's to handle.
 */
export function useModeFocus(root: RefObject<HTMLElement | null>, editing: boolean): void {
  const previous = useRef(editing);
  useEffect(() => {
    if (previous.current === editing) return;
    previous.current = editing;
    const el = root.current;
    if (!el) return;
    (editing ? (firstField(el) ?? panelHeading(el)) : panelHeading(el))?.focus();
  }, [root, editing]);
}
