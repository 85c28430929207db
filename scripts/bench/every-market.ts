/*
 * What a first visit starts with in every market entry, read off the build (dist/): the fonts each language's pages
 * preload, and each prerendered page as the service sends it (brotli 11). Lighthouse visits one market's routes; a
 * language's longer words, another script's two or three bytes a letter, or another face are found here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { bundles } from '../../src/generated/content';
import { fontPreloads } from '../../src/server/shared/font-preloads';
import type { AssetManifest } from '../../src/server/web/asset-manifest';
import { COMPRESSED_COPIES, compressedCopies } from '../build-compressed-copies';
import { languagesOf } from '../build-font-cuts';

export interface LanguageFonts {
  language: string;
  files: number;
  bytes: number;
}

export interface PageSize {
  /** The page's path below dist/pages (brand/market/route.html). */
  page: string;
  bytes: number;
}

/** Each language's preloaded font files and their bytes (woff2: sent as they are). */
export function languageFonts(distDir: string, manifest: AssetManifest): LanguageFonts[] {
  const fonts = manifest.preloads?.fonts ?? {};
  const cuts = manifest.preloads?.languageCuts ?? {};
  return languagesOf(bundles).map((language) => {
    const files = fontPreloads(fonts, language, cuts[language]);
    const bytes = files.reduce((sum, address) => sum + fs.statSync(path.join(distDir, address)).size, 0);
    return { language, files: files.length, bytes };
  });
}

/** Every prerendered page's body at brotli 11, largest first. */
export function pageSizes(distDir: string): PageSize[] {
  const root = path.join(distDir, 'pages');
  const sizes: PageSize[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith('.html')) {
        // Kept by content between runs, as the build keeps its copies: most pages are the same from one run to the next.
        const bytes = compressedCopies(fs.readFileSync(file), COMPRESSED_COPIES).br.length;
        sizes.push({ page: path.relative(root, file), bytes });
      }
    }
  };
  visit(root);
  return sizes.sort((a, b) => b.bytes - a.bytes);
}
