import { HELP_POPUP_COOKIE, popupCookie, schedulePopup, shouldShowPopup } from '../../../../src/features/help/popup';
import { fixtureTables } from '../../../support/site-tables';

// The times are site.json's help (the shipped ones: 3 s, 4 s, one day); the callers pass them in.
const {
  popupDelayMs: HELP_POPUP_DELAY_MS,
  popupVisibleMs: HELP_POPUP_VISIBLE_MS,
  popupCookieDays: DAYS,
} = fixtureTables.site.help;
const times = { delayMs: HELP_POPUP_DELAY_MS, visibleMs: HELP_POPUP_VISIBLE_MS };

describe('once a day', () => {
  const now = new Date('2026-11-23T10:00:00Z');

  it('writes help_popup_seen for one day, on every path, SameSite=Lax', () => {
    expect(popupCookie(now, false, DAYS)).toBe(
      `${HELP_POPUP_COOKIE}=2026-11-23T10%3A00%3A00.000Z; Max-Age=86400; Path=/; SameSite=Lax`,
    );
  });

  it('adds Secure on https', () => {
    expect(popupCookie(now, true, DAYS)).toMatch(/; Secure; SameSite=Lax$/);
  });

  it('shows the pop-up only while the cookie is absent', () => {
    expect(shouldShowPopup('')).toBe(true);
    expect(shouldShowPopup('pkce_verifier=abc; other=1')).toBe(true);
    expect(shouldShowPopup('help_popup_seen_not=1')).toBe(true);
    const jarValue = popupCookie(now, false, DAYS).split(';')[0] as string;
    expect(shouldShowPopup(`pkce_verifier=abc; ${jarValue}`)).toBe(false);
    expect(shouldShowPopup(jarValue)).toBe(false);
  });
});

describe('schedulePopup', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows at 3 s and hides 4 s later, at 7 s', () => {
    const show = jest.fn();
    const hide = jest.fn();
    schedulePopup({ ...times, show, hide });
    jest.advanceTimersByTime(HELP_POPUP_DELAY_MS - 1);
    expect(show).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(HELP_POPUP_VISIBLE_MS - 1);
    expect(hide).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(hide).toHaveBeenCalledTimes(1);
  });

  it('cancel before 3 s: nothing happens', () => {
    const show = jest.fn();
    const hide = jest.fn();
    schedulePopup({ ...times, show, hide })();
    jest.advanceTimersByTime(10000);
    expect(show).not.toHaveBeenCalled();
    expect(hide).not.toHaveBeenCalled();
  });

  it('cancel while shown: the hide timer goes too', () => {
    const hide = jest.fn();
    const cancel = schedulePopup({ ...times, show: jest.fn(), hide });
    jest.advanceTimersByTime(HELP_POPUP_DELAY_MS);
    cancel();
    jest.advanceTimersByTime(10000);
    expect(hide).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('cancel from within show: no hide is scheduled', () => {
    const hide = jest.fn();
    let cancel: () => void = () => undefined;
    cancel = schedulePopup({ ...times, show: () => cancel(), hide });
    jest.advanceTimersByTime(HELP_POPUP_DELAY_MS);
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(HELP_POPUP_VISIBLE_MS);
    expect(hide).not.toHaveBeenCalled();
  });

  it('uses injected timers', () => {
    const calls: number[] = [];
    const pending: (() => void)[] = [];
    schedulePopup({
      ...times,
      show: () => calls.push(1),
      hide: () => calls.push(2),
      setTimeout: (run, ms) => {
        calls.push(ms);
        pending.push(run);
        return pending.length;
      },
      clearTimeout: jest.fn(),
    });
    pending.shift()?.();
    pending.shift()?.();
    expect(calls).toEqual([HELP_POPUP_DELAY_MS, 1, HELP_POPUP_VISIBLE_MS, 2]);
  });
});
