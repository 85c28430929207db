import { useEffect, useState } from 'react';
import { HEADER_COLLAPSE_SCROLL_PX, HEADER_SCROLL_POLL_MS } from './timings';

/**
 * True while the page is scrolled further than thresholdPx. The spec polls the position
 * (every 200 ms) rather than listening to scroll events, so a change shows at the next poll.
 */
export function useScrollCollapse(thresholdPx = HEADER_COLLAPSE_SCROLL_PX, pollMs = HEADER_SCROLL_POLL_MS): boolean {
  const [collapsed, setCollapsed] = useState(() => typeof window !== 'undefined' && window.scrollY > thresholdPx);
  useEffect(() => {
    const timer = window.setInterval(() => setCollapsed(window.scrollY > thresholdPx), pollMs);
    return () => window.clearInterval(timer);
  }, [thresholdPx, pollMs]);
  return collapsed;
}
