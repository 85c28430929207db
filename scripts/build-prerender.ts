/*
 * The build's prerendering: each market entry's route pages (src/app/prerender/) rendered into markup, one file per
 * market, dist/prerendered/<brand>/<language-region>.json: { "<path below the root>": "<markup>" }. The service puts a
 * page's markup in its mount element (src/server/web/static-app.ts), and the app hydrates it.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { PROJECT_ROOT } from '../generator/pipeline';
import type * as Entry from '../src/app/prerender/entry';
import { routeTables } from '../src/generated/routes';
import type { EnvironmentName } from '../src/generated/site';
import { PRERENDERED_DIR } from '../src/lib/prerendered';
import { textsFor } from '../src/server/content/locale';
import { servedFragment } from '../src/server/content/served-fragment';
import { environmentMarkets } from '../src/server/shared/environments';

/** The app's prerendering code for Node, as the browser's build resolves it (plugins: its aliases and tables). */
async function loadEntry(plugins: Plugin[]): Promise<typeof Entry> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
  try {
    await build({
      absWorkingDir: PROJECT_ROOT,
      entryPoints: { entry: path.join(PROJECT_ROOT, 'src/app/prerender/entry.ts') },
      outdir: dir,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      jsx: 'automatic',
      // The same addresses as the browser's build gives the files the markup names (a flag), drawings as their text.
      loader: { '.woff2': 'file', '.woff': 'file', '.svg': 'text', '.png': 'file', '.webp': 'file' },
      assetNames: '[name]-[hash]',
      publicPath: '/assets/',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins,
      logLevel: 'warning',
    });
    return createRequire(__filename)(path.join(dir, 'entry.js')) as typeof Entry;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Writes the prerendered pages of the environment's markets (of those of `only`, where given). */
export async function prerenderPages(
  env: EnvironmentName,
  outDir: string,
  plugins: Plugin[],
  only?: readonly string[],
): Promise<void> {
  const app = await loadEntry(plugins);
  const target = path.join(outDir, PRERENDERED_DIR);
  for (const market of environmentMarkets[env]) {
    if (only && !only.includes(market.id)) continue;
    const routes = routeTables[market.id];
    if (!routes) continue;
    const texts = textsFor(market.languageRegionCode);
    const scope = { brand: market.brand, region: market.fmaRegion, locale: market.languageRegionCode };
    const pages: Record<string, string> = {};
    for (const { route, path: routePath } of app.prerenderedPaths(routes)) {
      // What boot loads before the first render: the shell's content and the screen's own (route.content).
      const fragments = Object.fromEntries(
        [...app.shellFragments(route, false), ...route.content].map((name) => [
          name,
          servedFragment(scope, name) as Record<string, unknown> | undefined,
        ]),
      );
      pages[routePath] = await app.prerenderPage({
        market,
        routes,
        path: routePath,
        texts,
        fragments,
        tables: app.siteTables,
      });
    }
    const file = path.join(target, `${market.id}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(pages));
  }
}
