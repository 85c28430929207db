/** Timings and thresholds of the shared widgets, from the shell and account specifications (§9 of each). */

/** Notification banner: its content appears this long after the notification arrives. */
export const NOTIFICATION_CONTENT_DELAY_MS = 500;
/** Notification banner: auto-dismissed this long after it arrives, unless it came from the dashboard. */
export const NOTIFICATION_AUTO_CLOSE_MS = 10000;
/** Drawer: length of the closing animation; onClose is called when it ends. */
export const DRAWER_CLOSE_MS = 325;
/** Tooltip: on narrow screens a focus shows the bubble after this delay (a tap focuses, then clicks). */
export const TOOLTIP_MOBILE_FOCUS_DELAY_MS = 250;
/** Header: collapses once the page is scrolled further than this. */
export const HEADER_COLLAPSE_SCROLL_PX = 56;
/**
 * Where a collapsed header opens again: near the top only. Collapsing shortens the page by up to the header's lost
 * height, which can pull the scroll position back under 56 px by itself; opening there would flap every poll.
 */
export const HEADER_EXPAND_SCROLL_PX = 8;
/** Header: how often the scroll position is read. */
export const HEADER_SCROLL_POLL_MS = 200;
/**
 * Narrow screens are at most this wide. The specs say both "under 768 px" (breadcrumbs) and
 * "768 px wide or less" (search placeholder); one rule, `(max-width: 768px)`, serves both.
 */
export const NARROW_SCREEN_MAX_PX = 768;
