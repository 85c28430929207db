import { useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap, type FocusTrapType } from './lazy-focus-trap';
import { useOutsidePress } from './use-outside-press';
import { useZoomResetOnClose } from './use-zoom-reset-on-close';

export interface ModalProps {
  /** This modal's name: it is open while activeModal equals it. */
  name: string;
  /** The name of the modal that should be open, if any (spec: "open when a modal name is set"). */
  activeModal: string | null;
  onClose: () => void;
  /** Escape and outside clicks do nothing, and there is no close button: the owner must answer. */
  preventClose?: boolean;
  title: string;
  children: ReactNode;
  /** Accessible name of the close button, e.g. "Close". */
  closeLabel: string;
  /** What takes the focus as it opens (a form's field); the first control (the close button) otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog over a backdrop, in a portal on document.body. Tab stays inside; focus goes
 * back to the element that opened it when it closes, and a zoom the browser made into its fields is reset.
 */
export function Modal({ name, activeModal, ...dialog }: ModalProps) {
  const trap = useFocusTrap(activeModal === name);
  if (activeModal !== name || !trap) return null;
  return createPortal(<ModalDialog {...dialog} FocusTrap={trap} />, document.body);
}

function ModalDialog({
  onClose,
  preventClose = false,
  title,
  children,
  closeLabel,
  initialFocus,
  FocusTrap,
}: Omit<ModalProps, 'name' | 'activeModal'> & { FocusTrap: FocusTrapType }) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  useOutsidePress(dialogRef, onClose, !preventClose);
  useZoomResetOnClose();

  const onKeyDown = (event: KeyboardEvent) => {
    // A widget inside (an open listbox, a tooltip) that used Escape marks it handled.
    if (event.key !== 'Escape' || event.defaultPrevented || preventClose) return;
    event.preventDefault();
    onClose();
  };

  return (
    <div className="ui-modal-backdrop">
      <FocusTrap
        focusTrapOptions={{
          // Escape and outside clicks are ours to decide (preventClose); the trap only keeps Tab inside.
          escapeDeactivates: false,
          // With preventClose and no control inside, the dialog itself (tabIndex -1) takes focus.
          fallbackFocus: () => dialogRef.current ?? document.body,
          ...(initialFocus ? { initialFocus: () => initialFocus.current ?? undefined } : {}),
        }}
      >
        {/* Shown with the open attribute, not showModal(): modality (trap, backdrop, Escape, preventClose)
            is ours, the same in every browser; the element gives the dialog role. */}
        <dialog
          ref={dialogRef}
          open
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className="ui-modal"
          onKeyDown={onKeyDown}
        >
          <div className="ui-modal-header">
            <h2 id={titleId} className="ui-modal-title">
              {title}
            </h2>
            {preventClose ? null : (
              <button type="button" className="ui-close-button" aria-label={closeLabel} onClick={onClose}>
                <span aria-hidden="true">×</span>
              </button>
            )}
          </div>
          <div className="ui-modal-body">{children}</div>
        </dialog>
      </FocusTrap>
    </div>
  );
}
