/*
 * Lighthouse (mobile defaults: simulated slow 4G, 4x CPU) on pages of the running app, in the same Chromium the
 * browser tests use. A page is audited in a tab that has signed in first: the tab keeps its tokens and its
 * session storage (disableStorageReset), while the HTTP cache and the app's cached answers are emptied before each
 * run, so each figure is a first visit of a signed-in owner.
 */
import fs from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium';
import { forgetCachedAnswers } from './first-visit';
import { writeLcpGraphs } from './lantern-graph';
import { markDrawnPages, startWorkMs } from './start-work';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * The main thread's work at start, at the 4x slower CPU: script evaluation, boot and rendering until the page is
   * drawn with the owner's data (start-work.ts); NaN when the page was never drawn.
   */
  startMainThreadMs: number;
  /** The main thread's work during the whole load, what runs once the browser is idle included. */
  mainThreadMs: number;
  /** Of which script evaluation, parsing and compiling. */
  scriptMs: number;
  /** Bytes the first visit transferred, by resource type (Script, Stylesheet, Font, Fetch, Document, ...). */
  bytesByType: Record<string, number>;
  requests: number;
  /** The accessibility and best-practice audits that failed, each with the first element it names. */
  failedAudits: string[];
}

interface LhResult {
  configSettings: { throttlingMethod: string; throttling: { cpuSlowdownMultiplier: number } };
  categories: Record<string, { score: number | null; auditRefs?: { id: string }[] }>;
  audits: Record<
    string,
    {
      score?: number | null;
      numericValue?: number;
      details?: { items?: { resourceType?: string; transferSize?: number; node?: { selector?: string } }[] };
    }
  >;
}

/** What a score under 1.00 came from: a figure alone says nothing of which check failed, nor where. */
function failedAuditsOf(lhr: LhResult): string[] {
  const ids = ['accessibility', 'best-practices'].flatMap((c) => lhr.categories[c]?.auditRefs?.map((r) => r.id) ?? []);
  return ids
    .filter((id) => lhr.audits[id]?.score === 0)
    .map((id) => {
      const selector = lhr.audits[id]?.details?.items?.[0]?.node?.selector;
      return selector ? `${id} (${selector})` : id;
    });
}

type Lighthouse = (
  url: string,
  flags: object,
  config: undefined,
  page: Page,
) => Promise<{ lhr: LhResult; artifacts: { Trace: Parameters<typeof startWorkMs>[0] } } | undefined>;

async function loadLighthouse(): Promise<Lighthouse> {
  // Lighthouse ships as an ES module only.
  const mod = (await import('lighthouse')) as unknown as { default: Lighthouse };
  return mod.default;
}

/** trustedSpki: the one certificate key (SPKI hash) the browser accepts without a chain, the bench's own. */
export async function launchBrowser(trustedSpki?: string): Promise<Browser> {
  const trust = trustedSpki ? [`--ignore-certificate-errors-spki-list=${trustedSpki}`] : [];
  return puppeteer.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS, ...trust], headless: true });
}

function figuresOf(lhr: LhResult, startMainThreadMs: number): LighthouseFigures {
  const score = (id: string) => lhr.categories[id]?.score ?? 0;
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const bytesByType: Record<string, number> = {};
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  for (const item of items) {
    const type = item.resourceType ?? 'Other';
    bytesByType[type] = (bytesByType[type] ?? 0) + (item.transferSize ?? 0);
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    startMainThreadMs,
    mainThreadMs: value('mainthread-work-breakdown'),
    scriptMs: value('bootup-time'),
    bytesByType,
    requests: items.length,
    failedAudits: failedAuditsOf(lhr),
  };
}

/** One audit of url in page (which holds whatever sign-in the caller did). */
export async function audit(page: Page, url: string): Promise<LighthouseFigures> {
  const lighthouse = await loadLighthouse();
  await forgetCachedAnswers(page);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const unmark = await markDrawnPages(page);
  const result = await lighthouse(
    url,
    {
      disableStorageReset: true,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    },
    undefined,
    page,
  ).finally(unmark);
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { throttlingMethod, throttling } = result.lhr.configSettings;
  // Lighthouse's breakdown multiplies what it observed by the simulated slowdown; the figure at start does the same.
  const slowdown = throttlingMethod === 'simulate' ? throttling.cpuSlowdownMultiplier : 1;
  const startMs = (await startWorkMs(result.artifacts.Trace, slowdown)) ?? Number.NaN;
  // BENCH_REPORT_DIR keeps each full report (LCP element and phases, request chains) and its trace (the main thread's
  // tasks, for the DevTools performance panel) for a closer look.
  const reportDir = process.env.BENCH_REPORT_DIR;
  if (reportDir) {
    fs.mkdirSync(reportDir, { recursive: true });
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
    const stamp = `${name}-${Date.now()}`;
    fs.writeFileSync(path.join(reportDir, `${stamp}.json`), JSON.stringify(result.lhr));
    fs.writeFileSync(path.join(reportDir, `${stamp}.trace.json`), JSON.stringify(result.artifacts.Trace));
  }
  const lanternDir = process.env.BENCH_LANTERN_DIR;
  if (lanternDir) await writeLcpGraphs(lanternDir, url);
  return figuresOf(result.lhr, startMs);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The median of each figure over `runs` audits (the scores move with machine load; the median steadies them). */
export async function auditMedian(page: Page, url: string, runs: number): Promise<LighthouseFigures> {
  const all: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i += 1) all.push(await audit(page, url));
  const pick = (f: (x: LighthouseFigures) => number) => median(all.map(f));
  const types = [...new Set(all.flatMap((x) => Object.keys(x.bytesByType)))];
  return {
    performance: pick((x) => x.performance),
    accessibility: pick((x) => x.accessibility),
    bestPractices: pick((x) => x.bestPractices),
    fcpMs: pick((x) => x.fcpMs),
    lcpMs: pick((x) => x.lcpMs),
    tbtMs: pick((x) => x.tbtMs),
    cls: pick((x) => x.cls),
    startMainThreadMs: pick((x) => x.startMainThreadMs),
    mainThreadMs: pick((x) => x.mainThreadMs),
    scriptMs: pick((x) => x.scriptMs),
    bytesByType: Object.fromEntries(types.map((t) => [t, pick((x) => x.bytesByType[t] ?? 0)])),
    requests: pick((x) => x.requests),
    failedAudits: [...new Set(all.flatMap((x) => x.failedAudits))],
  };
}
