import { useEffect } from 'react';
import { useSite } from './market-context';
import { resetViewportZoom, zoomedWhileOpen } from '../lib/viewport-zoom';

/**
 * For a dialog mounted while it is open (modal, drawer): when it goes, a zoom the browser made while it was open
 * (into one of its fields) is reset (spec 002 §2, src/lib/viewport-zoom.ts).
 */
export function useZoomResetOnClose(): void {
  const rule = useSite().viewportZoomReset;
  useEffect(() => {
    const scaleAtOpen = window.visualViewport?.scale;
    return () => {
      if (zoomedWhileOpen(scaleAtOpen, window.visualViewport?.scale, rule)) resetViewportZoom(document, rule);
    };
  }, [rule]);
}
