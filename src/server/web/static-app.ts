import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { readAssetManifest, type AssetManifest } from './asset-manifest';
import { pageStartStyles, routePage } from './page-hints';
import { withPageStyles } from './start-styles';
import { endpoints } from '../../generated/api';
import { site } from '../../generated/site';
import { resolveLocation, type MarketTables } from '../../lib/market/resolve';
import { rootedPath } from '../../lib/market/route-paths';
import { addressBelowRoot, PRERENDERED_DIR } from '../../lib/prerendered';
import { isWebview } from '../../lib/webview';
import { servedContent } from '../content/content-store';
import { keptEntry, sendEncodedOnce, type EncodedOnce } from '../shared/encoded-once';
import { sendError } from '../shared/http-errors';

/** Every file under assets/ carries a content hash in its name: a new build means new addresses. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * First path segments that belong to the services (the owner API, content, the sign-in pages' files, the local
 * stand-ins, chat): an unknown path there is a JSON 404, never the app's page. A static host passes them on.
 */
export const SERVICE_PREFIXES: readonly string[] = [
  ...new Set([
    ...Object.values(endpoints).map((e) => e.path.split('/')[1] ?? ''),
    'content',
    'sign-in-pages',
    'local',
    'chat',
  ]),
];

function splitUrl(url: string): { path: string; query: string } {
  const q = url.indexOf('?');
  return q < 0 ? { path: url, query: '' } : { path: url.slice(0, q), query: url.slice(q) };
}

function isServicePath(path: string): boolean {
  const first = path.split('/')[1] ?? '';
  return first === 'assets' || SERVICE_PREFIXES.includes(first);
}

export interface StaticAppOptions {
  distDir: string;
  /** Absent for a bundle built before hashed names: its assets are served all the same. */
  manifest: AssetManifest | undefined;
  /** The tables of the environment the bundle was built for: the page status agrees with what the app renders. */
  tables: MarketTables;
  /** `npm run dev`: the page (and its manifest) are read again whenever a rebuild has written them anew. */
  watch?: boolean;
  /**
   * The origin the service is configured with (its issuer lives there): a page asked for on another name of this
   * machine's loopback (127.0.0.1 for localhost) moves there first, so that the sign-in's issuer matches.
   */
  canonicalOrigin?: () => string;
  /**
   * The service's Content-Security-Policy: a page's allows the start styles it carries besides (start-styles.ts),
   * those alone (every answer's header is bytes on the wire, whole each time over HTTP/1.1).
   */
  contentSecurityPolicy?: string;
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The pages as sent, compressed once: by their text, so services of one process (the browser tests') share them. */
const ENCODED_PAGES = new Map<string, EncodedOnce>();
/** Some 1,700 route pages in all; each kept with its compressed forms (some 90 KB): the most visited stay. */
const MAX_ENCODED_PAGES = 256;

/** The canonical address of a page asked for on a loopback alias of the canonical origin, or undefined. */
export function loopbackAliasRedirect(host: string, url: string, canonical: string): string | undefined {
  const wanted = new URL(canonical);
  let asked: URL;
  try {
    asked = new URL(`${wanted.protocol}//${host}`);
  } catch {
    return undefined;
  }
  if (asked.host === wanted.host || asked.port !== wanted.port) return undefined;
  if (!LOOPBACK_NAMES.has(asked.hostname) || !LOOPBACK_NAMES.has(wanted.hostname)) return undefined;
  return `${wanted.origin}${url}`;
}

/**
 * The built browser app: dist/assets/* as files (precompressed .br/.gz when the browser accepts them), and
 * index.html for every other page address (history fallback: the app's router resolves
 * /{brand}/{language-region}/... itself), with 404 where the app will show its not-found page.
 * Register after @fastify/compress, so the page replies are compressed too.
 */
export const staticApp: FastifyPluginAsync<StaticAppOptions> = async (
  app,
  { distDir, manifest: builtManifest, tables, watch = false, canonicalOrigin, contentSecurityPolicy },
) => {
  // Loaded only when a built app is served: the data service alone never needs it. It requires
  // content-disposition@3, an ES module only, which Node 20 loads but Jest's CommonJS runtime cannot: tests
  // that serve a dist/ import test/support/inject-under-jest.ts first.
  const { default: fastifyStatic } = await import('@fastify/static');
  await app.register(fastifyStatic, {
    root: path.resolve(distDir, 'assets'),
    prefix: '/assets/',
    preCompressed: true,
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    maxAge: '1y',
    immutable: true,
    // A hashed name never changes content: no revalidation, so no validators or ranges to send.
    etag: false,
    lastModified: false,
    acceptRanges: false,
  });
  // @fastify/send still names JavaScript application/javascript; RFC 9239 made text/javascript its one type.
  app.addHook('onSend', async (_req, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/javascript'))
      reply.header('content-type', type.replace('application/javascript', 'text/javascript'));
    return payload;
  });

  // Browsers ask for /favicon.ico whatever the page links; the hashed name changes per build, hence no long cache.
  app.get('/favicon.ico', async (_req, reply) => {
    const favicon = manifest?.files['favicon.svg'];
    if (!favicon) return sendError(reply, 404, 'resource not found');
    return reply.header('Cache-Control', 'no-cache').redirect(favicon, 302);
  });

  // The page of a build never changes while it is served: read once, and each market/screen's page made once
  // (under `npm run dev`, again after each rebuild).
  const indexFile = path.join(distDir, 'index.html');
  let template = await fs.promises.readFile(indexFile, 'utf8');
  let manifest = builtManifest;
  let builtAt = fs.statSync(indexFile).mtimeMs;
  const pages = new Map<string, string>();
  // A page carries the content it was made with (its title, its texts, its fragments): made again once the content
  // changes (npm run dev regenerates it while the service runs).
  let madeWith = servedContent();
  // Each page's policy, by its language and screen (what its start styles are made of).
  const policies = new Map<string, string>();
  const rebuilt = () => {
    const at = fs.statSync(indexFile).mtimeMs;
    if (at === builtAt) return;
    builtAt = at;
    template = fs.readFileSync(indexFile, 'utf8');
    manifest = readAssetManifest(distDir);
    pages.clear();
    policies.clear();
    prerendered.forget();
  };
  const prerendered = prerenderedMarkup(distDir);
  const policyFor = ({ market, route }: ReturnType<typeof resolveLocation>): Record<string, string> => {
    if (!contentSecurityPolicy) return {};
    const key = `${market.languageRegionCode}|${route.screen}`;
    let policy = policies.get(key);
    if (policy === undefined) {
      policy = withPageStyles(contentSecurityPolicy, pageStartStyles(manifest?.preloads, market, route.screen));
      policies.set(key, policy);
    }
    return { 'Content-Security-Policy': policy };
  };
  const pageFor = (resolution: ReturnType<typeof resolveLocation>, query: string): string => {
    if (watch) rebuilt();
    if (servedContent() !== madeWith) {
      madeWith = servedContent();
      pages.clear();
    }
    const webview = isWebview(query, site.webviewMarker);
    // The page is painted from the markup of the address it was rendered at: the app hydrates it there, and draws its
    // own over it elsewhere (an address with a query, with a parameter, or a route rendered at another: prerenderAt).
    const first = firstPaint(prerendered, resolution);
    const key = `${resolution.market.id}|${resolution.route.id}|${webview}|${first?.address ?? ''}`;
    let page = pages.get(key);
    if (page === undefined) {
      page = routePage(template, manifest?.preloads, resolution.market, resolution.route, webview, first);
      pages.set(key, page);
    }
    return page;
  };

  app.get('/*', async (req, reply) => {
    const { path: pagePath, query } = splitUrl(req.url);
    if (isServicePath(pagePath)) return sendError(reply, 404, `no route ${req.method} ${pagePath}`);
    const canonical = canonicalOrigin && loopbackAliasRedirect(req.host, req.url, canonicalOrigin());
    if (canonical) return reply.header('Cache-Control', 'no-cache').redirect(canonical, 308);
    const resolution = resolveLocation(tables, site, { host: req.host, path: pagePath, query });
    // A path outside the chosen market's root (`/` on the fallback entry) moves below it, where the app's router works.
    const rooted = rootedPath(resolution.market, resolution.path, resolution.relativePath);
    if (rooted !== undefined) return reply.header('Cache-Control', 'no-cache').redirect(`${rooted}${query}`, 302);
    const page = pageFor(resolution, query);
    reply
      .code(resolution.route.screen === 'not-found' ? 404 : 200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .headers(policyFor(resolution));
    return sendEncodedOnce(
      reply,
      keptEntry(ENCODED_PAGES, page, MAX_ENCODED_PAGES, () => page),
      req.headers['accept-encoding'],
    );
  });
};

/**
 * The prerendered page an address is first painted from: its path's own, else its route's, rendered at another
 * address (routes.json prerenderWith); none where the build made neither.
 */
function firstPaint(
  prerendered: ReturnType<typeof prerenderedMarkup>,
  { market, route, relativePath }: Pick<ReturnType<typeof resolveLocation>, 'market' | 'route' | 'relativePath'>,
): { address: string; markup: string } | undefined {
  for (const rendered of [relativePath, route.prerenderAt]) {
    const markup = rendered === undefined ? undefined : prerendered(market.id, rendered);
    if (rendered !== undefined && markup !== undefined)
      return { address: addressBelowRoot(market.root, rendered), markup };
  }
  return undefined;
}

/**
 * The build's prerendered markup (scripts/build-prerender.ts) of a market's page at a path below its root, read once
 * per market; undefined where the build made none (a path with a parameter, a build without them).
 */
function prerenderedMarkup(distDir: string): ((marketId: string, relativePath: string) => string | undefined) & {
  forget(): void;
} {
  const byMarket = new Map<string, Record<string, string>>();
  const lookup = (marketId: string, relativePath: string) => {
    let pages = byMarket.get(marketId);
    if (pages === undefined) {
      const file = path.join(distDir, PRERENDERED_DIR, `${marketId}.json`);
      pages = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};
      byMarket.set(marketId, pages);
    }
    return Object.hasOwn(pages, relativePath) ? pages[relativePath] : undefined;
  };
  return Object.assign(lookup, { forget: () => byMarket.clear() });
}

/** The JSON 404 of every address no route answers (with a built app, page addresses are answered by staticApp). */
export function installNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler(async (req, reply) =>
    sendError(reply, 404, `no route ${req.method} ${splitUrl(req.url).path}`),
  );
}
