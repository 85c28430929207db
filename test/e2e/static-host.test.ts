/*
 * The built app on a static host: Debian's nginx serves dist/ with the server block the build wrote beside it
 * (dist/nginx.conf, only the lines a deployment decides set), in front of the reference service as the gateway.
 * Its pages answer with the status the service gives, with the environment's headers, and an owner signs in and
 * sees the dashboard in Chromium with no Content-Security-Policy violation.
 */
import '../support/inject-under-jest';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { cookieChoice, owner, signInAs, text } from './support/app';
import { launchBrowser, type Browser } from './support/browser';
import { freePort } from './support/ports';
import { PROJECT_ROOT } from '../../generator/pipeline';
import budgets from '../../scripts/bench/budgets.json';
import { pagesOverBudget } from '../../scripts/bench/every-market';
import { NGINX_PLACEHOLDERS } from '../../scripts/build-static-host';
import { contentSecurityPolicies } from '../../src/generated/csp';
import { routeTables } from '../../src/generated/routes';
import { buildServer } from '../../src/server/build-server';
import { readAssetManifest } from '../../src/server/web/asset-manifest';
import { pageStyleSources, withStartStyles, withStyleSourcesOf } from '../../src/server/web/start-styles';

/** The local environment's policy with the start styles the build made allowed by their hashes (start-styles.ts). */
const policy = () => withStartStyles(contentSecurityPolicies.local, readAssetManifest(DIST)?.preloads?.startSheets);
const DIST = path.join(PROJECT_ROOT, 'dist');
const NGINX = '/usr/sbin/nginx';

let work: string;
let nginx: ChildProcess;
let service: FastifyInstance;
let base: string;
let serviceBase: string;

async function answering(url: string): Promise<void> {
  let last: unknown;
  for (let i = 0; i < 100; i += 1) {
    try {
      await fetch(url);
      return;
    } catch (error) {
      last = error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`${url} never answered: ${String((last as { cause?: unknown })?.cause ?? last)}`);
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'static-host-'));
  const port = await freePort();
  base = `http://localhost:${port}`;
  // The service is told the public origin (nginx's): its provider's issuer and redirect addresses are there.
  service = buildServer({
    dbFile: path.join(work, 'owner-account.sqlite'),
    distDir: DIST,
    publicOrigin: () => base,
    logLevel: 'warn',
    logStream: { write: () => undefined },
  });
  await service.listen({ port: 0, host: '127.0.0.1' });
  serviceBase = `http://127.0.0.1:${(service.server.address() as net.AddressInfo).port}`;

  const site = fs
    .readFileSync(path.join(DIST, 'nginx.conf'), 'utf8')
    .replaceAll(NGINX_PLACEHOLDERS.listen, `listen 127.0.0.1:${port};`)
    .replaceAll(NGINX_PLACEHOLDERS.root, `root ${DIST};`)
    .replaceAll(NGINX_PLACEHOLDERS.gateway, `server ${new URL(serviceBase).host};`);
  fs.writeFileSync(path.join(work, 'site.conf'), site);
  // nginx as one process in the foreground, its files in the test's folder: no root, no system paths written.
  fs.writeFileSync(
    path.join(work, 'nginx.conf'),
    `daemon off;
master_process off;
pid ${work}/nginx.pid;
error_log ${work}/error.log;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  include ${work}/site.conf;
}
`,
  );
  nginx = spawn(NGINX, ['-e', path.join(work, 'error.log'), '-c', path.join(work, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let complaint = '';
  nginx.stderr?.on('data', (chunk: Buffer) => {
    complaint += chunk.toString();
  });
  nginx.on('exit', (code) => {
    if (code) console.error(`nginx stopped (${code}): ${complaint}`);
  });
  await answering(`${base}/robots.txt`);
}, 30_000);

afterAll(async () => {
  nginx?.kill();
  await service?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

/** Every route address of some markets (parameters filled in), and addresses no route has. */
function addresses(): string[] {
  const markets = ['product/en-us', 'product/de-de', 'lincoln/en-us', 'product/th-th'];
  return markets
    .flatMap((id) =>
      (routeTables[id] ?? []).flatMap((r) =>
        r.paths.map((p) => `/${id}${p === '*' ? '/no-such-page' : p.replace(/:\w+/g, 'X-1')}`),
      ),
    )
    .concat([
      '/product/en-us/ACCOUNT-SETTINGS',
      '/product/en-us/account-settings/',
      '/product/xx-yy/account-settings',
      '/product/en-us/wallet/extra',
    ]);
}

it('answers every address with the status the reference service gives it, and the headers of the environment', async () => {
  const differ: string[] = [];
  for (const address of addresses()) {
    const [fromHost, fromService] = await Promise.all([
      fetch(base + address, { redirect: 'manual' }),
      fetch(serviceBase + address, { redirect: 'manual' }),
    ]);
    // The service moves an address outside a market's root below it (302); a static host shows the page's 404 there.
    if (fromService.status !== 302 && fromHost.status !== fromService.status)
      differ.push(`${address}: nginx ${fromHost.status}, service ${fromService.status}`);
  }
  expect(differ).toEqual([]);

  const page = await fetch(`${base}/product/en-us/account-settings`);
  // The page's own start styles, allowed by their hashes alone: nothing inline else, and no other page's (the policy of
  // every page's styles was 2 KB of header on each answer).
  const sources = pageStyleSources(await page.text());
  expect(sources).toHaveLength(2);
  expect(page.headers.get('content-security-policy')).toBe(withStyleSourcesOf(contentSecurityPolicies.local, sources));
  expect(page.headers.get('content-security-policy')).not.toContain('unsafe-inline');
  // The static hosts that read _headers get one policy for every page: every page's styles.
  expect(fs.readFileSync(path.join(DIST, '_headers'), 'utf8')).toContain(`Content-Security-Policy: ${policy()}`);
  expect([
    page.headers.get('x-frame-options'),
    page.headers.get('x-content-type-options'),
    page.headers.get('cache-control'),
  ]).toEqual(['DENY', 'nosniff', 'no-cache']);
  const script = JSON.parse(fs.readFileSync(path.join(DIST, 'asset-manifest.json'), 'utf8')).files['main.js'] as string;
  const asset = await fetch(base + script);
  expect([asset.status, asset.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
  expect(await (await fetch(`${base}/robots.txt`)).text()).toBe('User-agent: *\nDisallow: /\n');
});

it('serves each prerendered page as the service does, and the plain page at an address without one', async () => {
  const prerendered = [
    '/product/en-us/account-settings',
    '/product/de-de/account-dashboard',
    '/lincoln/en-us/order-history',
  ];
  for (const address of prerendered) {
    const [fromHost, fromService] = await Promise.all([fetch(base + address), fetch(serviceBase + address)]);
    const page = await fromHost.text();
    expect(page).toContain(`data-prerendered="${address}"`);
    expect(page).toBe(await fromService.text());
    expect(fromHost.headers.get('content-security-policy')).toBe(fromService.headers.get('content-security-policy'));
    expect(fromHost.headers.get('cache-control')).toBe('no-cache');
  }
  // A route prerendered at an address of its own (routes.json prerenderWith: the query its first render needs): its
  // paths have that page, as the service sends it, whatever their query.
  for (const query of ['', '?vin=1FMCU9J97PUA20002']) {
    const address = `/product/en-us/connected-services${query}`;
    const [fromHost, fromService] = await Promise.all([fetch(base + address), fetch(serviceBase + address)]);
    const page = await fromHost.text();
    expect(page).toContain('data-prerendered="/product/en-us/connected-services?vin=VIN"');
    expect(page).toBe(await fromService.text());
  }
  // Compressed as sent where the browser takes it.
  const compressed = await fetch(`${base}/product/en-us/account-settings`, { headers: { 'accept-encoding': 'gzip' } });
  expect(compressed.headers.get('content-encoding')).toBe('gzip');
  // An address with a parameter: its route's page at the placeholder the build rendered it with (prerenderWith), as
  // the service sends it; an address no route has, the plain page, which the app draws.
  for (const [address, placeholder] of [
    ['/product/en-us/order-details/X-1', '/product/en-us/order-details/ORDER'],
    [
      '/lincoln/en-us/ownership-delinking/eyJ2aW4iOiI1TE1QSjhLNDBSR0w0MDAwNCJ9',
      '/lincoln/en-us/ownership-delinking/LINK',
    ],
  ]) {
    const [fromHost, fromService] = await Promise.all([fetch(base + address), fetch(serviceBase + address)]);
    const page = await fromHost.text();
    expect(page).toContain(`data-prerendered="${placeholder}"`);
    expect(page).toBe(await fromService.text());
  }
  const plain = await (await fetch(`${base}/product/en-us/no-such-page`)).text();
  expect(plain).not.toContain('data-prerendered');
  expect(plain).toBe(fs.readFileSync(path.join(DIST, 'index.html'), 'utf8'));
});

it("fits every prerendered page of every market entry in a new connection's first round trip", () => {
  // The page's body at brotli 11 within what ten segments leave beside its headers (scripts/bench/budgets.json): the
  // start scripts are asked for one round trip after the page, not two. Greek and Thai take two or three bytes a letter.
  expect(pagesOverBudget(DIST, budgets.pageBytes.everyMarketBody)).toEqual([]);
});

it('lets an owner sign in and see the dashboard in Chromium, under the CSP, with no violation', async () => {
  const browser: Browser = await launchBrowser();
  try {
    const violations: string[] = [];
    await browser.context.addCookies([cookieChoice('decline')]);
    const page = await browser.context.newPage();
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(`${base}/product/en-us/account-dashboard`, { waitUntil: 'commit' });
    await signInAs(page, owner('product/en-us'));
    await page.getByRole('heading', { level: 1, name: text('en-us', 'screen.dashboard.title') }).waitFor();
    expect(new URL(page.url()).origin).toBe(base);
    // An address with a query (a mail's link): the host sends the path's prerendered page, which the app cannot take
    // over as it is (the query is not in it) and draws afresh; the page is the owner's to use all the same.
    await page.goto(`${base}/product/en-us/account-settings?from=mail`);
    await page.getByRole('button', { name: text('en-us', 'settings.edit.personal') }).click();
    await page.getByLabel(text('en-us', 'field.middleName')).waitFor();
    expect(await page.locator('#app[inert], #app[data-prerendered]').count()).toBe(0);
    expect(violations).toEqual([]);
  } finally {
    await browser.close();
  }
}, 60_000);
