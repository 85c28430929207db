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
    const write = () => root.style.setProperty(property, `${element.offsetHeight}px`);
    write();
    if (typeof ResizeObserver === 'undefined') return () => root.style.removeProperty(property);
    const observer = new ResizeObserver(write);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [property]);
  return ref;
}
