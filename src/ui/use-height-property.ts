import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps a custom property on <html> equal to the element's height in px, for what must stay clear of it
 * (scroll padding, the help panel below the sticky header): the header's height depends on its menu row, which
 * wraps with the language's labels. Set through the CSSOM, which the CSP allows (no style attribute in markup).
 */
export function useHeightProperty<T extends HTMLElement>(property: string) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const write = (px: number) => root.style.setProperty(property, `${px}px`);
    if (typeof ResizeObserver === 'undefined') {
      write(element.offsetHeight);
      return () => root.style.removeProperty(property);
    }
    // The observer reports the size once layout has run (its first report comes before the first paint): reading
    // offsetHeight here instead would force a layout of the whole page in the middle of React's commit.
    const observer = new ResizeObserver(([entry]) => {
      const size = entry?.borderBoxSize[0]?.blockSize;
      write(size ?? element.offsetHeight);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [property]);
  return ref;
}
