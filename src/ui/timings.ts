import { site } from '../generated/site';

/** Timings and thresholds of the shared widgets (markets/site.json `timings`, from §9 of the shell and account specs). */
const { timings } = site;

/** Notification banner: its content appears this long after the notification arrives. */
export const NOTIFICATION_CONTENT_DELAY_MS = timings.notificationContentDelayMs;
/** Notification banner: auto-dismissed this long after it arrives, unless it came from the dashboard. */
export const NOTIFICATION_AUTO_CLOSE_MS = timings.notificationAutoCloseMs;
/** Drawer: length of the closing animation; onClose is called when it ends. */
export const DRAWER_CLOSE_MS = timings.drawerCloseMs;
/** Tooltip: on narrow screens a focus shows the bubble after this delay (a tap focuses, then clicks). */
export const TOOLTIP_MOBILE_FOCUS_DELAY_MS = timings.tooltipMobileFocusDelayMs;
/** Header: collapses once the page is scrolled further than this. */
export const HEADER_COLLAPSE_SCROLL_PX = timings.headerCollapseScrollPx;
/**
 * Where a collapsed header opens again: near the top only. Collapsing shortens the page by up to the header's lost
 * height, which can pull the scroll position back under the collapse threshold by itself; opening there would flap.
 */
export const HEADER_EXPAND_SCROLL_PX = timings.headerExpandScrollPx;
/** Header: how often the scroll position is read. */
export const HEADER_SCROLL_POLL_MS = timings.headerScrollPollMs;
/**
 * Narrow screens are at most this wide. The specs say both "under 768 px" (breadcrumbs) and "768 px wide or less"
 * (search placeholder); one rule, the `narrow` breakpoint as a max-width, serves both (stylesheets: `(--narrow)`).
 */
export const NARROW_SCREEN_MAX_PX = site.breakpoints.narrow;
/** A screen whose code could not be downloaded: the first wait before asking again, doubled each time up to the max. */
export const SCREEN_RETRY_FIRST_MS = timings.screenRetryFirstMs;
export const SCREEN_RETRY_MAX_MS = timings.screenRetryMaxMs;
