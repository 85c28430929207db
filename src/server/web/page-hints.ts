/*
 * The hints a page's HTML carries so a first visit asks for everything at once: the fonts of the market's
 * language, the scripts of the shell and of the route's screen (modulepreload), and the content the shell renders
 * with (the locale's texts, the shell's fragments and the screen's), which a prerendered page carries itself. Without
 * them each script is found only once the one importing it has run, and the content only once the app has started.
 */
import type { ScreenPreloads } from './asset-manifest';
import { startStyleMarkup, type PageStartStyles } from './start-styles';
import { site } from '../../generated/site';
import type { Market } from '../../generated/types/market';
import type { ResolvedRoute } from '../../generated/types/routes';
import { wordmarkMarkup } from '../../lib/brand/wordmark';
import { isEndpointId } from '../../lib/call-address';
import { fragmentsAddress, fragmentsRequest, textsAddress, textsParams } from '../../lib/content/addresses';
import { PAGE_ANSWER_ATTRIBUTE } from '../../lib/content/page-answers';
import { startTextsQuery } from '../../lib/content/screen-texts';
import { pageFragments, SHELL_CATEGORY } from '../../lib/content/shell-fragments';
import { escapeAttribute } from '../../lib/html-escape';
import { openingCalls, sentOpeningCalls } from '../../lib/market/opening-calls';
import { OPENING_CALLS_ID, TOKEN_HEADER, warmRequest, type OpeningCalls } from '../../lib/opening-requests';
import { PRERENDERED_ATTRIBUTE } from '../../lib/prerendered';
import { chromeShown } from '../../lib/webview';
import { textFor } from '../content/locale';
import { textsJson, textsSelection } from '../content/packed-texts';
import { servedFragments } from '../content/served-fragment';
import { brandById } from '../shared/brand-by-id';
import { cutLanguage, fontPreloads, type LanguageCut } from '../shared/font-preloads';

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The page's fragments (the shell's and its screen's), asked for in one request as boot asks for them; none when it shows none. */
const shellAddress = (market: Market, names: string[]) =>
  names.length > 0 ? fragmentsAddress(market, SHELL_CATEGORY, names) : null;

/**
 * The scripts in the order the browser is to ask for them. Boot's first (main's static imports): main runs boot with
 * them, which sends the page's data calls while React's scripts still arrive. Then the largest first: over HTTP/1.1 a
 * page has six connections and the stylesheet and fonts hold three, and React's chunk (over half the bytes) asked for
 * after two small scripts waited for a free connection, its last byte the page's last (Lighthouse's LCP of the data
 * pages). Except the renderer's entry, which main imports once boot is done: under a kilobyte, it went last and
 * waited for a connection until the rest were in, a phone's round trip after them. Without sizes or boot's list (an
 * older build), the order as given.
 */
function requestOrder(scripts: string[], preloads: ScreenPreloads): string[] {
  const boot = new Set(preloads.boot ?? []);
  const next = new Set(preloads.afterBoot ?? []);
  const size = (src: string) => preloads.bytes?.[src] ?? 0;
  const rest = scripts
    .filter((src) => !boot.has(src) && !next.has(src))
    .map((src, i) => ({ src, i }))
    .sort((a, b) => size(b.src) - size(a.src) || a.i - b.i)
    .map((s) => s.src);
  return [...scripts.filter((src) => boot.has(src)), ...scripts.filter((src) => next.has(src)), ...rest];
}

/** JSON in a data block: nothing in it may close the block. */
const dataBlock = (json: string) => json.replace(/</g, '\\u003c');

/**
 * A signed-in owner's page: its opening calls that need nothing but the market (boot's warm ones), named in a data
 * block, and the script that sends them before the app's scripts are in (src/api/opening-answers.ts). First among the
 * hints, so that its request goes first. None in a webview (other calls) or where the build has no such script.
 */
function openingCallHints(
  script: string | undefined,
  market: Market,
  route: ResolvedRoute,
  webview: boolean,
): string[] {
  if (!script || webview || route.auth !== 'owner') return [];
  const calls = sentOpeningCalls(openingCalls(route, market, webview, site.shortcutsNavigation)).flatMap((id) => {
    const request = isEndpointId(id) ? warmRequest(id, market) : null;
    if (!request) return [];
    const { address, headers, withToken, cacheKey } = request;
    return [{ address, headers, withToken, cacheKey }];
  });
  if (calls.length === 0) return [];
  const block: OpeningCalls = { tokenHeader: TOKEN_HEADER, webviewMarker: site.webviewMarker, calls };
  return [
    `<script type="application/json" id="${OPENING_CALLS_ID}">${dataBlock(JSON.stringify(block))}</script>`,
    // async: it runs once it is in, not after the page is parsed; not `type="module"` first, so that a prerendered
    // page's low priority for the app's scripts (withPageFrame) leaves it alone. Its own priority stays high: at low
    // priority the answers came later, often while React hydrated the page, which then caught up with the store in
    // one long task (order history's TBT 98 -> 211 ms, median of 3 over HTTP/1.1); Lighthouse's simulation counts it
    // as holding back the first paint (FCP 0.8 -> 1.0 s), within the budget.
    `<script async type="module" src="${escapeAttribute(script)}"></script>`,
  ];
}

/**
 * The page's preloads. prerendered: the page is painted from its markup, so its scripts are for taking it over, not
 * for the first paint: they are asked for at low priority, after the stylesheet and fonts the paint waits for (over
 * HTTP/1.1 Chrome then holds them back while those load); its content is in the page, as it was rendered with.
 */
export function pageHints(
  preloads: ScreenPreloads | undefined,
  market: Market,
  route: ResolvedRoute,
  webview: boolean,
  prerendered = false,
): string {
  const priority = prerendered ? ' fetchpriority="low"' : '';
  const scripts = preloads
    ? requestOrder([...preloads.shell, ...(preloads.screens[route.screen] ?? [])], preloads)
    : [];
  // The texts boot asks for (all but those other screens alone use) and the fragments around the route.
  const textsQuery = startTextsQuery(preloads?.screenTexts ?? {}, route.screen);
  const fragmentNames = pageFragments(route, webview);
  const content: { href: string | null; answer: () => string }[] = [
    // Each answered for the parameters its address is built from.
    {
      href: textsAddress(market, textsQuery),
      answer: () => textsJson(textsParams(market).locale, textsSelection(textsQuery)),
    },
    {
      href: shellAddress(market, fragmentNames),
      answer: () =>
        JSON.stringify(servedFragments(fragmentsRequest(market, SHELL_CATEGORY, fragmentNames).params, fragmentNames)),
    },
  ];
  const fonts = preloads ? fontPreloads(preloads.fonts, market.languageRegionCode, languageCut(preloads, market)) : [];
  return [
    ...openingCallHints(preloads?.openingCalls, market, route, webview),
    // Fonts first: they are small, and text drawn before they arrive would move when they do.
    ...fonts.map(
      (href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeAttribute(href)}" />`,
    ),
    ...scripts.map((src) => `<link rel="modulepreload"${priority} href="${escapeAttribute(src)}" />`),
    ...content.flatMap(({ href, answer }) => {
      if (href === null) return [];
      // A prerendered page carries the content it was rendered with: the app takes it instead of asking (two
      // requests fewer at start, a queue's wait over HTTP/1.1's six connections), and hydrates with the same words.
      if (prerendered)
        return [
          `<script type="application/json" ${PAGE_ANSWER_ATTRIBUTE}="${escapeAttribute(href)}">${dataBlock(answer())}</script>`,
        ];
      // `crossorigin` (same-origin credentials) is what the app's own fetch() asks with, so it reuses the preloaded
      // answer; the addresses are the ones the app's client builds for the same calls.
      return [`<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(href)}" />`];
    }),
  ].join('\n    ');
}

/** The cut of the Latin faces the build made for the market's language (scripts/build-font-cuts.ts), if any. */
const languageCut = (preloads: ScreenPreloads | undefined, market: Market) =>
  preloads?.languageCuts?.[cutLanguage(market.languageRegionCode)];

/**
 * The page with its language's stylesheet in place of the app's: the same rules and its cut's faces after them, one
 * request at start rather than two (a phone lets only so many go at once). Where the build made the screen a start
 * sheet (scripts/build-start-sheets.ts), the page carries that sheet's rules and its language's faces instead
 * (start-styles.ts): the rules of the features the page does not draw are not waited for before its first paint, nor
 * is any request. They name the app's rules without faces, which the app adds once the page has settled
 * (src/lib/full-stylesheet.ts).
 */
export function withLanguageStylesheet(html: string, cut: LanguageCut | undefined, start?: PageStartStyles): string {
  if (!cut) return html;
  const styles = start
    ? startStyleMarkup(start)
    : `<link rel="stylesheet" href="${escapeAttribute(cut.stylesheet)}" />`;
  return html.replace(/<link rel="stylesheet" href="[^"]*" \/>/, () => styles);
}

/** The screen's start styles in the market's language, if the build made them. */
export function pageStartStyles(
  preloads: ScreenPreloads | undefined,
  market: Market,
  screen: string,
): PageStartStyles | undefined {
  const styles = preloads?.startSheets;
  const set = styles?.screens[screen];
  const rules = set === undefined ? undefined : styles?.sets[set];
  const faces = styles?.faces[cutLanguage(market.languageRegionCode)];
  return styles === undefined || rules === undefined || faces === undefined
    ? undefined
    : { screen, rules, faces, full: styles.rules };
}

/** The page with its hints before </head>. */
export function withPageHints(html: string, hints: string): string {
  return hints ? html.replace(/(\s*)<\/head>/, `\n    ${hints}$1</head>`) : html;
}

/**
 * The page as it is before the app runs: the market's language and brand on <html> (the brand's colours apply at
 * once), the tab's title and the description in the market's language, and where the route has a header, the brand's bar with its
 * wordmark, where the app's header will draw it.
 * Something of the brand is on screen while the scripts load, and nothing moves when the app replaces it.
 * A prerendered page (the build's markup of this address, not in a webview) has the whole page there instead, marked
 * with its address for the app to hydrate (src/app/hydration.ts), and inert until then: it is seen at once, but
 * nothing in it takes a click or a key it could not answer yet (text typed into a field would be lost).
 */
export function withPageFrame(
  html: string,
  market: Market,
  route: ResolvedRoute,
  webview: boolean,
  prerendered?: { address: string; markup: string },
): string {
  const wordmark = brandById(market.brand)?.theme.wordmark;
  const frame =
    chromeShown({ header: route.header }, webview) && wordmark
      ? `<header class="site-header" aria-hidden="true"><div class="site-header-bar"><span class="site-logo">${wordmarkMarkup(wordmark)}</span></div></header>`
      : '';
  const mount =
    prerendered && !webview
      ? `<div id="app" ${PRERENDERED_ATTRIBUTE}="${escapeAttribute(prerendered.address)}" inert>${prerendered.markup}</div>`
      : `<div id="app">${frame}</div>`;
  // Three texts of every page served: looked up, not the locale's whole merged bundle (half a millisecond a page).
  const text = (key: string) => textFor(market.languageRegionCode, key);
  const description = text('app.description');
  // The tab's title in the page's language from the start, as the app then sets it (route-screen.tsx).
  const screenTitle = text(`screen.${route.screen}.title`);
  const appTitle = text('app.title');
  const title = screenTitle && appTitle ? `${screenTitle} · ${appTitle}` : undefined;
  return html
    .replace(
      /(\s*)<title>/,
      description ? `$1<meta name="description" content="${escapeAttribute(description)}" />$1<title>` : '$1<title>',
    )
    .replace(/<title>[^<]*<\/title>/, (whole) => (title ? `<title>${escapeText(title)}</title>` : whole))
    .replace(
      /<html lang="[^"]*"/,
      `<html lang="${escapeAttribute(market.languageRegionCode)}" data-brand="${escapeAttribute(market.brand)}"`,
    )
    .replace('<div id="app"></div>', () => mount)
    .replace(/<script type="module"/g, (tag) => (prerendered && !webview ? `${tag} fetchpriority="low"` : tag));
}

/**
 * A route's whole page: the template with the route's hints and its frame, or its prerendered markup. The service
 * sends it (static-app.ts) and the build writes it for static hosts (scripts/build-static-pages.ts): the same bytes.
 */
export function routePage(
  template: string,
  preloads: ScreenPreloads | undefined,
  market: Market,
  route: ResolvedRoute,
  webview: boolean,
  prerendered?: { address: string; markup: string },
): string {
  return withPageFrame(
    withPageHints(
      withLanguageStylesheet(template, languageCut(preloads, market), pageStartStyles(preloads, market, route.screen)),
      pageHints(preloads, market, route, webview, prerendered !== undefined),
    ),
    market,
    route,
    webview,
    prerendered,
  );
}
