import { useRef, useState, type FocusEvent } from 'react';
import type { PopupStage } from '../slice';

/** Already-translated texts (from content). */
export interface HelpPopupTexts {
  /** The pop-up's message, e.g. "Need help?". */
  message: string;
  /** The button that opens the help panel, e.g. "Ask us". */
  open: string;
  /** Accessible name of the close button, e.g. "Close". */
  close: string;
}

export interface HelpPopupViewProps {
  /** Where the pop-up is in its day (the help feature's state, decided by its saga). */
  stage: PopupStage;
  texts: HelpPopupTexts;
  /** Opens the help panel (HelpPanel's onOpenChange(true)). */
  onOpenPanel: () => void;
  /** The owner closed the pop-up, or used it. */
  onDismiss: () => void;
  /** While the panel is open the pop-up stays away. */
  panelOpen: boolean;
}

/**
 * The starting pop-up as its stage says (spec 002 §2, §9): "Need help?" while shown. It never takes focus; a
 * keyboard user who has moved into it keeps it after its time until leaving it, so it does not vanish from under them.
 */
export function HelpPopupView({ stage, texts, onOpenPanel, onDismiss, panelOpen }: HelpPopupViewProps) {
  const [focusInside, setFocusInside] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  // Where focus came from when it moved into the pop-up: it goes back there when the pop-up closes under it.
  const cameFrom = useRef<HTMLElement | null>(null);

  if (stage === 'off') return null;
  const visible = !panelOpen && (stage === 'shown' || (stage === 'expired' && focusInside));
  const inside = (node: EventTarget | null) => node instanceof Node && (boxRef.current?.contains(node) ?? false);
  const onFocus = (event: FocusEvent) => {
    if (!inside(event.relatedTarget))
      cameFrom.current = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
    setFocusInside(true);
  };
  const onBlur = (event: FocusEvent) => {
    if (!inside(event.relatedTarget)) setFocusInside(false);
  };
  const dismiss = () => {
    onDismiss();
    setFocusInside(false);
    if (cameFrom.current?.isConnected) cameFrom.current.focus();
  };
  return (
    <div
      ref={boxRef}
      className={`help-popup${visible ? ' help-popup--visible' : ''}`}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {/* The live region is in the page before its text arrives, so screen readers announce the text. */}
      <p role="status" className="help-popup-message">
        {visible ? texts.message : null}
      </p>
      {visible ? (
        <div className="help-popup-actions">
          <button
            type="button"
            className="help-button"
            onClick={() => {
              onDismiss();
              onOpenPanel(); // the panel takes focus as it opens
            }}
          >
            {texts.open}
          </button>
          <button type="button" className="ui-close-button" aria-label={texts.close} onClick={dismiss}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
