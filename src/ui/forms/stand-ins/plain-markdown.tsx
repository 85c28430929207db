import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx in the browser bundle (see scripts/build.ts): descriptions are plain text here,
 * so a text marked as markdown is shown as the text it is, never parsed into markup.
 */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <>{children}</>;
}
