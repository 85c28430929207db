import { useEffect, useState } from 'react';
import { loadOnce } from './load-once';
import { storedPhoneHref } from '../lib/phone/stored-href';
import { whenIdle } from '../lib/tasks/when-idle';

type Display = typeof import('../lib/phone/display');

/** The phone-number display (libphonenumber with it). */
const phoneDisplay = loadOnce(() => import('../lib/phone/display'));

/**
 * A stored phone number as a link to call it, written the way an owner reads it (lib/phone/display.ts). The
 * phone-number library (some 16 KB compressed) is asked for once the browser is idle after the page has drawn its
 * first number, not with the page nor while the page still renders: a page that shows a dealer's number paints its
 * data without waiting for it or sharing the network with it. Until then the number keeps its place unseen, so
 * nothing moves and no other form of it flashes by; if the library cannot be had (offline), the number as stored.
 */
export function PhoneLink({ stored, countryCode }: { stored: string; countryCode: string }) {
  const [display, setDisplay] = useState<Display | 'loading' | 'failed'>(() => phoneDisplay.loaded() ?? 'loading');
  useEffect(() => {
    if (display !== 'loading') return;
    let live = true;
    const cancel = whenIdle(() => {
      void phoneDisplay.load().then((d) => {
        if (live) setDisplay(d ?? 'failed');
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [display]);
  if (typeof display === 'string')
    return (
      <a
        href={storedPhoneHref(stored)}
        className={display === 'loading' ? 'phone-pending' : undefined}
        aria-busy={display === 'loading' || undefined}
      >
        {stored}
      </a>
    );
  return <a href={display.phoneHref(stored, countryCode)}>{display.phoneForDisplay(stored, countryCode)}</a>;
}
