import type { ReactNode } from 'react';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  /** This dialog's name: it is open while activeModal equals it (as Modal). */
  name: string;
  activeModal: string | null;
  /** The question; it names the dialog. */
  title: string;
  /** What answering yes does, in one paragraph. */
  body: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The cancel button, the close button, Escape and a click outside. */
  onCancel: () => void;
  onConfirm: () => void;
  /** The close button's accessible name; the cancel label unless given. */
  closeLabel?: string;
  /** A confirmation that destroys or removes something (the default) is a danger button, any other a primary one. */
  danger?: boolean;
  /** The answer is being carried out: neither button can be pressed. */
  busy?: boolean;
  /** The confirm button alone cannot be pressed (an earlier answer is still being carried out). */
  confirmDisabled?: boolean;
  /** Why the last answer failed, under the body; none when null, undefined or false. */
  error?: ReactNode;
}

/** A question before an action, in one markup: a modal with the body, then Cancel and the confirm button. */
export function ConfirmDialog({
  body,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
  closeLabel = cancelLabel,
  danger = true,
  busy = false,
  confirmDisabled = false,
  error,
  ...modal
}: ConfirmDialogProps) {
  return (
    <Modal {...modal} onClose={onCancel} closeLabel={closeLabel}>
      <p>{body}</p>
      {error !== undefined && error !== null && error !== false && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={danger ? 'button button-danger' : 'button button-primary'}
          disabled={busy || confirmDisabled}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
