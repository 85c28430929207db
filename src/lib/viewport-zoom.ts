/*
 * Spec 002 §2, §9: the viewport zoom resets after 300 ms, scale factors 0.8 and 1.2 (site.json viewportZoomReset).
 * A phone browser zooms into a small field of a modal or drawer and stays zoomed once the dialog has gone. Narrowing
 * the viewport meta's scale range brings the zoom back into it; the meta's own content returns after the delay, so
 * zooming is never turned off for longer than that (a lasting maximum-scale under 2 fails WCAG 1.4.4).
 */
import type { Site } from '../generated/types/site';

export type ZoomResetRule = Site['viewportZoomReset'];

/**
 * Whether a dialog's closing should reset the zoom: the page was at an ordinary zoom when it opened and is zoomed
 * now. A zoom the owner had chosen before opening is theirs, and stays.
 */
export function zoomedWhileOpen(
  scaleAtOpen: number | undefined,
  scaleNow: number | undefined,
  rule: ZoomResetRule,
): boolean {
  if (scaleAtOpen === undefined || scaleNow === undefined) return false;
  const inRange = (s: number) => s >= rule.minimumScale && s <= rule.maximumScale;
  return inRange(scaleAtOpen) && !inRange(scaleNow);
}

/** The viewport content with minimum-scale and maximum-scale set to the rule's range, other settings kept. */
export function narrowedViewport(content: string, rule: ZoomResetRule): string {
  const kept = content
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !/^(minimum|maximum)-scale\s*=/i.test(part));
  return [...kept, `minimum-scale=${rule.minimumScale}`, `maximum-scale=${rule.maximumScale}`].join(', ');
}

/** The content each meta had before a reset still under way: a second reset restores that, not the narrowed one. */
const pending = new WeakMap<HTMLMetaElement, { content: string; timer: ReturnType<typeof setTimeout> }>();

/** Narrows the page's viewport scale range now and restores the meta's content restoreAfterMs later. */
export function resetViewportZoom(doc: Document, rule: ZoomResetRule): void {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (!meta) return;
  const earlier = pending.get(meta);
  if (earlier) clearTimeout(earlier.timer);
  const content = earlier?.content ?? meta.content;
  meta.content = narrowedViewport(content, rule);
  const timer = setTimeout(() => {
    meta.content = content;
    pending.delete(meta);
  }, rule.restoreAfterMs);
  pending.set(meta, { content, timer });
}
