import { useEffect, useEffectEvent, useRef, useState, type FocusEvent } from 'react';
import { popupCookie, schedulePopup, shouldShowPopup } from '../popup';

/** Already-translated texts (from content). */
export interface HelpPopupTexts {
  /** The pop-up's message, e.g. "Need help?". */
  message: string;
  /** The button that opens the help panel, e.g. "Ask us". */
  open: string;
  /** Accessible name of the close button, e.g. "Close". */
  close: string;
}

export interface HelpPopupProps {
  texts: HelpPopupTexts;
  /** Opens the help panel (HelpPanel's onOpenChange(true)). */
  onOpenPanel: () => void;
  /** While the panel is open the pop-up stays away, and is not counted as seen. */
  panelOpen: boolean;
  /** document.cookie unless given. */
  cookies?: PopupCookies;
  now?: () => Date;
  /** Whether the cookie gets Secure: on https unless given. */
  secure?: boolean;
  /** Time since the page loaded when this mounts: the pop-up still comes 3 s after the load. */
  elapsedMs?: number;
}

/** Reads the Cookie header string; writes one Set-Cookie string (document.cookie's getter and setter). */
export interface PopupCookies {
  read: () => string;
  write: (setCookie: string) => void;
}

const documentCookies: PopupCookies = {
  read: () => document.cookie,
  write: (setCookie) => {
    document.cookie = setCookie;
  },
};

/** waiting: before 3 s; shown: 3–7 s; expired: after 7 s; dismissed: closed or used by the owner. */
type Stage = 'waiting' | 'shown' | 'expired' | 'dismissed';

/**
 * The starting pop-up (spec 002 §2, §9): "Need help?" 3 s after load, for 4 s, at most once a day (its cookie
 * is written when it shows and lasts a day). It never takes focus; a keyboard user who has moved into it keeps
 * it until leaving it, so it does not vanish from under them.
 */
export function HelpPopup({ texts, onOpenPanel, panelOpen, cookies = documentCookies, now = () => new Date(), secure, elapsedMs = 0 }: HelpPopupProps) {
  const [eligible] = useState(() => shouldShowPopup(cookies.read()));
  const [stage, setStage] = useState<Stage>('waiting');
  const [focusInside, setFocusInside] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  // Where focus came from when it moved into the pop-up: it goes back there when the pop-up closes under it.
  const cameFrom = useRef<HTMLElement | null>(null);

  const show = useEffectEvent(() => {
    if (panelOpen) return; // the owner found help already; the pop-up may come on a later visit
    cookies.write(popupCookie(now(), secure ?? window.location.protocol === 'https:'));
    setStage('shown');
  });
  useEffect(() => {
    if (!eligible) return;
    return schedulePopup({ show: () => show(), hide: () => setStage((s) => (s === 'shown' ? 'expired' : s)), elapsedMs });
  }, [eligible, elapsedMs]);

  if (!eligible) return null;
  const visible = !panelOpen && (stage === 'shown' || (stage === 'expired' && focusInside));
  const inside = (node: EventTarget | null) => node instanceof Node && (boxRef.current?.contains(node) ?? false);
  const onFocus = (event: FocusEvent) => {
    if (!inside(event.relatedTarget)) cameFrom.current = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
    setFocusInside(true);
  };
  const onBlur = (event: FocusEvent) => {
    if (!inside(event.relatedTarget)) setFocusInside(false);
  };
  const dismiss = () => {
    setStage('dismissed');
    setFocusInside(false);
    if (cameFrom.current?.isConnected) cameFrom.current.focus();
  };
  return (
    <div ref={boxRef} className={`help-popup${visible ? ' help-popup--visible' : ''}`} onFocus={onFocus} onBlur={onBlur}>
      {/* The live region is in the page before its text arrives, so screen readers announce the text. */}
      <p role="status" className="help-popup-message">{visible ? texts.message : null}</p>
      {visible ? (
        <div className="help-popup-actions">
          <button
            type="button"
            className="help-button"
            onClick={() => {
              setStage('dismissed');
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
