/*
 * The static host's files find each prerendered page where the build writes it: by path where the markets are told
 * apart by path, by host first where hosts tell them apart (two hosts may serve the same path). The production
 * server block is checked by nginx itself.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nginxServerBlock, redirectsFile, type StaticHostInput } from '../../../scripts/build-static-host';
import { staticPageFile } from '../../../scripts/build-static-pages';
import { contentSecurityPolicies } from '../../../src/generated/csp';
import { routeTables } from '../../../src/generated/routes';
import { environmentMarkets } from '../../../src/server/shared/environments';
import type { AssetManifest } from '../../../src/server/web/asset-manifest';

const NGINX = '/usr/sbin/nginx';
const manifest = { files: {} } as unknown as AssetManifest;
const hostOf = (environment: 'production' | 'local'): StaticHostInput => ({
  environment,
  markets: environmentMarkets[environment],
  routeTables,
  contentSecurityPolicy: contentSecurityPolicies[environment],
  manifest,
  pages: { 'product/en-us': ['/account-settings', '/order-details/ORDER'] },
});
const marketOf = (environment: 'production' | 'local', id: string) =>
  environmentMarkets[environment].find((m) => m.id === id)!;

it('writes a production page below its host, where nginx looks for it by the host the owner asked', () => {
  const market = marketOf('production', 'product/en-us');
  expect(staticPageFile(market, '/account-settings', true)).toBe(
    `pages/${market.domain}${market.root}account-settings.html`,
  );
  const block = nginxServerBlock(hostOf('production'));
  expect(block).toContain('try_files /pages/$owner_account_site$owner_account_page.html /index.html =404;');
  expect(block).toContain(`"${market.domain}" "${market.domain}";`);
});

it('writes a local page by its path, and both nginx and the rewrite rules find it there first', () => {
  const market = marketOf('local', 'product/en-us');
  expect(staticPageFile(market, '/account-settings', false)).toBe('pages/product/en-us/account-settings.html');
  expect(nginxServerBlock(hostOf('local'))).toContain('try_files /pages$owner_account_page.html /index.html =404;');
  const rules = redirectsFile(hostOf('local')).split('\n');
  const own = rules.indexOf('/product/en-us/account-settings /pages/product/en-us/account-settings.html 200');
  expect(own).toBeGreaterThanOrEqual(0);
  expect(own).toBeLessThan(rules.indexOf('/product/en-us/account-settings /index.html 200'));
});

it("sends an address with a parameter to its route's page at the placeholder it was rendered with (prerenderWith)", () => {
  const block = nginxServerBlock(hostOf('local'));
  // Every $host$uri of the route's path with a parameter maps to the placeholder's page; any other keeps its own.
  expect(block).toContain('map "$host$uri" $owner_account_page {\n    default $uri;');
  expect(block).toContain('"~*^[^/]*/product/en-us/order-details/[^/]+/*$" "/product/en-us/order-details/ORDER";');
  // A market whose page the build did not write has no such line.
  expect(block).not.toContain('"/product/en-gb/order-details/ORDER"');
  const rules = redirectsFile(hostOf('local')).split('\n');
  const placeholder = rules.indexOf(
    '/product/en-us/order-details/:orderNo /pages/product/en-us/order-details/ORDER.html 200',
  );
  expect(placeholder).toBeGreaterThanOrEqual(0);
  expect(placeholder).toBeLessThan(rules.indexOf('/product/en-us/order-details/:orderNo /index.html 200'));
});

it('by host, the rewrite rules (which name paths, not hosts) send the plain page', () => {
  expect(redirectsFile(hostOf('production'))).not.toContain('/pages/');
});

/** Each page's own styles: a long page address (past nginx's default map bucket of 64 bytes) among many. */
const withPageStyles = (environment: 'production' | 'local'): StaticHostInput => ({
  ...hostOf(environment),
  pagePolicy: contentSecurityPolicies[environment],
  pageStyles: Object.fromEntries(
    Array.from({ length: 1600 }, (_, i) => [
      `/pages/owner.example.com/product/el-gr/vehicle-order-tracking/status-${i}.html`,
      [`'sha256-${String(i).padStart(43, 'A')}='`, "'sha256-FACES'"],
    ]),
  ),
});

it("sends each prerendered page its own styles' hashes in its policy, not every page's", () => {
  const block = nginxServerBlock(withPageStyles('local'));
  expect(block).toContain('map $uri $owner_account_page_styles {');
  expect(block).toContain(
    `"/pages/owner.example.com/product/el-gr/vehicle-order-tracking/status-7.html" "'sha256-${'7'.padStart(43, 'A')}=' 'sha256-FACES'";`,
  );
  const pagesPolicy = /location \/ \{\n\s*add_header Content-Security-Policy "([^"]*)"/.exec(block)?.[1];
  expect(pagesPolicy).toContain("style-src 'self' $owner_account_page_styles;");
  expect(pagesPolicy).not.toContain('sha256-');
  expect(block).toContain('gzip_comp_level 6;');
});

(fs.existsSync(NGINX) ? it.each([hostOf, withPageStyles]) : it.skip.each([hostOf, withPageStyles]))(
  'nginx accepts the production server block (%p)',
  (input) => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-check-'));
    try {
      fs.writeFileSync(path.join(work, 'site.conf'), nginxServerBlock(input('production')));
      fs.writeFileSync(
        path.join(work, 'nginx.conf'),
        `pid ${work}/nginx.pid;\nerror_log ${work}/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  include ${work}/site.conf;\n}\n`,
      );
      const check = spawnSync(
        NGINX,
        ['-t', '-q', '-e', path.join(work, 'error.log'), '-c', path.join(work, 'nginx.conf')],
        {
          encoding: 'utf8',
        },
      );
      expect(check.stderr).toBe('');
      expect(check.status).toBe(0);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  },
);
