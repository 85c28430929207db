import { site } from '../../generated/site';

/** Timings and limits of the help assistant and chat (spec 002 §2, §9; markets/site.json `help`). */
const { help } = site;

/** Help panel: the opening and the closing animation each last this long; the timer decides the end state. */
export const HELP_PANEL_ANIMATION_MS = help.panelAnimationMs;
/** Starting pop-up: appears this long after the page loads. */
export const HELP_POPUP_DELAY_MS = help.popupDelayMs;
/** Starting pop-up: stays visible this long, then hides itself. */
export const HELP_POPUP_VISIBLE_MS = help.popupVisibleMs;
/** Starting pop-up: appears once per day; its cookie lasts this many days. */
export const HELP_POPUP_COOKIE_DAYS = help.popupCookieDays;
/** Chat: each browser tab's record lives this long unless refreshed. */
export const CHAT_TAB_TTL_MS = help.chatTabTtlMs;
/** Chat: each tab refreshes its record this often (a third of the TTL: two missed refreshes are survived). */
export const CHAT_TAB_REFRESH_MS = help.chatTabRefreshMs;
/** Chat: how many kinds of message the conversation has (the owner's and the assistant's). */
export const CHAT_MESSAGE_TYPE_LIMIT = 2;
/** Chat: the snackbar closes itself after this long (the spec gives no number; see the site schema). */
export const SNACKBAR_MS = help.snackbarMs;
