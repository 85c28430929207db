/*
 * npm run bench: what an owner gets, measured. Per route, Lighthouse's mobile figures (performance, LCP, TBT,
 * CLS; median of BENCH_RUNS, default 3) for a signed-in demo owner, the signed-out guest pages as a visitor sees
 * them and eu-post-registration as a just-registered owner; all bytes of each first visit by kind; the form pages
 * against a bare form app on the same stack, built and timed in the same run, on a phone (Lighthouse's slow 4G and
 * 4x CPU, applied in the browser) and with the CPU alone slowed; every visit a first one (no HTTP cache, no cached
 * answers of the app's); the keystroke validation of the
 * post-registration form; the data service's requests per second and p99 per main call. Budgets:
 * scripts/bench/budgets.json; any figure over its budget makes the exit code 1.
 * The pages are measured over both protocols: HTTP/2 with TLS, as a deployment's gateway serves them (a throwaway
 * certificate the bench's browser trusts), and the plain HTTP/1.1 of `npm start` and the nginx build;
 * BENCH_PROTOCOL=http1 or http2 measures one. BENCH_ROUTES=id,id limits the routes; BENCH_SKIP=lighthouse,forms,service
 * leaves parts out. `--format md` ends with the Lighthouse figures as a Markdown table, with the machine's CPU model
 * and load average, for .docs/performance.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'puppeteer-core';
import { PROJECT_ROOT } from '../generator/pipeline';
import { fragments } from '../src/generated/content';
import { buildBareApp, serveBareApp } from './bench/bare-rjsf/build';
import budgets from './bench/budgets.json';
import { languageFonts, pageSizes } from './bench/every-market';
import { medianTiming, timeToForm, type Conditions, type FormSelectors, type FormTiming } from './bench/form-timing';
import { auditMedian, launchBrowser, type LighthouseFigures } from './bench/lighthouse';
import { ownerPageCalls } from './bench/service-calls';
import { loadTable, measureServiceLoad } from './bench/service-load';
import { startServiceProcess } from './bench/service-process';
import { register, signIn } from './bench/sign-in';
import { localCertificate } from './bench/tls';
import { form as personalInfo } from '../src/generated/forms/personal-info';
import { markets } from '../src/generated/markets/local';
import { reservedWords } from '../src/generated/reserved-words';
import { routeTables } from '../src/generated/routes';
import type { ResolvedRoute } from '../src/generated/types/routes';
import { ruleEnv, shippedTables } from '../src/lib/forms/rule-env';
import { formFailures } from '../src/lib/forms/rules';
import { listenOnOrigin } from '../src/server/listen-on-origin';
import { DEMO_PASSWORD, demoOwnerRecords, demoOwners } from '../src/server/seed/demo-owners';
import type { AssetManifest } from '../src/server/web/asset-manifest';

/** The market entry whose routes Lighthouse visits (BENCH_MARKET: another language's pages, as its owners get them). */
const MARKET = process.env.BENCH_MARKET ?? 'product/en-us';
/** eu-post-registration exists in European markets: a new owner registers in Germany. */
const REGISTRATION_MARKET = 'product/de-de';
/** The form routes, each with what shows its form as usable, and the bare app's form. */
/** Seen: its fields (or the sections' buttons) drawn, perhaps disabled until the owner's data is in; ready: enabled. */
const FORM_PAGES: { market: string; route: string; selectors: FormSelectors }[] = [
  {
    market: MARKET,
    route: 'account-settings',
    selectors: { visible: 'main section button', ready: 'main section button:not([disabled])' },
  },
  {
    market: REGISTRATION_MARKET,
    route: 'eu-post-registration',
    selectors: { visible: 'main fieldset', ready: 'main fieldset:not([disabled])' },
  },
];
const BARE_FORM: FormSelectors = { visible: 'form input', ready: 'form input' };
/** On a phone as Lighthouse's mobile profile has it, and with the CPU alone slowed (what the scripts cost to run). */
const FORM_CONDITIONS: [Conditions, string][] = [
  ['phone', 'on a phone (slow 4G, CPU 4x slower)'],
  ['cpu', 'CPU 4x slower on the local network'],
];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ONLY = process.env.BENCH_ROUTES?.split(',');
const SKIP = new Set(process.env.BENCH_SKIP?.split(',') ?? []);
type Protocol = 'http2' | 'http1';
const PROTOCOLS: Protocol[] =
  process.env.BENCH_PROTOCOL === 'http1'
    ? ['http1']
    : process.env.BENCH_PROTOCOL === 'http2'
      ? ['http2']
      : ['http2', 'http1'];
const PROTOCOL_NAMES: Record<Protocol, string> = { http2: 'HTTP/2 with TLS', http1: 'HTTP/1.1' };
const MARKDOWN = process.argv.includes('--format') && process.argv[process.argv.indexOf('--format') + 1] === 'md';
/** Every page's figures, for the Markdown table. */
const measured: { label: string; protocol: Protocol; figures: LighthouseFigures }[] = [];

/** What the bench is doing now: named when it stops with nothing left to answer a wait (see main). */
let doing = 'starting';

function over(message: string): void {
  console.log(`  OVER: ${message}`);
  process.exitCode = 1;
}

/**
 * Spec 000 §5 rules as the post-registration page runs them on every keystroke: an owner types an address,
 * a city and a postal code character by character; each keystroke validates the whole form (banned names
 * included). Prints the median and the 99th percentile.
 */
function keystrokeValidation(): void {
  // The page's own rule context for Germany: its postal code pattern and the phone list's countries.
  const germany = markets.find((m) => m.id === REGISTRATION_MARKET);
  if (!germany) throw new Error(`no market ${REGISTRATION_MARKET}`);
  const phones =
    (
      fragments['phone-number-dropdown']?.en as
        { countries?: { countryCode: string; countryRegex: string }[] } | undefined
    )?.countries ?? [];
  const env = ruleEnv(germany, phones, shippedTables(reservedWords));
  const typed = {
    address1: 'Hauptstraße 5, Hinterhaus bei der Verwaltung',
    city: 'Frankfurt am Main',
    zip: '60311',
    mobilePhoneNumber: '0170 1234567',
  };
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
  console.log(
    `keystroke validation, post-registration form (${times.length} keystrokes, banned names included): median ${(at(0.5) * 1000).toFixed(1)} µs, p99 ${(at(0.99) * 1000).toFixed(1)} µs`,
  );
  if (at(0.5) > budgets.keystrokeValidationMs)
    over(`keystroke validation median over ${budgets.keystrokeValidationMs} ms`);
}

/**
 * A route's address for a first visit: a path without parameters where the route has one, else its path with the
 * owner's own values (params) where known, so the page shows real data rather than a not-found answer; a route whose
 * first render needs a query (routes.json prerenderWith: connected services' vin) with the owner's, as owners arrive.
 */
function addressOf(route: ResolvedRoute, params: Record<string, string> = {}): string | undefined {
  const plain = route.paths.find((p) => !p.includes(':') && p !== '*');
  const path =
    plain ?? route.paths.find((p) => p !== '*')?.replace(/:(\w+)/g, (_, name: string) => params[name] ?? 'SAMPLE-1');
  const query = new URLSearchParams(route.prerenderAt?.split('?')[1] ?? '');
  for (const name of [...query.keys()]) {
    const own = params[name];
    if (own === undefined) query.delete(name);
    else query.set(name, own);
  }
  return path === undefined || query.size === 0 ? path : `${path}?${query.toString()}`;
}

/**
 * The owner's own order number, as an owner finds it (the first order their order history links to), and their first
 * connected vehicle's VIN (the vehicle app links its connected services with it).
 */
async function ownerValues(page: Page, base: string): Promise<Record<string, string>> {
  // An owner without orders (some markets' demo owners) has none to link: the order routes are then visited without.
  await page.goto(`${base}${rootOf(MARKET)}/order-history`, { waitUntil: 'networkidle0' });
  const link = await page.$('main a[href*="/order-details/"]');
  const href = await link?.evaluate((a) => a.getAttribute('href'));
  const orderNo = href ? decodeURIComponent(href.split('/order-details/')[1]?.split(/[?#]/)[0] ?? '') : '';
  const vin = demoOwnerRecords.find((o) => o.email === ownerOf(MARKET))?.vehicles.find((v) => v.isConnected)?.vin;
  return { ...(orderNo ? { orderNo } : {}), ...(vin ? { vin } : {}) };
}

const kb = (bytes: number) => bytes / 1024;

function bytesLine(f: LighthouseFigures): { total: number; text: string } {
  const by = (...types: string[]) => types.reduce((sum, t) => sum + (f.bytesByType[t] ?? 0), 0);
  const json = by('Fetch', 'XHR', 'Other');
  const total = Object.values(f.bytesByType).reduce((a, b) => a + b, 0);
  const text = `${kb(total).toFixed(0).padStart(4)} KB (JS ${kb(by('Script')).toFixed(0)}, CSS ${kb(by('Stylesheet')).toFixed(0)}, fonts ${kb(by('Font')).toFixed(0)}, JSON ${kb(json).toFixed(0)}, page ${kb(by('Document')).toFixed(1)}) in ${f.requests} requests`;
  return { total, text };
}

function checkFigures(label: string, f: LighthouseFigures, routeId: string, protocol: Protocol): void {
  const b = budgets.lighthouse;
  const { total, text } = bytesLine(f);
  measured.push({ label, protocol, figures: f });
  console.log(
    `  ${label.padEnd(44)} perf ${f.performance.toFixed(2)}  FCP ${(f.fcpMs / 1000).toFixed(1)} s  LCP ${(f.lcpMs / 1000).toFixed(1)} s  TBT ${f.tbtMs.toFixed(0).padStart(4)} ms  CLS ${f.cls.toFixed(3)}  main thread at start ${f.startMainThreadMs.toFixed(0).padStart(4)} ms (whole load ${f.mainThreadMs.toFixed(0)}, scripts ${f.scriptMs.toFixed(0)})  a11y ${f.accessibility.toFixed(2)}  bp ${f.bestPractices.toFixed(2)}  ${text}`,
  );
  if (f.performance < b.performance) over(`${label}: performance ${f.performance} under ${b.performance}`);
  if (f.fcpMs > b.fcpMs) over(`${label}: FCP over ${b.fcpMs} ms`);
  if (f.lcpMs > b.lcpMs[protocol]) over(`${label}: LCP over ${b.lcpMs[protocol]} ms`);
  if (f.tbtMs > b.tbtMs) over(`${label}: TBT over ${b.tbtMs} ms`);
  if (f.cls > b.cls) over(`${label}: CLS over ${b.cls}`);
  // Never drawn (NaN) is over budget too: the page did not get to the owner's data.
  if (!(f.startMainThreadMs <= b.mainThreadMs))
    over(`${label}: main thread at start ${f.startMainThreadMs.toFixed(0)} ms over ${b.mainThreadMs} ms`);
  const failed = f.failedAudits.length > 0 ? ` (failed: ${f.failedAudits.join(', ')})` : '';
  if (f.accessibility < b.accessibility) over(`${label}: accessibility ${f.accessibility}${failed}`);
  if (f.bestPractices < b.bestPractices) over(`${label}: best practices ${f.bestPractices}${failed}`);
  const page = f.bytesByType.Document ?? 0;
  if (page > budgets.pageBytes.max) over(`${label}: page ${page} bytes over ${budgets.pageBytes.max}`);
  const perRoute: Record<string, unknown> = budgets.firstVisitKB;
  const own = perRoute[routeId];
  const budgetKb = typeof own === 'number' ? own : budgets.firstVisitKB.any;
  if (kb(total) > budgetKb) over(`${label}: first visit ${kb(total).toFixed(0)} KB over ${budgetKb} KB`);
}

/** The Lighthouse figures as a Markdown table, a row per page and protocol, with the machine they were taken on. */
function markdownTable(): string {
  const cpu = os.cpus();
  const [load1, load5] = os.loadavg();
  const rows = measured.map(({ label, protocol, figures: f }) =>
    [
      label,
      PROTOCOL_NAMES[protocol],
      f.performance.toFixed(2),
      (f.fcpMs / 1000).toFixed(1),
      (f.lcpMs / 1000).toFixed(1),
      f.tbtMs.toFixed(0),
      f.cls.toFixed(3),
      f.startMainThreadMs.toFixed(0),
      f.mainThreadMs.toFixed(0),
      kb(bytesLine(f).total).toFixed(0),
      String(f.requests),
    ].join(' | '),
  );
  return [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, load average ${load1?.toFixed(2)} (1 min) ${load5?.toFixed(2)} (5 min); Lighthouse mobile (simulated slow 4G, 4x CPU), median of ${RUNS}.`,
    '',
    '| page | protocol | performance | FCP s | LCP s | TBT ms | CLS | main thread at start ms | whole load ms | KB | requests |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r} |`),
  ].join('\n');
}

function rootOf(marketId: string): string {
  const market = markets.find((m) => m.id === marketId);
  if (!market) throw new Error(`no market ${marketId}`);
  return market.root.replace(/\/$/, '');
}

function ownerOf(marketId: string): string {
  const owner = demoOwners.find((o) => o.marketId === marketId);
  if (!owner) throw new Error(`no demo owner in ${marketId}`);
  return owner.email;
}

/** A tab of its own browser context (tokens live in localStorage, per origin: one sign-in per context). */
async function freshTab(browser: Browser): Promise<Page> {
  const context = await browser.createBrowserContext();
  return context.newPage();
}

async function lighthouseRoutes(browser: Browser, base: string, protocol: Protocol): Promise<void> {
  const routes = (routeTables[MARKET] ?? []).filter(
    (r) => !r.signedInRedirect && addressOf(r) && (!ONLY || ONLY.includes(r.id)),
  );
  console.log(
    `\nLighthouse mobile (simulated slow 4G, 4x CPU), median of ${RUNS}, first visits over ${PROTOCOL_NAMES[protocol]}; all bytes by kind`,
  );
  // A market without a demo owner (BENCH_MARKET) has its signed-out routes measured only.
  const signedIn = demoOwners.some((o) => o.marketId === MARKET);
  if (!signedIn) console.log(`  (no demo owner in ${MARKET}: its signed-out routes only)`);
  const owner = await freshTab(browser);
  if (signedIn) await signIn(owner, `${base}${rootOf(MARKET)}/account-dashboard`, ownerOf(MARKET), DEMO_PASSWORD);
  const params = signedIn ? await ownerValues(owner, base) : {};
  for (const route of routes.filter((r) => signedIn && r.id !== 'eu-post-registration')) {
    doing = `Lighthouse on ${route.id} (signed in, ${PROTOCOL_NAMES[protocol]})`;
    checkFigures(
      `${route.id} (${MARKET}, signed in)`,
      await auditMedian(owner, `${base}${rootOf(MARKET)}${addressOf(route, params)}`, RUNS),
      route.id,
      protocol,
    );
  }
  const visitor = await freshTab(browser);
  for (const route of routes.filter((r) => r.auth !== 'owner')) {
    doing = `Lighthouse on ${route.id} (signed out, ${PROTOCOL_NAMES[protocol]})`;
    checkFigures(
      `${route.id} (${MARKET}, signed out)`,
      await auditMedian(visitor, `${base}${rootOf(MARKET)}${addressOf(route)}`, RUNS),
      route.id,
      protocol,
    );
  }
  if (!ONLY || ONLY.includes('eu-post-registration')) {
    const registered = await freshTab(browser);
    doing = `registering a new owner (${PROTOCOL_NAMES[protocol]})`;
    await registerOwner(registered, base);
    doing = `Lighthouse on eu-post-registration (new owner, ${PROTOCOL_NAMES[protocol]})`;
    checkFigures(
      `eu-post-registration (${REGISTRATION_MARKET}, new owner)`,
      await auditMedian(registered, registered.url(), RUNS),
      'eu-post-registration',
      protocol,
    );
  }
}

/** The service's log lines: the local provider writes there the mails it would send (a new account's code). */
const serviceLog: string[] = [];

function mailedCode(email: string): string {
  const line = serviceLog
    .map((l) => JSON.parse(l) as { registrationEmail?: string; registrationCode?: string })
    .reverse()
    .find((l) => l.registrationEmail === email && l.registrationCode !== undefined);
  if (!line?.registrationCode) throw new Error(`no registration code was mailed to ${email}`);
  return line.registrationCode;
}

let registrations = 0;
async function registerOwner(page: Page, base: string): Promise<void> {
  registrations += 1;
  await register(
    page,
    `${base}${rootOf(REGISTRATION_MARKET)}/`,
    {
      firstName: 'Lena',
      lastName: 'Bauer',
      email: `bench.${Date.now()}.${registrations}@example.com`,
      password: DEMO_PASSWORD,
    },
    mailedCode,
  );
  if (!page.url().includes('post-registration'))
    throw new Error(`a new owner landed on ${page.url()}, not eu-post-registration`);
}

/** The form routes against the bare form app, side by side: bytes and time to a usable form, and their ratios. */
async function formPages(browser: Browser, base: string, tls?: { key: string; cert: string }): Promise<void> {
  const bareDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bare-rjsf-'));
  await buildBareApp(bareDir);
  const bare = await serveBareApp(bareDir, tls);
  try {
    const anchorTab = await freshTab(browser);
    const pages = [];
    for (const form of FORM_PAGES) {
      const page = await freshTab(browser);
      const route = routeTables[form.market]?.find((r) => r.id === form.route);
      const relative = route && addressOf(route);
      if (relative === undefined) throw new Error(`${form.market} has no route ${form.route}`);
      const address = `${base}${rootOf(form.market)}${relative}`;
      if (form.route === 'eu-post-registration') await registerOwner(page, base);
      else await signIn(page, address, ownerOf(form.market), DEMO_PASSWORD);
      pages.push({ ...form, page, address });
    }
    const line = (label: string, t: FormTiming) =>
      `  ${label.padEnd(44)} seen ${(t.visibleMs / 1000).toFixed(2)} s, usable ${(t.ms / 1000).toFixed(2)} s, ${kb(t.bytes).toFixed(0)} KB of scripts`;
    for (const [conditions, title] of FORM_CONDITIONS) {
      const anchor = await medianTiming(RUNS, () => timeToForm(anchorTab, `${bare.base}/`, BARE_FORM, conditions));
      console.log(
        `\nform pages against the bare form app (react, router, @rjsf/core, AJV at run time), ${title}, first visits, median of ${RUNS}`,
      );
      console.log(line('bare form app', anchor));
      for (const form of pages) {
        doing = `timing ${form.route}'s form (${conditions})`;
        const t = await medianTiming(RUNS, () => timeToForm(form.page, form.address, form.selectors, conditions));
        // Both against the bare app's usable form (it is seen only when usable).
        const bytesRatio = t.bytes / anchor.bytes;
        const visibleRatio = t.visibleMs / anchor.ms;
        const timeRatio = t.ms / anchor.ms;
        console.log(
          `${line(`${form.route} (${form.market})`, t)}  bytes ${bytesRatio.toFixed(2)}x, seen ${visibleRatio.toFixed(2)}x, usable ${timeRatio.toFixed(2)}x`,
        );
        if (bytesRatio > budgets.formPages.bytesRatio)
          over(`${form.route}: ${bytesRatio.toFixed(2)}x the bare app's bytes`);
        if (visibleRatio > budgets.formPages.visibleRatio)
          over(`${form.route} (${conditions}): seen in ${visibleRatio.toFixed(2)}x the bare app's time`);
        if (timeRatio > budgets.formPages.timeRatio[conditions])
          over(`${form.route} (${conditions}): usable in ${timeRatio.toFixed(2)}x the bare app's time`);
      }
    }
  } finally {
    await bare.close();
    fs.rmSync(bareDir, { recursive: true, force: true });
  }
}

async function serviceLoad(): Promise<void> {
  doing = "the data service's load test";
  const service = await startServiceProcess();
  try {
    const results = await measureServiceLoad(service.baseUrl, await ownerPageCalls(service.baseUrl));
    console.log('\ndata service, 50 connections');
    console.log(loadTable(results));
    for (const r of results) {
      if (r.failures > 0) over(`${r.name}: ${r.failures} failed requests`);
      if (r.requestsPerSecond < budgets.service.requestsPerSecond)
        over(`${r.name}: ${r.requestsPerSecond.toFixed(0)} req/s`);
      if (r.p99Ms > budgets.service.p99Ms) over(`${r.name}: p99 ${r.p99Ms} ms`);
    }
  } finally {
    await service.stop();
  }
}

/** The app served over one protocol on a fresh database, and the browser that trusts its certificate. */
async function measureOver(
  protocol: Protocol,
  measure: (browser: Browser, base: string, tls?: { key: string; cert: string }) => Promise<void>,
): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const certificate = protocol === 'http1' ? undefined : localCertificate();
  const tls = certificate && { key: certificate.key, cert: certificate.cert };
  const { server, origin: base } = await listenOnOrigin({
    dbFile: path.join(dataDir, 'bench.sqlite'),
    distDir: path.join(PROJECT_ROOT, 'dist'),
    tls,
    logLevel: 'warn',
    logStream: {
      write: (line) => {
        serviceLog.push(line);
      },
    },
  });
  const browser = await launchBrowser(certificate?.spkiHash);
  try {
    await measure(browser, base, tls);
  } finally {
    await browser.close();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The build's pages and fonts in every market entry (Lighthouse visits one market's routes): each language's font
 * preloads, and the largest prerendered pages; each held to its budget.
 */
function everyMarket(): void {
  const dist = path.join(PROJECT_ROOT, 'dist');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'asset-manifest.json'), 'utf8')) as AssetManifest;
  console.log('\nEvery market entry, read off the build: fonts a page preloads, per language');
  const fonts = languageFonts(dist, manifest);
  console.log(`  ${fonts.map((f) => `${f.language} ${kb(f.bytes).toFixed(0)} KB (${f.files})`).join(', ')}`);
  for (const f of fonts)
    if (kb(f.bytes) > budgets.fontPreloadKB.max)
      over(`${f.language}: ${kb(f.bytes).toFixed(0)} KB of fonts preloaded, over ${budgets.fontPreloadKB.max} KB`);
  const pages = pageSizes(dist);
  const budget = budgets.pageBytes.everyMarketBody;
  const past = pages.filter((p) => p.bytes > budget);
  console.log(
    `Every prerendered page at brotli 11 (body): ${pages.length} pages, the largest ${pages
      .slice(0, 3)
      .map((p) => `${p.page} ${p.bytes}`)
      .join(', ')}; ${past.length} over ${budget} bytes`,
  );
  for (const p of past) over(`${p.page}: ${p.bytes} bytes over ${budget}`);
}

async function main(): Promise<void> {
  keystrokeValidation();
  if (!SKIP.has('markets')) everyMarket();
  for (const protocol of PROTOCOLS)
    await measureOver(protocol, async (browser, base, tls) => {
      if (!SKIP.has('lighthouse')) await lighthouseRoutes(browser, base, protocol);
      // The form pages against the bare app once, over the first protocol.
      if (!SKIP.has('forms') && protocol === PROTOCOLS[0]) await formPages(browser, base, tls);
    });
  if (MARKDOWN && measured.length > 0) console.log(`\n${markdownTable()}`);
  // The service gets the machine to itself: no browser or app server running beside it.
  if (!SKIP.has('service')) await serviceLoad();
}

let finished = false;
// A wait nothing can answer any more (a browser that went away mid-page) would otherwise end the run without a word.
process.on('beforeExit', () => {
  if (finished) return;
  finished = true;
  console.error(`bench failed: it stopped while ${doing}, waiting on something that can no longer answer`);
  process.exitCode = 1;
});
main()
  .then(() => {
    finished = true;
  })
  .catch((error: unknown) => {
    finished = true;
    console.error(`bench failed while ${doing}: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
