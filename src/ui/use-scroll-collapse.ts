import { useEffect, useRef, useState } from 'react';
import { HEADER_COLLAPSE_SCROLL_PX, HEADER_EXPAND_SCROLL_PX, HEADER_SCROLL_POLL_MS } from './timings';

/**
 * True once the page is scrolled further than thresholdPx, until it is back within expandPx of the top. The spec
 * polls the position (every 200 ms) rather than listening to scroll events, so a change shows at the next poll.
 */
export function useScrollCollapse(
  thresholdPx = HEADER_COLLAPSE_SCROLL_PX,
  pollMs = HEADER_SCROLL_POLL_MS,
  expandPx = HEADER_EXPAND_SCROLL_PX,
): boolean {
  const [collapsed, setCollapsed] = useState(() => typeof window !== 'undefined' && window.scrollY > thresholdPx);
  const shown = useRef(collapsed);
  useEffect(() => {
    // The poll itself costs nothing while nothing changes: React hears only of a change, not of every poll.
    const timer = window.setInterval(() => {
      const y = window.scrollY;
      const was = shown.current;
      const now = was ? y > expandPx : y > thresholdPx;
      if (now === was) return;
      shown.current = now;
      setCollapsed(now);
    }, pollMs);
    return () => window.clearInterval(timer);
  }, [thresholdPx, pollMs, expandPx]);
  return collapsed;
}
