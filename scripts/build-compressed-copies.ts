/*
 * The build's gzip (level 9) and brotli (quality 11) copies of a file's content, kept by the content's hash between
 * builds: at quality 11 they took about six of a build's nine seconds, and most files are the same from one build to
 * the next (the fonts, the packages' chunks, a build of the same environment). The cache is a folder the build may
 * lose at any time (node_modules/.cache): a copy missing or unreadable is made again.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PROJECT_ROOT } from '../generator/pipeline';

/** Where the copies are kept between builds (and read by the bench's look at every page: scripts/bench/every-market.ts). */
export const COMPRESSED_COPIES = path.join(PROJECT_ROOT, 'node_modules', '.cache', 'owner-account', 'compressed');

/** Part of every key: other levels make other copies. */
const LEVELS = 'gzip9-brotli11';
/** A copy no build has used for this long is removed. */
const KEPT_DAYS = 30;

export interface CompressedCopies {
  gz: Buffer;
  br: Buffer;
}

function compress(content: Buffer): CompressedCopies {
  return {
    gz: zlib.gzipSync(content, { level: 9 }),
    br: zlib.brotliCompressSync(content, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  };
}

/** Written under another name first, then renamed: a build stopped halfway, or another one at once, leaves no half file. */
function writeWhole(file: string, data: Buffer): void {
  const partial = `${file}.${process.pid}.part`;
  fs.writeFileSync(partial, data);
  fs.renameSync(partial, file);
}

/** The content's compressed copies: from cacheDir when a build made them before, else made (and kept there). */
export function compressedCopies(content: Buffer, cacheDir: string): CompressedCopies {
  const key = crypto.createHash('sha256').update(LEVELS).update(content).digest('hex');
  const at = path.join(cacheDir, key);
  try {
    const kept = { gz: fs.readFileSync(`${at}.gz`), br: fs.readFileSync(`${at}.br`) };
    // Used now: kept another KEPT_DAYS.
    const now = new Date();
    fs.utimesSync(`${at}.br`, now, now);
    return kept;
  } catch {
    // Not made yet (or lost): made below.
  }
  const made = compress(content);
  try {
    fs.mkdirSync(cacheDir, { recursive: true });
    writeWhole(`${at}.gz`, made.gz);
    writeWhole(`${at}.br`, made.br);
  } catch {
    // A tree the build may not write to builds without the cache.
  }
  return made;
}

/** Removes the copies no build has used for KEPT_DAYS, so the folder does not grow with every change. */
export function pruneCompressedCopies(cacheDir: string, now = Date.now()): void {
  let names: string[];
  try {
    names = fs.readdirSync(cacheDir);
  } catch {
    return;
  }
  const oldest = now - KEPT_DAYS * 24 * 60 * 60 * 1000;
  for (const name of names.filter((n) => n.endsWith('.br'))) {
    const at = path.join(cacheDir, name.slice(0, -'.br'.length));
    try {
      if (fs.statSync(`${at}.br`).mtimeMs < oldest)
        for (const ext of ['.br', '.gz']) fs.rmSync(`${at}${ext}`, { force: true });
    } catch {
      // Removed by another build meanwhile.
    }
  }
}
