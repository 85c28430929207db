import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { compressedCopies, pruneCompressedCopies } from '../../../scripts/build-compressed-copies';

/*
 * The build's compressed copies, kept by content between builds: the same bytes as compressing anew, taken from the
 * cache when there, made again when lost, and the ones unused for a month removed.
 */

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compressed-copies-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const content = Buffer.from('const owner = "account";\n'.repeat(200));
const cached = () => fs.readdirSync(dir).sort();
const DAY = 24 * 60 * 60 * 1000;

it('makes copies that give the content back, at the levels the build serves', () => {
  const { gz, br } = compressedCopies(content, dir);
  expect(zlib.gunzipSync(gz).equals(content)).toBe(true);
  expect(zlib.brotliDecompressSync(br).equals(content)).toBe(true);
  expect(br.equals(zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }))).toBe(
    true,
  );
  expect(cached()).toHaveLength(2);
});

it('takes them from the cache on the next build of the same content', () => {
  compressedCopies(content, dir);
  const brFile = path.join(dir, cached().find((f) => f.endsWith('.br')) ?? '');
  fs.writeFileSync(brFile, 'kept');
  expect(compressedCopies(content, dir).br.toString()).toBe('kept');
  // Another content gets copies of its own.
  expect(zlib.brotliDecompressSync(compressedCopies(Buffer.from('other'), dir).br).toString()).toBe('other');
  expect(cached()).toHaveLength(4);
});

it('makes a lost copy again, and builds where the cache cannot be written', () => {
  compressedCopies(content, dir);
  fs.rmSync(path.join(dir, cached().find((f) => f.endsWith('.gz')) ?? ''));
  expect(zlib.gunzipSync(compressedCopies(content, dir).gz).equals(content)).toBe(true);
  expect(cached()).toHaveLength(2);
  const file = path.join(dir, 'a-file');
  fs.writeFileSync(file, '');
  expect(zlib.gunzipSync(compressedCopies(content, path.join(file, 'cache')).gz).equals(content)).toBe(true);
});

it('removes the copies no build used for a month, and keeps those a build just used', () => {
  compressedCopies(content, dir);
  compressedCopies(Buffer.from('other'), dir);
  const old = new Date(Date.now() - 40 * DAY);
  for (const f of cached()) fs.utimesSync(path.join(dir, f), old, old);
  compressedCopies(content, dir); // used again: kept
  pruneCompressedCopies(dir);
  const left = cached();
  expect(left).toHaveLength(2);
  expect(
    zlib
      .brotliDecompressSync(fs.readFileSync(path.join(dir, left.find((f) => f.endsWith('.br')) ?? '')))
      .equals(content),
  ).toBe(true);
  pruneCompressedCopies(path.join(dir, 'none')); // no cache yet: nothing to do
  pruneCompressedCopies(dir, Date.now() + 40 * DAY);
  expect(cached()).toEqual([]);
});
