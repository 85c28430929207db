import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Markup content may use: text-level and list elements, links; no scripts, styles, forms, frames or event handlers. */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'b', 'i', 'ul', 'ol', 'li', 'a', 'span'];
const ALLOWED_ATTR = ['href', 'lang'];

/**
 * HTML from content, sanitised (DOMPurify) before it reaches the page: content is data, never code. Where there is no
 * DOM to sanitise with (a page prerendered by the build), nothing: never the markup unsanitised.
 */
export function sanitiseContentHtml(html: string): string {
  if (!DOMPurify.isSupported) return '';
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https:|mailto:|tel:|\/(?!\/))/i,
  });
}

export function ContentHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitiseContentHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
