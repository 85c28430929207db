/*
 * The check CI holds every prerendered page to (scripts/bench/every-market.ts pagesOverBudget): a page's body at
 * brotli 11 against the first round trip's bytes, found among hundreds of pages without compressing each at 11.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { pagesOverBudget } from '../../../scripts/bench/every-market';

const BUDGET = 13_900;

function dist(pages: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'every-market-'));
  for (const [page, html] of Object.entries(pages)) {
    const file = path.join(dir, 'pages', page);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  }
  return dir;
}

const hash = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
/** 3,000 made-up words of 4 to 10 letters. */
const WORDS = Array.from({ length: 3000 }, (_, i) =>
  hash(`word ${i}`)
    .slice(0, 4 + (i % 7))
    .replace(/\d/g, (d) => 'aeiouyrstl'[Number(d)] ?? 'a'),
);
/** A page of running text, `count` words drawn from them (the same for the same seed): it compresses as text does. */
const page = (count: number, seed: string) =>
  `<html><body><p>${Array.from({ length: count }, (_, i) => WORDS[parseInt(hash(`${seed} ${i}`).slice(0, 6), 16) % WORDS.length]).join(' ')}</p></body></html>`;

const brotli11 = (html: string) =>
  zlib.brotliCompressSync(Buffer.from(html), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

it('names each page over the budget at brotli 11, largest first, with its bytes, and none within it', () => {
  const small = page(1000, 'dashboard');
  const over = page(5000, 'return');
  const further = page(6000, 'status');
  expect([brotli11(small), brotli11(over), brotli11(further)].map((b) => b > BUDGET)).toEqual([false, true, true]);
  const dir = dist({
    'product/en-us/account-dashboard.html': small,
    'product/el-gr/make-return.html': over,
    'product/el-gr/vehicle-order-tracking/status.html': further,
    'product/el-gr/notes.txt': further,
  });
  expect(pagesOverBudget(dir, BUDGET)).toEqual([
    { page: 'product/el-gr/vehicle-order-tracking/status.html', bytes: brotli11(further) },
    { page: 'product/el-gr/make-return.html', bytes: brotli11(over) },
  ]);
  expect(pagesOverBudget(dir, brotli11(further))).toEqual([]);
  fs.rmSync(dir, { recursive: true, force: true });
});

it('fails where the quick compression no longer overstates a page enough to find every one over the budget', () => {
  // Random bytes written in base64: as large at quality 5 as at 11, so a page just over the budget at 11 could be
  // just under it by the quick measure's allowance.
  const dir = dist({
    'product/el-gr/make-return.html': `<html><body>${crypto.randomBytes(15_000).toString('base64')}</body></html>`,
  });
  expect(() => pagesOverBudget(dir, BUDGET)).toThrow(
    /make-return\.html: \d+ bytes at brotli 5, \d+ at 11, under the 1\.03/,
  );
  fs.rmSync(dir, { recursive: true, force: true });
});
