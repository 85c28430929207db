import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap, type FocusTrapType } from './lazy-focus-trap';
import { useSite } from './market-context';
import { useOutsidePress } from './use-outside-press';
import { useZoomResetOnClose } from './use-zoom-reset-on-close';

export interface DrawerProps {
  open: boolean;
  /** Called once the closing animation has run (site.json timings.drawerCloseMs, 325 ms, after the close request). */
  onClose: () => void;
  title: string;
  /** Accessible name of the close button, e.g. "Close". */
  closeLabel: string;
  side?: 'left' | 'right';
  children: ReactNode;
}

/**
 * A side panel over a backdrop, in a portal on document.body. Escape, an outside click or the
 * close button play the closing animation, then call onClose once it has run (site.json timings.drawerCloseMs).
 */
export function Drawer({ open, ...panel }: DrawerProps) {
  const trap = useFocusTrap(open);
  if (!open || !trap) return null;
  // Mounted per opening, so a reopened drawer starts without a pending close.
  return createPortal(<DrawerPanel {...panel} FocusTrap={trap} />, document.body);
}

function DrawerPanel({
  onClose,
  title,
  closeLabel,
  side = 'right',
  children,
  FocusTrap,
}: Omit<DrawerProps, 'open'> & { FocusTrap: FocusTrapType }) {
  const titleId = useId();
  const panelRef = useRef<HTMLDialogElement>(null);
  const [closing, setClosing] = useState(false);
  // Drawer: the length of the closing animation; onClose is called when it ends.
  const closeMs = useSite().timings.drawerCloseMs;
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const requestClose = () => {
    if (timer.current !== undefined) return; // already closing
    setClosing(true);
    // The animation's length is fixed in ui.css to the same 325 ms; the timer, not an
    // animationend event, decides, so onClose also comes when animations are off.
    timer.current = window.setTimeout(onClose, closeMs);
  };
  useOutsidePress(panelRef, requestClose, !closing);
  useZoomResetOnClose();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    requestClose();
  };

  return (
    <div className={`ui-drawer-backdrop${closing ? ' ui-drawer-backdrop--closing' : ''}`}>
      <FocusTrap focusTrapOptions={{ escapeDeactivates: false }}>
        {/* open attribute, not showModal(): as in modal.tsx, modality is handled here. */}
        <dialog
          ref={panelRef}
          open
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={`ui-drawer ui-drawer--${side}${closing ? ' ui-drawer--closing' : ''}`}
          onKeyDown={onKeyDown}
        >
          <div className="ui-drawer-header">
            <h2 id={titleId} className="ui-drawer-title">
              {title}
            </h2>
            <button type="button" className="ui-close-button" aria-label={closeLabel} onClick={requestClose}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="ui-drawer-body">{children}</div>
        </dialog>
      </FocusTrap>
    </div>
  );
}
