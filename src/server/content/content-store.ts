import { bundles as builtBundles, fragments as builtFragments } from '../../generated/content';

/*
 * The texts and fragments the service serves: those it was built with, or, under `npm run dev`, the last ones
 * generated since it started (a change under markets/content/ shows on the next page load, no restart).
 */

export interface Content {
  bundles: Record<string, Record<string, string>>;
  fragments: Record<string, Record<string, Record<string, unknown>>>;
}

let current: Content = { bundles: builtBundles, fragments: builtFragments };
const replaced = new Set<() => void>();

/** The content being served now: read it when it is needed, not once at start. */
export function servedContent(): Content {
  return current;
}

/** Serves other content from now on (npm run dev, after a regenerate); what was derived from the old is dropped. */
export function replaceContent(next: Content): void {
  current = next;
  for (const drop of replaced) drop();
}

/** Runs `drop` whenever the content is replaced: for what is computed once from it (compressed bundles). */
export function onContentReplaced(drop: () => void): void {
  replaced.add(drop);
}
