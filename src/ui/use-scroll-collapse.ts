import { useEffect, useRef, useState } from 'react';
import { useSite } from './market-context';

/**
 * The header's collapse (site.json timings): true once the page is scrolled further than headerCollapseScrollPx,
 * until it is back within headerExpandScrollPx of the top. It opens again near the top only: collapsing shortens the
 * page by up to the header's lost height, which can pull the scroll position back under the collapse threshold by
 * itself; opening there would flap. The spec polls the position (every headerScrollPollMs, 200 ms) rather than
 * listening to scroll events, so a change shows at the next poll.
 */
export function useScrollCollapse(): boolean {
  const {
    headerCollapseScrollPx: thresholdPx,
    headerScrollPollMs: pollMs,
    headerExpandScrollPx: expandPx,
  } = useSite().timings;
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
