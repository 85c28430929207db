/*
 * How long a page takes to show a usable form, with the CPU slowed as Lighthouse's mobile profile does (4x), and
 * the script bytes it transferred, on an empty cache. The app's form pages and the bare form app are timed by the same
 * function in the same run, so their ratio holds whatever the machine's load.
 */
import type { Page } from 'puppeteer-core';
import { median } from './lighthouse';

export const CPU_SLOWDOWN = 4;

export interface FormTiming {
  ms: number;
  /** The scripts' bytes as transferred (the bare app is scripts alone; styles, fonts and texts are the app's own). */
  bytes: number;
}

export async function timeToForm(page: Page, url: string, selector: string): Promise<FormTiming> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  // Nothing of an earlier visit may help: no HTTP cache, and a blank page in between (no in-memory copies).
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto('about:blank');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let bytes = 0;
  const scripts = new Set<string>();
  cdp.on('Network.responseReceived', (e: { requestId: string; type?: string }) => {
    if (e.type === 'Script') scripts.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
    if (scripts.has(e.requestId)) bytes += e.encodedDataLength;
  });
  try {
    await page.goto(url);
    await page.waitForSelector(selector, { visible: true });
    // Milliseconds since the navigation started (the page's time origin).
    const ms = await page.evaluate(() => performance.now());
    return { ms, bytes };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.detach();
  }
}

export async function medianTiming(runs: number, time: () => Promise<FormTiming>): Promise<FormTiming> {
  const all: FormTiming[] = [];
  for (let i = 0; i < runs; i += 1) all.push(await time());
  return { ms: median(all.map((t) => t.ms)), bytes: median(all.map((t) => t.bytes)) };
}
