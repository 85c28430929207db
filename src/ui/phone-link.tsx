import { useEffect, useState } from 'react';
import { loadOnce } from './load-once';
import { storedPhoneHref } from '../lib/phone/stored-href';
import { whenIdle } from '../lib/tasks/when-idle';

type Display = typeof import('../lib/phone/display');

/** The phone-number display (libphonenumber with it). */
const phoneDisplay = loadOnce(() => import('../lib/phone/display'));

/**
 * The phone-number display (lib/phone/display.ts): its library (some 16 KB compressed) is asked for once the browser
 * is idle after the page has drawn its first number, not with the page nor while the page still renders, so a page
 * that shows a number paints its data without waiting for it or sharing the network with it. 'loading' until then,
 * 'failed' if it cannot be had (offline).
 */
function usePhoneDisplay(): Display | 'loading' | 'failed' {
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
  return display;
}

/** Until the display is in, the number keeps its place unseen: nothing moves and no other form of it flashes by. */
const pending = (display: 'loading' | 'failed') =>
  display === 'loading' ? { className: 'phone-pending', 'aria-busy': true } : {};

/** A stored phone number as a link to call it, written the way an owner reads it; if the display fails, as stored. */
export function PhoneLink({ stored, countryCode }: { stored: string; countryCode: string }) {
  const display = usePhoneDisplay();
  if (typeof display === 'string')
    return (
      <a href={storedPhoneHref(stored)} {...pending(display)}>
        {stored}
      </a>
    );
  return <a href={display.phoneHref(stored, countryCode)}>{display.phoneForDisplay(stored, countryCode)}</a>;
}

/** A stored phone number as text (the owner's own, in account settings), as PhoneLink writes it. */
export function PhoneNumber({ stored, countryCode }: { stored: string; countryCode: string }) {
  const display = usePhoneDisplay();
  if (typeof display === 'string') return <span {...pending(display)}>{stored}</span>;
  return <>{display.phoneForDisplay(stored, countryCode)}</>;
}
