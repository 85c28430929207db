/**
 * A page may start with its screen's start sheet only (scripts/build-start-sheets.ts: the app's stylesheet without
 * the features it does not draw), carried in its head with its language's faces; the attribute on the last of those
 * styles names the whole stylesheet's rules (without its faces, which the page has), which the app adds after it once
 * the page has settled, and before it shows another screen. Both in, the cascade is the whole sheet's: the start
 * sheet's rules all come again later in it, in the same order.
 */
export const FULL_STYLESHEET_ATTRIBUTE = 'data-full-stylesheet';

/** The screen whose start sheet the page carries: its first screen needs nothing more. */
export const START_SCREEN_ATTRIBUTE = 'data-start-screen';

let loading: Promise<void> | undefined;

/**
 * Adds the whole stylesheet after the start sheet and resolves once it is in; at once where the page links the whole
 * one already. A sheet that failed to load is asked for again on the next call (offline a moment): meanwhile the
 * screen is shown with the start sheet's rules rather than not at all.
 */
export function loadFullStylesheet(doc: Document | undefined = globalThis.document): Promise<void> {
  if (loading) return loading;
  // Prerendering (no document) draws from the markup alone.
  if (!doc) return Promise.resolve();
  const start = doc.querySelector(`[${FULL_STYLESHEET_ATTRIBUTE}]`);
  const href = start?.getAttribute(FULL_STYLESHEET_ATTRIBUTE);
  if (!start || !href) return Promise.resolve();
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const current = new Promise<void>((resolve) => {
    link.addEventListener('load', () => {
      start.removeAttribute(FULL_STYLESHEET_ATTRIBUTE);
      resolve();
    });
    link.addEventListener('error', () => {
      link.remove();
      loading = undefined;
      resolve();
    });
  });
  loading = current;
  start.after(link);
  return current;
}

/** Whether the page's start sheet already styles this screen (the page's own): it needs no whole sheet first. */
export function startSheetStyles(screen: string, doc: Document | undefined = globalThis.document): boolean {
  const start = doc?.querySelector(`[${FULL_STYLESHEET_ATTRIBUTE}]`);
  return !start || start.getAttribute(START_SCREEN_ATTRIBUTE) === screen;
}
