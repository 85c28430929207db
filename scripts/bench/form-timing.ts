/*
 * How long a page takes to show a usable form, and the script bytes it transferred, on an empty cache. Timed on a
 * phone (Lighthouse's mobile profile applied in the browser: its slow 4G's latency and throughput, the CPU 4x slower)
 * and with the CPU alone slowed (the local network: what the scripts cost to run). The app's form pages and the bare
 * form app are timed by the same function in the same run, so their ratio holds whatever the machine's load.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer-core';
import { forgetCachedAnswers } from './first-visit';
import { median } from './lighthouse';

export type Conditions = 'phone' | 'cpu';

export interface FormTiming {
  /** Milliseconds from the navigation's start until the form is seen (its fields drawn, perhaps still disabled). */
  visibleMs: number;
  /** ... until it can be used (its fields enabled). */
  ms: number;
  /** The scripts' bytes as transferred (the bare app is scripts alone; styles, fonts and texts are the app's own). */
  bytes: number;
}

interface Throttling {
  requestLatencyMs: number;
  downloadThroughputKbps: number;
  uploadThroughputKbps: number;
  cpuSlowdownMultiplier: number;
}

/** Lighthouse's own figures for its mobile profile, as DevTools applies them (its "devtools" throttling method). */
async function mobileSlow4G(): Promise<Throttling> {
  // Lighthouse ships as an ES module only.
  const lantern = (await import('lighthouse/core/lib/lantern/lantern.js')) as unknown as {
    Simulation: { Constants: { throttling: { mobileSlow4G: Throttling } } };
  };
  return lantern.Simulation.Constants.throttling.mobileSlow4G;
}

const kilobitsToBytes = (kbps: number) => (kbps * 1024) / 8;

/** What shows the form is there (`visible`), and that it can be used (`ready`): CSS selectors. */
export interface FormSelectors {
  visible: string;
  ready: string;
}

interface FormWatch {
  formSeen: () => number;
}

/**
 * Runs in the page before its own scripts: notes when the form's element enters the document (the parser's or a
 * script's insertion). It is first painted at the first contentful paint when it was in the document by then (a
 * prerendered page), else at the next frame after its insertion. Polling from outside would wait for the page's
 * scripts to let go of the main thread, long after a prerendered form was painted.
 */
// A string, not a function: the TypeScript runner would add its own helpers to a function's source.
const watchForForm = (selector: string) => `(() => {
  const selector = ${JSON.stringify(selector)};
  let inserted;
  let framed;
  const observer = new MutationObserver(() => {
    if (inserted !== undefined || !document.querySelector(selector)) return;
    inserted = performance.now();
    requestAnimationFrame(() => {
      framed = performance.now();
    });
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
  window.formSeen = () => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    if (inserted !== undefined && inserted <= fcp) return fcp;
    return framed ?? inserted ?? performance.now();
  };
})()`;

/** A row of the page's resource timing: when it was asked for, when it went, its first and last byte (ms). */
const RESOURCE_ROWS = `JSON.stringify(performance.getEntriesByType('resource').map((e) => [
  e.startTime, e.requestStart, e.responseStart, e.responseEnd, e.transferSize, e.nextHopProtocol,
  e.name.replace(location.origin, ''),
]))`;

/**
 * BENCH_WATERFALL_DIR: each timed visit's requests, one file each: when each was asked for and when it went (a
 * browser holds low-priority requests back while others are in flight), its first and last byte, its size.
 */
async function writeWaterfall(page: Page, dir: string, url: string, conditions: Conditions, usableMs: number) {
  const rows = JSON.parse((await page.evaluate(RESOURCE_ROWS)) as string) as (string | number)[][];
  const ms = (v: string | number | undefined) => String(Math.round(Number(v))).padStart(6);
  const lines = rows.map(([asked, went, first, last, size, protocol, name]) =>
    [ms(asked), ms(went), ms(first), ms(last), String(size).padStart(8), String(protocol).padEnd(9), name].join(' '),
  );
  const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'bare'}-${conditions}`;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, `${name}-${Date.now()}.txt`),
    [
      'asked   went  first   last    bytes protocol  address',
      ...lines,
      `usable at ${Math.round(usableMs)} ms`,
      '',
    ].join('\n'),
  );
}

export async function timeToForm(
  page: Page,
  url: string,
  selectors: FormSelectors,
  conditions: Conditions,
): Promise<FormTiming> {
  const phone = await mobileSlow4G();
  await forgetCachedAnswers(page);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  // Nothing of an earlier visit may help: no HTTP cache (every request bypasses it), and a blank page in between (no
  // in-memory copies). Not Network.clearBrowserCache: it also makes Chromium forget that the server, still connected
  // from the sign-in, speaks HTTP/2, so the page's low-priority scripts were held back six at a time as on an
  // HTTP/1.1 host (net log: "delegate_blocked_by: ResourceScheduler"), which no owner's browser does.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto('about:blank');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone.cpuSlowdownMultiplier });
  if (conditions === 'phone')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: phone.requestLatencyMs,
      downloadThroughput: kilobitsToBytes(phone.downloadThroughputKbps),
      uploadThroughput: kilobitsToBytes(phone.uploadThroughputKbps),
    });
  let bytes = 0;
  const scripts = new Set<string>();
  cdp.on('Network.responseReceived', (e: { requestId: string; type?: string }) => {
    if (e.type === 'Script') scripts.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
    if (scripts.has(e.requestId)) bytes += e.encodedDataLength;
  });
  try {
    const watch = await page.evaluateOnNewDocument(watchForForm(selectors.visible));
    await page.goto(url);
    await page.removeScriptToEvaluateOnNewDocument(watch.identifier);
    await page.waitForSelector(selectors.visible, { visible: true });
    await page.waitForSelector(selectors.ready, { visible: true });
    // Milliseconds since the navigation started (the page's time origin).
    const ms = await page.evaluate(() => performance.now());
    const visibleMs = await page.evaluate(() => (window as unknown as FormWatch).formSeen());
    const waterfallDir = process.env.BENCH_WATERFALL_DIR;
    if (waterfallDir) await writeWaterfall(page, waterfallDir, url, conditions, ms);
    return { visibleMs, ms, bytes };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.detach();
  }
}

export async function medianTiming(runs: number, time: () => Promise<FormTiming>): Promise<FormTiming> {
  const all: FormTiming[] = [];
  for (let i = 0; i < runs; i += 1) all.push(await time());
  return {
    visibleMs: median(all.map((t) => t.visibleMs)),
    ms: median(all.map((t) => t.ms)),
    bytes: median(all.map((t) => t.bytes)),
  };
}
