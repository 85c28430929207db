/*
 * The hints a page's HTML carries so a first visit asks for everything at once: the scripts of the shell and
 * of the route's screen (modulepreload), and the content the shell renders with (the locale's texts and the
 * shell's fragments). Without them each script is found only once the one importing it has run, and the
 * content only once the app has started.
 */
import type { Market } from '../generated/types/market';
import type { ResolvedRoute } from '../generated/types/routes';
import { SHELL_CATEGORY, shellFragments } from '../lib/content/shell-fragments';
import { fragmentAddress, textsAddress } from '../lib/content/addresses';
import type { ScreenPreloads } from './asset-manifest';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function pageHints(preloads: ScreenPreloads | undefined, market: Market, route: ResolvedRoute, webview: boolean): string {
  const scripts = preloads ? [...preloads.shell, ...(preloads.screens[route.screen] ?? [])] : [];
  // `crossorigin` (same-origin credentials) is what the app's own fetch() asks with, so it reuses the preloaded answer.
  const content = [textsAddress(market), ...shellFragments(route, webview).map((name) => fragmentAddress(market, SHELL_CATEGORY, name))];
  return [
    ...scripts.map((src) => `<link rel="modulepreload" href="${escapeAttribute(src)}" />`),
    ...content.map((href) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(href)}" />`),
  ].join('\n    ');
}

/** The page with its hints before </head>. */
export function withPageHints(html: string, hints: string): string {
  return hints ? html.replace(/(\s*)<\/head>/, `\n    ${hints}$1</head>`) : html;
}
