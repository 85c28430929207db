import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useSite } from './market-context';
import { useNarrowScreen } from './use-media-query';

/** Spec 000 §8: the default accessible labels, and the content keys that carry them. */
export const VIN_TOOLTIP_LABEL = 'Where do I find my VIN?';
export const VIN_TOOLTIP_LABEL_KEY = 'ui.tooltip.vin';
export const TAX_TOOLTIP_LABEL = 'View tax section disclaimer';
export const TAX_TOOLTIP_LABEL_KEY = 'ui.tooltip.tax';

/**
 * CSP allows no style attributes (style-src 'self'), but CSSOM writes are allowed: the computed
 * position goes on the element here rather than through floating-ui's floatingStyles prop.
 */
function placeBubble(bubble: HTMLElement, strategy: 'absolute' | 'fixed', x: number, y: number): void {
  bubble.style.position = strategy;
  bubble.style.left = `${x}px`;
  bubble.style.top = `${y}px`;
}

export interface TooltipProps {
  /** The info button's accessible name, e.g. t(VIN_TOOLTIP_LABEL_KEY). */
  label: string;
  /** The bubble's content. */
  children: ReactNode;
}

/**
 * An info button whose bubble shows on hover, on focus and on click; Escape hides it.
 * On narrow screens a focus waits first (site.json timings.tooltipMobileFocusDelayMs, 250 ms): a tap focuses and
 * then clicks, and the click should decide.
 */
export function Tooltip({ label, children }: TooltipProps) {
  const bubbleId = useId();
  const narrow = useNarrowScreen();
  const focusDelayMs = useSite().timings.tooltipMobileFocusDelayMs;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const shown = hovered || focused || pinned;
  const focusTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(focusTimer.current), []);

  const hide = () => {
    window.clearTimeout(focusTimer.current);
    setHovered(false);
    setFocused(false);
    setPinned(false);
  };

  // Both elements live in state, so positioning follows them.
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const [bubble, setBubble] = useState<HTMLSpanElement | null>(null);
  useLayoutEffect(() => {
    if (!button || !bubble) return undefined;
    // floating-ui loads with the first bubble shown (not part of a page's first download); until then the
    // stylesheet places the bubble above the button.
    let stop: (() => void) | undefined;
    let live = true;
    void import('@floating-ui/dom').then(({ autoUpdate, computePosition, flip, offset, shift }) => {
      if (!live) return;
      stop = autoUpdate(button, bubble, () => {
        void computePosition(button, bubble, {
          placement: 'top',
          middleware: [offset(8), flip(), shift({ padding: 8 })],
        }).then(({ x, y, strategy }) => {
          if (live) placeBubble(bubble, strategy, x, y);
        });
      });
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [button, bubble]);

  // Escape dismisses wherever focus is (the bubble may show on hover alone, WCAG 1.4.13).
  // Capture phase, and marked handled, so a modal or drawer around it stays open.
  useEffect(() => {
    if (!shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      window.clearTimeout(focusTimer.current);
      setHovered(false);
      setFocused(false);
      setPinned(false);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [shown]);

  const onFocus = () => {
    window.clearTimeout(focusTimer.current);
    if (narrow) focusTimer.current = window.setTimeout(() => setFocused(true), focusDelayMs);
    else setFocused(true);
  };

  return (
    // Hover is tracked on the wrapper so the pointer can move onto the bubble (WCAG 1.4.13).
    <span className="ui-tooltip" onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      <button
        ref={setButton}
        type="button"
        className="ui-tooltip-button"
        aria-label={label}
        aria-describedby={shown ? bubbleId : undefined}
        onFocus={onFocus}
        onBlur={hide}
        // A click pins the bubble open; a second click closes it (how a touch screen closes it).
        onClick={() => (pinned ? hide() : setPinned(true))}
      >
        <svg className="ui-tooltip-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 11v6M12 7.5v.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {shown ? (
        <span ref={setBubble} id={bubbleId} role="tooltip" className="ui-tooltip-bubble">
          {children}
        </span>
      ) : null}
    </span>
  );
}
