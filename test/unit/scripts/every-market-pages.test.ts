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

const brotli11 = (html: string) =>
  zlib.brotliCompressSync(Buffer.from(html), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

it('names each page over the budget at brotli 11, largest first, with its bytes, and none within it', () => {
  // Words repeated compress to little; random bytes written in base64 to three quarters of their length.
  const small = `<html><body>${'<p>Your vehicles and your account.</p>'.repeat(2000)}</body></html>`;
  const over = `<html><body>${crypto.randomBytes(14_000).toString('base64')}</body></html>`;
  const further = `<html><body>${crypto.randomBytes(15_500).toString('base64')}</body></html>`;
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
