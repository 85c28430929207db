/** Timings and limits of the help assistant and chat (spec 002 §2, §9). */

/** Help panel: the opening and the closing animation each last this long; the timer decides the end state. */
export const HELP_PANEL_ANIMATION_MS = 800;
/** Starting pop-up: appears this long after the page loads. */
export const HELP_POPUP_DELAY_MS = 3000;
/** Starting pop-up: stays visible this long, then hides itself. */
export const HELP_POPUP_VISIBLE_MS = 4000;
/** Starting pop-up: appears once per day; its cookie lasts this many days. */
export const HELP_POPUP_COOKIE_DAYS = 1;
/** Chat: each browser tab's record lives this long unless refreshed. */
export const CHAT_TAB_TTL_MS = 30000;
/** Chat: each tab refreshes its record this often (a third of the TTL: two missed refreshes are survived). */
export const CHAT_TAB_REFRESH_MS = 10000;
/** Chat: how many kinds of message the conversation has (the owner's and the assistant's). */
export const CHAT_MESSAGE_TYPE_LIMIT = 2;
/**
 * Chat: the snackbar closes itself after this long. The spec gives no number; 4 s is the shortest common
 * snackbar duration (Material's range is 4–10 s), long enough to read one short sentence, and the same as the
 * pop-up's visible time, so the help widget has one rhythm.
 */
export const SNACKBAR_MS = 4000;
