/*
 * What a first visit starts with in every market entry, read off the build (dist/): the fonts each language's pages
 * preload, and each prerendered page as the service sends it (brotli 11). Lighthouse visits one market's routes; a
 * language's longer words, another script's two or three bytes a letter, or another face are found here.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
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

/** The prerendered pages under dist/pages (their paths). */
function pageFiles(distDir: string): string[] {
  const files: string[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith('.html')) files.push(file);
    }
  };
  visit(path.join(distDir, 'pages'));
  return files;
}

const brotliBytes = (content: Buffer, quality: number) =>
  zlib.brotliCompressSync(content, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  }).length;

/**
 * How much larger a page is at brotli quality 5 than at 11, at least: every page of the build is 8-10 % larger
 * (measured on all 1,571), so a page within 3 % over the budget at 5 is within it at 11, with room to spare.
 */
const QUICK_OVER_EXACT = 1.03;

/**
 * The prerendered pages whose body at brotli 11 is over `budget` bytes, largest first: what CI holds every page to
 * (a browser test), in seconds rather than the bench's minute. Quality 5 takes a millisecond a page where 11 takes
 * ten: only a page over the budget by QUICK_OVER_EXACT at 5 can be over it at 11, and only those are compressed at 11.
 * A page whose two sizes are nearer than that fails the check: it would have let another page through.
 */
export function pagesOverBudget(distDir: string, budget: number): PageSize[] {
  const root = path.join(distDir, 'pages');
  const near = pageFiles(distDir)
    .map((file) => ({ file, content: fs.readFileSync(file) }))
    .map((p) => ({ ...p, quick: brotliBytes(p.content, 5) }))
    .filter(({ quick }) => quick > budget * QUICK_OVER_EXACT)
    .map(({ file, content, quick }) => ({ page: path.relative(root, file), quick, bytes: brotliBytes(content, 11) }));
  const close = near.find((p) => p.quick < p.bytes * QUICK_OVER_EXACT);
  if (close)
    throw new Error(
      `${close.page}: ${close.quick} bytes at brotli 5, ${close.bytes} at 11, under the ${QUICK_OVER_EXACT} the check of every page counts on`,
    );
  return near
    .filter((p) => p.bytes > budget)
    .map(({ page, bytes }) => ({ page, bytes }))
    .sort((a, b) => b.bytes - a.bytes);
}

/** Every prerendered page's body at brotli 11, largest first. */
export function pageSizes(distDir: string): PageSize[] {
  const root = path.join(distDir, 'pages');
  return pageFiles(distDir)
    .map((file) => ({
      page: path.relative(root, file),
      // Kept by content between runs, as the build keeps its copies: most pages are the same from one run to the next.
      bytes: compressedCopies(fs.readFileSync(file), COMPRESSED_COPIES).br.length,
    }))
    .sort((a, b) => b.bytes - a.bytes);
}
