/*
 * npm run bench: the JavaScript a first visit of each route actually transfers (compressed, as the browser
 * received it), signed in as the US demo owner, and what a signed-out visitor downloads before being sent to
 * sign-in. Needs a built dist/ (the npm script builds first) and Debian's Chromium.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { PROJECT_ROOT } from '../generator/pipeline';
import { routeTables } from '../src/generated/routes';
import { buildServer } from '../src/server/build-server';
import { DEMO_PASSWORD, demoOwners } from '../src/server/demo-owners';
import { form as personalInfo } from '../src/generated/forms/personal-info';
import { reservedWords } from '../src/generated/reserved-words';
import { bannedNameMatcher } from '../src/lib/forms/banned-names';
import { formFailures, type RuleEnv } from '../src/lib/forms/rules';
import { PATTERN_KEYS } from '../src/lib/forms/widgets';
import { bundles } from '../src/generated/content';

const MARKET = 'product/en-us';
const DASHBOARD_BUDGET_KB = 150;
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * The scripts a visit fetches: their compressed JavaScript (the response bodies as transferred) and, apart, the
 * bytes on the wire with each response's headers. The budget is on the JavaScript: on HTTP/1.1 (this local
 * server) every file also pays some 300 bytes of headers, which HTTP/2 in production compresses away.
 */
async function scriptBytes(cdp: CDPSession, visit: () => Promise<void>): Promise<{ bytes: number; wire: number; files: number }> {
  const scripts = new Map<string, { url: string; headerBytes: number }>();
  let bytes = 0;
  let wire = 0;
  const onResponse = (e: { requestId: string; type?: string; response: { url: string; encodedDataLength: number } }) => {
    // At the response, encodedDataLength counts what arrived so far: the status line and headers.
    if (e.type === 'Script') scripts.set(e.requestId, { url: e.response.url, headerBytes: e.response.encodedDataLength });
  };
  const onFinished = (e: { requestId: string; encodedDataLength: number }) => {
    const script = scripts.get(e.requestId);
    if (script === undefined) return;
    const body = Math.max(0, e.encodedDataLength - script.headerBytes);
    bytes += body;
    wire += e.encodedDataLength;
    // BENCH_FILES=1 lists every script: compressed JavaScript, and bytes on the wire.
    if (process.env.BENCH_FILES) console.log(`    ${(body / 1024).toFixed(1).padStart(6)} KB (${(e.encodedDataLength / 1024).toFixed(1)} KB on the wire)  ${new URL(script.url).pathname}`);
  };
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  await visit();
  cdp.off('Network.responseReceived', onResponse);
  cdp.off('Network.loadingFinished', onFinished);
  return { bytes, wire, files: scripts.size };
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.waitForURL(/\/idp\/authorize/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/idp/') && !u.search.includes('code='));
  await page.getByRole('banner').waitFor();
}

/**
 * Spec 000 §5 rules as the post-registration page runs them on every keystroke: an owner types an address,
 * a city and a postal code character by character; each keystroke validates the whole form (banned names
 * included). Prints the median and the 99th percentile.
 */
function keystrokeValidation(): void {
  const isBannedName = bannedNameMatcher(reservedWords);
  // German patterns: the country's postal code, the content's address and phone patterns.
  const env: RuleEnv = { isBannedName, pattern: (ref) => (ref === 'postalCode' ? '^[0-9]{5}$' : bundles.en?.[PATTERN_KEYS[ref]]) };
  const typed = { address1: 'Hauptstraße 5, Hinterhaus bei der Verwaltung', city: 'Frankfurt am Main', zip: '60311', mobilePhoneNumber: '0170 1234567' };
  const values: Record<string, string> = { phoneCountry: 'DE' };
  const times: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    for (const [field, text] of Object.entries(typed)) {
      for (let i = 1; i <= text.length; i += 1) {
        values[field] = text.slice(0, i);
        const start = performance.now();
        formFailures(personalInfo, values, env, new Set());
        times.push(performance.now() - start);
      }
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  console.log(`keystroke validation, post-registration form (${times.length} keystrokes, banned names included): median ${(at(0.5) * 1000).toFixed(1)} µs, p99 ${(at(0.99) * 1000).toFixed(1)} µs`);
  if (at(0.5) > 1) {
    console.log('  OVER the 1 ms median budget');
    process.exitCode = 1;
  }
}

async function main(): Promise<void> {
  keystrokeValidation();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-profile-'));
  const server = buildServer({ dbFile: path.join(dataDir, 'bench.sqlite'), distDir: path.join(PROJECT_ROOT, 'dist') });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  const base = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
  const context = await chromium.launchPersistentContext(profile, { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: FLAGS, headless: true });
  let failed = false;
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const root = `/${MARKET}`;

    const signedOut = await scriptBytes(cdp, async () => {
      await page.goto(`${base}${root}/account-dashboard`);
      await page.waitForURL(/\/idp\/authorize/);
    });
    console.log(`signed out, ${root}/account-dashboard → sign-in: ${(signedOut.bytes / 1024).toFixed(1)} KB of JS in ${signedOut.files} files (${(signedOut.wire / 1024).toFixed(1)} KB on the wire)`);

    const owner = demoOwners.find((o) => o.marketId === MARKET);
    if (!owner) throw new Error(`no demo owner in ${MARKET}`);
    await signIn(page, owner.email);

    console.log(`\nfirst visit per route, signed in (${MARKET}): compressed JavaScript, files, and bytes on the wire with headers`);
    for (const route of routeTables[MARKET] ?? []) {
      const relative = route.paths[0];
      if (!relative || relative === '*' || route.signedInRedirect) continue;
      const address = `${root}${relative.replace(/:(\w+)/g, 'SAMPLE-1')}`;
      const { bytes, wire, files } = await scriptBytes(cdp, async () => {
        await page.goto(`${base}${address}`);
        await page.locator('main h1').first().waitFor();
      });
      const kb = bytes / 1024;
      if (new URL(page.url()).pathname.startsWith('/idp/')) throw new Error(`${address} asked to sign in again`);
      const over = route.screen === 'dashboard' && kb > DASHBOARD_BUDGET_KB;
      if (over) failed = true;
      console.log(`  ${route.id.padEnd(30)} ${kb.toFixed(1).padStart(7)} KB  ${String(files).padStart(2)} files  ${(wire / 1024).toFixed(1).padStart(7)} KB on the wire${over ? `  OVER the ${DASHBOARD_BUDGET_KB} KB budget` : ''}`);
    }
  } finally {
    await context.close();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(profile, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
