/*
 * npm run dev as a developer uses it: the service starts with a development build (into a folder of the test's,
 * so the other browser tests keep dist/), the page in Chromium loads its reload script under the CSP, and a save
 * under src/ rebuilds the app and reloads the open page.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cookieChoice, text } from './support/app';
import { launchBrowser, type Browser } from './support/browser';
import { freePort } from './support/ports';
import { PROJECT_ROOT } from '../../generator/pipeline';

let work: string;
let dev: ChildProcess;
let base: string;
let browser: Browser;
let output = '';

/** Resolves once the dev process has printed a line matching `pattern` (its output so far included). */
function printed(pattern: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (pattern.test(output)) {
        dev.stdout?.off('data', check);
        resolve();
      }
    };
    dev.stdout?.on('data', check);
    dev.once('exit', (code) => reject(new Error(`npm run dev stopped (${code}): ${output}`)));
    check();
  });
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-loop-'));
  const port = await freePort();
  base = `http://localhost:${port}`;
  dev = spawn('npx', ['tsx', 'scripts/dev.ts'], {
    cwd: PROJECT_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(work, 'data'),
      DEV_OUT_DIR: path.join(work, 'dist'),
    },
  });
  dev.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  dev.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await printed(/Owner account \(development\) at/);
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  // The whole group: npx, tsx and the service under it.
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
});

it('reloads the open page after a save under src/, with the reload script allowed by the CSP', async () => {
  const violations: string[] = [];
  await browser.context.addCookies([cookieChoice('decline')]);
  const page = await browser.context.newPage();
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  // The reload script is connected once its event stream answers.
  const connected = page.waitForResponse((r) => r.url() === `${base}/dev/events`);
  await page.goto(`${base}/product/en-us/guest-order`);
  await page.getByRole('heading', { level: 1, name: text('en-us', 'screen.guest-order.title') }).waitFor();
  await connected;

  const reloaded = page.waitForEvent('load');
  const saved = path.join(PROJECT_ROOT, 'src/app/main.tsx');
  const now = new Date();
  fs.utimesSync(saved, now, now); // a save that changes nothing: the rebuild and the reload are all there is to see
  await reloaded;
  await page.getByRole('heading', { level: 1, name: text('en-us', 'screen.guest-order.title') }).waitFor();
  expect(output).toMatch(/rebuilt in \d+ ms; open pages reload/);
  expect(violations).toEqual([]);
}, 60_000);
