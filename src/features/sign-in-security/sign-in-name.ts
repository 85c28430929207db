import type { SignIn } from '../../generated/types/api/owner';
import type { Translate } from '../../lib/texts/text-key';

/**
 * A sign-in as the devices list names it: its browser and system ("Chrome 131 on Windows"), the one of them the
 * user agent named, or "Unknown browser".
 */
export function signInName(s: Pick<SignIn, 'browser' | 'browserVersion' | 'os'>, t: Translate): string {
  const browser = s.browser ? [s.browser, s.browserVersion].filter(Boolean).join(' ') : null;
  if (browser && s.os) return t('security.signIns.browserOn', { browser, os: s.os });
  return browser ?? s.os ?? t('security.signIns.unknownBrowser');
}

/** The kind of device, with a phone's or tablet's model: "Phone · Google Pixel 8", "Computer". */
export function signInDevice(s: Pick<SignIn, 'device' | 'deviceModel'>, t: Translate): string {
  const kind = t(`security.signIns.device.${s.device}`);
  return s.deviceModel ? `${kind} · ${s.deviceModel}` : kind;
}
