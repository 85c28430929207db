import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Calls onPress when a pointer goes down outside the element (on a backdrop or anywhere else).
 * mousedown, as focus-trap uses: it fires before focus moves and also follows a tap.
 */
export function useOutsidePress(ref: RefObject<HTMLElement | null>, onPress: () => void, enabled = true): void {
  const press = useEffectEvent(onPress);
  useEffect(() => {
    if (!enabled) return;
    const onMouseDown = (event: MouseEvent) => {
      const element = ref.current;
      if (element && event.target instanceof Node && !element.contains(event.target)) press();
    };
    document.addEventListener('mousedown', onMouseDown);
    return () => document.removeEventListener('mousedown', onMouseDown);
  }, [ref, enabled]);
}
