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
 * The prerendered pages whose body at brotli 11 is over `budget` bytes, largest first: what CI holds every page to
 * (a browser test), in seconds rather than the bench's minute. Quality 5 takes a millisecond a page and leaves a page
 * 8-10 % larger than quality 11 does (measured on every page of the build), so only a page over the budget at quality
 * 5 can be over it at 11, and only those are compressed at 11.
 */
export function pagesOverBudget(distDir: string, budget: number): PageSize[] {
  const root = path.join(distDir, 'pages');
  return pageFiles(distDir)
    .map((file) => ({ file, content: fs.readFileSync(file) }))
    .filter(({ content }) => brotliBytes(content, 5) > budget)
    .map(({ file, content }) => ({ page: path.relative(root, file), bytes: brotliBytes(content, 11) }))
    .filter((p) => p.bytes > budget)
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
