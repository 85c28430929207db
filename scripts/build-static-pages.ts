/*
 * The prerendered pages as files, for a static host: each market's prerendered route page (its hints, its frame and
 * its markup: what the service sends for the address) at dist/pages/<site>/<address>.html. nginx.conf and
 * _redirects serve it at its address (scripts/build-static-host.ts); other addresses get the plain page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Market } from '../src/generated/types/market';
import type { ResolvedRoute } from '../src/generated/types/routes';
import { addressBelowRoot, PRERENDERED_DIR, withoutQuery } from '../src/lib/prerendered';
import type { ScreenPreloads } from '../src/server/web/asset-manifest';
import { routePage } from '../src/server/web/page-hints';
import { pageStyleSources } from '../src/server/web/start-styles';

/** The folder of the written pages, below dist/. */
export const STATIC_PAGES_DIR = 'pages';

/** A market's page address: its root and the path below it. */
export const pageAddress = (market: Market, relativePath: string) => addressBelowRoot(market.root, relativePath);

/**
 * Where an address's page is written, below dist/: by host first where the environment's markets are told apart by
 * host (two hosts may serve the same path), else by path alone.
 */
export function staticPageFile(market: Market, relativePath: string, byHost: boolean): string {
  const address = pageAddress(market, relativePath).replace(/\/+$/, '');
  return path.posix.join(STATIC_PAGES_DIR, byHost ? market.domain : '', `${address}.html`);
}

/** The route a prerendered address belongs to: the one rendered there instead of its own paths, or with that plain path. */
const routeOf = (routes: readonly ResolvedRoute[], rendered: string) =>
  routes.find((r) => r.prerenderAt === rendered || r.paths.includes(rendered));

/**
 * Where a route's prerendered page is written: at the address it was rendered at, or where that is not one of the
 * route's own (prerenderAt: a query's, a parameter's placeholder), at the route's plain paths, as the first paint of
 * their addresses (a static host finds pages by path); a route with parameters only, at its placeholder's path, where
 * nginx.conf and _redirects send its addresses (scripts/build-static-host.ts).
 */
function filesOf(route: ResolvedRoute, rendered: string): string[] {
  if (rendered !== route.prerenderAt) return [rendered];
  const plain = route.paths.filter((p) => p !== '*' && !p.includes(':'));
  return plain.length > 0 ? plain : [withoutQuery(rendered)];
}

/** What writeStaticPages wrote: the paths, by market id; each file's style sources, by its address below the root. */
export interface WrittenPages {
  pages: Record<string, string[]>;
  styles: Record<string, string[]>;
}

/**
 * Writes every prerendered page of the markets; returns the paths written, by market id, and the hashes of each
 * file's start styles (nginx sends each page its own policy: build-static-host.ts). A file per page, no
 * precompressed copy and no folder of its own: about 1,400 pages, and a file costs more to create than to fill (nginx
 * compresses the page as it sends it).
 */
export function writeStaticPages(input: {
  outDir: string;
  template: string;
  preloads: ScreenPreloads | undefined;
  markets: readonly Market[];
  routeTables: Record<string, ResolvedRoute[]>;
  byHost: boolean;
}): WrittenPages {
  const { outDir, template, preloads, markets, routeTables, byHost } = input;
  fs.rmSync(path.join(outDir, STATIC_PAGES_DIR), { recursive: true, force: true });
  const written: Record<string, string[]> = {};
  const styles: Record<string, string[]> = {};
  const folders = new Set<string>();
  for (const market of markets) {
    const file = path.join(outDir, PRERENDERED_DIR, `${market.id}.json`);
    if (!fs.existsSync(file)) continue;
    const markup = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    for (const [rendered, html] of Object.entries(markup)) {
      const route = routeOf(routeTables[market.id] ?? [], rendered);
      if (!route) continue;
      const page = routePage(template, preloads, market, route, false, {
        address: pageAddress(market, rendered),
        markup: html,
      });
      const sources = pageStyleSources(page);
      for (const relativePath of filesOf(route, rendered)) {
        const file = staticPageFile(market, relativePath, byHost);
        styles[`/${file}`] = sources;
        const target = path.join(outDir, file);
        if (!folders.has(path.dirname(target))) fs.mkdirSync(path.dirname(target), { recursive: true });
        folders.add(path.dirname(target));
        fs.writeFileSync(target, page);
        (written[market.id] ??= []).push(relativePath);
      }
    }
  }
  return { pages: written, styles };
}
