import { chromeShown } from '../webview';

/** The shell's experience fragments live in one content category. */
export const SHELL_CATEGORY = 'experience-fragments';

/**
 * The fragments the shell shows around a route: asked for as soon as the market is known (boot, and the page's
 * preload hints), so the first render has its header, banner and footer and nothing moves when they arrive. The help
 * router is not among them: the help area asks for it when it comes, after the page has settled.
 * No React here: boot runs before React is loaded.
 */
export function shellFragments(route: { header: boolean; footer: boolean } | undefined, webview: boolean): string[] {
  const header = route ? chromeShown({ header: route.header }, webview) : !webview;
  const footer = route ? chromeShown({ footer: route.footer }, webview) : !webview;
  return [
    ...(header ? ['header', 'shortcuts-navigation', 'app-information'] : []),
    'notification-banner',
    // The footer's disclosures and privacy notice are fragments of their own (spec 002 §7).
    ...(footer ? ['footer', 'disclosures', 'gdpr-banner'] : []),
  ];
}

/**
 * The fragments a page opens with: the shell's and the route's screen's own (routes.json content), asked for in one
 * request (a fragment's name is unique across categories, so the shell's category names them all): over HTTP/1.1 each
 * request waits for one of six connections.
 */
export function pageFragments(
  route: { header: boolean; footer: boolean; content: readonly string[] },
  webview: boolean,
): string[] {
  return [...new Set([...shellFragments(route, webview), ...route.content])];
}
