import type { Wordmark } from '../../generated/types/brand';
import { escapeAttribute } from '../html-escape';

type WordmarkPath = Wordmark['paths'][number];

/**
 * The SVG attributes of one path of a wordmark. The app's header (React), the page frame the server draws before
 * any script runs and the sign-in pages all draw from this, so the mark has the same shape and size everywhere.
 */
export function wordmarkPathAttributes(path: WordmarkPath): Record<string, string> {
  const tone: Record<string, string> = path.tone === 'accent' ? { class: 'brand-wordmark-accent' } : {};
  return path.paint === 'fill'
    ? { d: path.d, fill: 'currentColor', 'fill-rule': 'evenodd', ...tone }
    : {
        d: path.d,
        fill: 'none',
        stroke: 'currentColor',
        'stroke-width': String(path.strokeWidth ?? 1),
        'stroke-linecap': 'square',
        ...tone,
      };
}

const attributes = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([k, v]) => ` ${k}="${escapeAttribute(v)}"`)
    .join('');

/**
 * The wordmark as markup for pages the server writes. With a label it is an image of that name; without one it
 * is decoration (the text next to it names the brand).
 */
export function wordmarkMarkup(wordmark: Wordmark, label?: string): string {
  const svg = {
    class: 'brand-wordmark',
    viewBox: wordmark.viewBox.join(' '),
    width: String(wordmark.width),
    height: String(wordmark.height),
    focusable: 'false',
    ...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': 'true' }),
  };
  return `<svg${attributes(svg)}>${wordmark.paths.map((p) => `<path${attributes(wordmarkPathAttributes(p))} />`).join('')}</svg>`;
}
