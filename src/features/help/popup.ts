import { readCookie, writeCookie } from '../../lib/cookies';

/** The starting pop-up of the help assistant (spec 002 §2, §9): 3 s after load, for 4 s, once a day. */

export const HELP_POPUP_COOKIE = 'help_popup_seen';
const SECONDS_PER_DAY = 86400;

/** Whether the pop-up may appear: its cookie (set when it was last shown) has not been seen. */
export function shouldShowPopup(cookieHeader: string): boolean {
  return readCookie({ cookie: cookieHeader }, HELP_POPUP_COOKIE) === null;
}

/**
 * The Set-Cookie string (for document.cookie) written when the pop-up shows: it lasts `days` (one day, site.json
 * help.popupCookieDays), so the pop-up appears at most once a day. The value records when it was shown, for whoever
 * reads the cookie jar.
 */
export function popupCookie(now: Date, secure: boolean, days: number): string {
  const jar = { cookie: '' };
  writeCookie(jar, HELP_POPUP_COOKIE, now.toISOString(), {
    maxAgeSeconds: days * SECONDS_PER_DAY,
    path: '/',
    secure,
  });
  return jar.cookie;
}

/** The pop-up's times (site.json help). */
export interface PopupTimes {
  /** It appears this long after the page loads (popupDelayMs, 3 s). */
  delayMs: number;
  /** It stays visible this long, then hides itself (popupVisibleMs, 4 s). */
  visibleMs: number;
}

export interface PopupSchedule extends PopupTimes {
  show: () => void;
  hide: () => void;
  /** The global timers unless given (method syntax: any handle type fits). */
  setTimeout?(run: () => void, ms: number): unknown;
  clearTimeout?(handle: unknown): void;
  /** How long the page has already been loaded (the help area mounts after the page settles): the 3 s count from the load. */
  elapsedMs?: number;
}

/**
 * Calls show delayMs (3 s) from the load and hide visibleMs (4 s) after that; the returned cancel stops whichever is
 * still to come, also when show itself cancels (then no hide is scheduled).
 */
export function schedulePopup(schedule: PopupSchedule): () => void {
  const later = schedule.setTimeout ?? ((run: () => void, ms: number) => globalThis.setTimeout(run, ms));
  const stop = schedule.clearTimeout ?? ((handle: unknown) => globalThis.clearTimeout(handle as number));
  let cancelled = false;
  let pending = later(
    () => {
      schedule.show();
      if (!cancelled) pending = later(schedule.hide, schedule.visibleMs);
    },
    Math.max(0, schedule.delayMs - (schedule.elapsedMs ?? 0)),
  );
  return () => {
    cancelled = true;
    stop(pending);
  };
}
