import type { Wordmark } from '../generated/types/brand';
import { wordmarkPathAttributes } from '../lib/brand/wordmark';

/** React's names of the SVG attributes wordmarkPathAttributes gives. */
const REACT_NAMES: Record<string, string> = {
  class: 'className',
  'fill-rule': 'fillRule',
  'stroke-width': 'strokeWidth',
  'stroke-linecap': 'strokeLinecap',
};

/**
 * The brand's wordmark at its size from markets/brands.json: the same drawing the server's page frame shows, so
 * nothing moves when the app takes over. A label makes it an image of that name; without one it is decoration.
 */
export function BrandWordmark({ wordmark, label }: { wordmark: Wordmark; label?: string }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      className="brand-wordmark"
      viewBox={wordmark.viewBox.join(' ')}
      width={wordmark.width}
      height={wordmark.height}
      focusable="false"
      {...a11y}
    >
      {wordmark.paths.map((p) => {
        const props = Object.fromEntries(
          Object.entries(wordmarkPathAttributes(p)).map(([k, v]) => [REACT_NAMES[k] ?? k, v]),
        );
        return <path key={p.d} {...props} />;
      })}
    </svg>
  );
}
