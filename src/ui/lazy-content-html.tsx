import { useEffect, useMemo, useState } from 'react';
import type { sanitiseContentHtml } from './content-html';
import { loadOnce } from './load-once';

type Sanitise = typeof sanitiseContentHtml;

/** The sanitiser's module (DOMPurify with it). */
const sanitiser = loadOnce(() => import('./content-html').then((m) => m.sanitiseContentHtml));

/**
 * The sanitiser of content's markup (ContentHtml's) for markup a page shows only when the owner asks for it (a
 * dialog's): DOMPurify, some 11 KB compressed, comes when first needed instead of with the page. 'loading' until then,
 * 'failed' when it could not be had: the markup is then not shown (never unsanitised).
 */
export function useContentSanitiser(needed: boolean): Sanitise | 'loading' | 'failed' {
  const [state, setState] = useState<Sanitise | 'loading' | 'failed'>(() => sanitiser.loaded() ?? 'loading');
  useEffect(() => {
    if (!needed) return;
    let live = true;
    // Each time it is needed anew (a dialog opened again): one that failed is tried again.
    void sanitiser.load().then((sanitise) => {
      if (live) setState(() => sanitise ?? 'failed');
    });
    return () => {
      live = false;
    };
  }, [needed]);
  return state;
}

/** Content's markup as ContentHtml draws it, with the sanitiser useContentSanitiser gave. */
export function SanitisedHtml({ html, className, sanitise }: { html: string; className?: string; sanitise: Sanitise }) {
  const clean = useMemo(() => sanitise(html), [html, sanitise]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
