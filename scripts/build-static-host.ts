/*
 * What a static host needs beside the built app, written into dist/ by `npm run build` for its environment:
 * - nginx.conf: a server block (include it in nginx's http block);
 * - _headers and _redirects: the same rules in the files static hosts such as Netlify and Cloudflare Pages read;
 * - robots.txt.
 * Each carries the environment's CSP and the other security headers, a year of `immutable` caching for the hashed
 * assets and `no-cache` for the page, and the page for every route address of the environment's markets, with
 * status 404 for any other address (the app then shows its not-found page), as the reference service answers.
 */
import { pageAddress, STATIC_PAGES_DIR, staticPageFile } from './build-static-pages';
import type { Market } from '../src/generated/types/market';
import type { ResolvedRoute } from '../src/generated/types/routes';
import { withoutQuery } from '../src/lib/prerendered';
import type { AssetManifest } from '../src/server/web/asset-manifest';
import { OTHER_HEADERS } from '../src/server/web/security-headers';
import { withStyleSourcesOf } from '../src/server/web/start-styles';
import { SERVICE_PREFIXES, IMMUTABLE } from '../src/server/web/static-app';

export interface StaticHostInput {
  environment: string;
  markets: readonly Market[];
  routeTables: Record<string, ResolvedRoute[]>;
  /** The policy with every page's start styles allowed (one policy for every page: _headers). */
  contentSecurityPolicy: string;
  /**
   * Per page: the environment's policy without start styles (pagePolicy), and each written page's own style sources by
   * its file's address below the root (/pages/…/route.html). nginx sends each page its own: the policy of every page's
   * styles is some 2 KB of header on every answer, past a new connection's first round trip with the page.
   */
  pagePolicy?: string;
  pageStyles?: Record<string, string[]>;
  manifest: AssetManifest;
  /** The addresses with a page of their own (scripts/build-static-pages.ts): paths below the root, by market id. */
  pages?: Record<string, string[]>;
}

/** What a deployer sets in nginx.conf: the lines the README names (the tests set them the same way). */
export const NGINX_PLACEHOLDERS = {
  listen: 'listen 8080;',
  root: 'root /srv/owner-account;',
  gateway: 'server 127.0.0.1:3000;',
} as const;

/** The nginx variable of a page's own style sources (nginxServerBlock's map on $uri). */
const PAGE_STYLES_VARIABLE = 'owner_account_page_styles';

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route path as a regular expression of the path below the market's root: segments case-insensitive, as the app matches. */
function routePattern(path: string, exact: boolean): string {
  const segments = path
    .split('/')
    .filter((s) => s !== '')
    .map((s) => (s.startsWith(':') ? '[^/]+' : escapeRegex(s)));
  const body = segments.map((s) => `/${s}`).join('');
  return exact ? `${body}/*` : `${body}(?:/.*)?`;
}

/** A market's hosts and root, as the start of an expression over "$host$uri" (any host where markets are told apart by path). */
function marketPrefix(market: Market, byHost: boolean): string {
  const hosts = byHost ? `(?:${[market.domain, ...(market.hostAliases ?? [])].map(escapeRegex).join('|')})` : '[^/]*';
  return `^${hosts}${escapeRegex(market.root.replace(/\/+$/, ''))}`;
}

/** Every route address of a market, as one expression over "$host$uri". */
function marketPattern(market: Market, routes: readonly ResolvedRoute[], byHost: boolean): string {
  const paths = routes.flatMap((r) => r.paths.filter((p) => p !== '*').map((p) => routePattern(p, r.exact ?? false)));
  return `${marketPrefix(market, byHost)}(?:${[...new Set(paths)].join('|')})$`;
}

/**
 * The addresses with a parameter whose route has a page of its own at its placeholder's path (routes.json
 * prerenderWith, written by scripts/build-static-pages.ts): each path of the route with its parameters, and that page's
 * path below the market's root.
 */
function placeholderPages(
  market: Market,
  routes: readonly ResolvedRoute[],
  pages: readonly string[],
): { route: ResolvedRoute; path: string; page: string }[] {
  return routes.flatMap((route) => {
    const page = route.prerenderAt === undefined ? undefined : withoutQuery(route.prerenderAt);
    if (page === undefined || !pages.includes(page)) return [];
    return route.paths.filter((p) => p.includes(':')).map((path) => ({ route, path, page }));
  });
}

/** Whether the markets tell each other apart by host (production) rather than by path (local). */
export function routedByHost(markets: readonly Market[]): boolean {
  return new Set(markets.map((m) => m.domain)).size > 1;
}

/** The environment calls its services on the page's own origin (locally): the host passes those paths on. */
function sameOriginServices(markets: readonly Market[]): string[] {
  const issuerPaths = markets
    .map((m) => m.oidcIssuer)
    .filter((i) => i.startsWith('/'))
    .map((i) => i.split('/')[1] ?? '');
  return markets.some((m) => m.serviceUrl === '')
    ? [...new Set([...SERVICE_PREFIXES, ...issuerPaths])].filter(Boolean)
    : [];
}

const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** The headers of every document: the CSP and the others the service sends. */
function documentHeaders(contentSecurityPolicy: string): [string, string][] {
  return [['Content-Security-Policy', contentSecurityPolicy], ...Object.entries(OTHER_HEADERS)];
}

export function nginxServerBlock({
  environment,
  markets,
  routeTables,
  contentSecurityPolicy,
  pagePolicy,
  pageStyles = {},
  manifest,
  pages = {},
}: StaticHostInput): string {
  const byHost = routedByHost(markets);
  const headers = (policy: string) =>
    `${documentHeaders(policy)
      .map(([name, value]) => `        add_header ${name} ${quoted(value)} always;`)
      .join('\n')}\n        add_header Cache-Control "no-cache" always;`;
  const perPage = pagePolicy !== undefined;
  const page = headers(pagePolicy ?? contentSecurityPolicy);
  // A page's own styles, by the file try_files found ($uri): the plain page has none.
  const ownPage = perPage ? headers(withStyleSourcesOf(pagePolicy, [`$${PAGE_STYLES_VARIABLE}`])) : page;
  const styles = Object.entries(pageStyles)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, sources]) => `    ${quoted(file)} ${quoted(sources.join(' '))};`);
  const routes = markets
    .map((m) => `    ${quoted(`~*${marketPattern(m, routeTables[m.id] ?? [], byHost)}`)} 1;`)
    .join('\n');
  const services = sameOriginServices(markets);
  const favicon = manifest.files['favicon.svg'];
  // A page of its own is written by host where hosts tell the markets apart: an alias host finds its market's.
  const sites = byHost
    ? markets.flatMap((m) => [m.domain, ...(m.hostAliases ?? [])].map((h) => `    ${quoted(h)} ${quoted(m.domain)};`))
    : [];
  const pageFile = `/${STATIC_PAGES_DIR}${byHost ? '/$owner_account_site' : ''}$owner_account_page.html`;
  const placeholders = markets.flatMap((m) =>
    placeholderPages(m, routeTables[m.id] ?? [], pages[m.id] ?? []).map(
      ({ route, path: p, page }) =>
        `    ${quoted(`~*${marketPrefix(m, byHost)}${routePattern(p, route.exact ?? false)}$`)} ${quoted(pageAddress(m, page))};`,
    ),
  );
  return `# The ${environment} environment's owner account app on nginx, written by \`npm run build\` beside the app.
# Include this file in nginx's http block. Set the lines a deployment decides: \`${NGINX_PLACEHOLDERS.listen}\`, \`${NGINX_PLACEHOLDERS.root}\`
# (this dist/ folder)${services.length > 0 ? ` and the gateway's address in the upstream (\`${NGINX_PLACEHOLDERS.gateway}\`)` : ''}.
${
  perPage
    ? `
# The pages' styles map (below) has more keys than nginx's default hash of maps holds well, longer than its bucket of
# 64 bytes. A deployment that sets these in its http block keeps them at least this large and removes these lines.
map_hash_max_size 8192;
map_hash_bucket_size 128;
`
    : ''
}
# 1 where "$host$uri" is a route address of a market: the page with 200; anything else the page with 404.
map "$host$uri" $owner_account_route {
    default 0;
${routes}
}

# The prerendered page an address is painted from: its own, or for an address with a parameter, its route's page at the
# placeholder the build rendered it with (routes.json prerenderWith), which the app then draws over.
map "$host$uri" $owner_account_page {
    default $uri;
${placeholders.join('\n')}
}
${
  perPage
    ? `
# Each prerendered page's start styles, by the file sent ($uri once try_files found it): its policy allows them alone.
map $uri $${PAGE_STYLES_VARIABLE} {
    default "";
${styles.join('\n')}
}
`
    : ''
}${
    byHost
      ? `
# The folder of the host's prerendered pages: its market's domain.
map $host $owner_account_site {
    hostnames;
    default "";
${[...new Set(sites)].join('\n')}
}
`
      : ''
  }${
    services.length > 0
      ? `
# This environment calls its services (owner API, content, sign-in) on the page's own origin: the gateway answers.
upstream owner_account_gateway {
    ${NGINX_PLACEHOLDERS.gateway}
}
`
      : ''
  }
server {
    ${NGINX_PLACEHOLDERS.listen}
    ${NGINX_PLACEHOLDERS.root}
    charset utf-8;
    server_tokens off;
    gzip_static on;
    gzip_vary on;
${
  services.length > 0
    ? `
    location ~ ^/(?:${services.map(escapeRegex).join('|')})(?:/|$) {
        proxy_pass http://owner_account_gateway;
        proxy_set_header Host $http_host;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
`
    : ''
}
    # Hashed names: a new build means new addresses, so a year without asking again.
    location /assets/ {
        add_header Cache-Control ${quoted(IMMUTABLE)} always;
        add_header X-Content-Type-Options "nosniff" always;
        try_files $uri =404;
    }

    location = /robots.txt {
${page}
    }
${
  favicon
    ? `
    location = /favicon.ico {
        add_header Cache-Control "no-cache" always;
        return 302 ${favicon};
    }
`
    : ''
}
    location = /index.html {
${page}
    }

    # Every other address is the app's page: 200 on a route address, 404 elsewhere (the app shows its not-found page).
    # A route address the build prerendered has its own page (drawn before the scripts run), one with a parameter its
    # route's ($owner_account_page); the others the plain one.
    error_page 404 /index.html;
    location / {
${ownPage}
        if ($owner_account_route = 0) {
            return 404;
        }
        # The prerendered pages have no precompressed copy: nginx compresses them as it sends them, at level 6 (nginx's
        # default 1 left a page some 2 KB longer, past a new connection's first round trip).
        gzip on;
        gzip_comp_level 6;
        try_files ${pageFile} /index.html =404;
    }
}
`;
}

/** Netlify's and Cloudflare Pages' header rules. */
export function headersFile({ contentSecurityPolicy }: StaticHostInput): string {
  const security = documentHeaders(contentSecurityPolicy).map(([n, v]) => `  ${n}: ${v}`);
  return [
    '/*',
    ...security,
    '',
    '/assets/*',
    `  Cache-Control: ${IMMUTABLE}`,
    '',
    '/index.html',
    '  Cache-Control: no-cache',
    '',
    `/${STATIC_PAGES_DIR}/*`,
    '  Cache-Control: no-cache',
    '',
  ].join('\n');
}

/**
 * Their rewrites: each route address to the page (200), anything else the page with 404. A prerendered address to its
 * own page, where the markets are told apart by path (these files name paths, not hosts: by host, the plain page).
 */
export function redirectsFile({ markets, routeTables, pages = {} }: StaticHostInput): string {
  const byHost = routedByHost(markets);
  const own = byHost
    ? []
    : markets.flatMap((m) => [
        ...(pages[m.id] ?? []).map((p) => `${pageAddress(m, p)} /${staticPageFile(m, p, false)} 200`),
        // An address with a parameter: its route's page at the placeholder (these files name parameters as routes do).
        ...placeholderPages(m, routeTables[m.id] ?? [], pages[m.id] ?? []).map(
          ({ path: p, page }) => `${pageAddress(m, p)} /${staticPageFile(m, page, false)} 200`,
        ),
      ]);
  const lines = markets.flatMap((m) =>
    (routeTables[m.id] ?? []).flatMap((r) =>
      r.paths
        .filter((p) => p !== '*')
        .flatMap((p) => {
          const path = `${m.root.replace(/\/+$/, '')}${p === '/' ? '/' : p}`;
          return (r.exact ?? false)
            ? [`${path} /index.html 200`]
            : [`${path} /index.html 200`, `${path}/* /index.html 200`];
        }),
    ),
  );
  return [...new Set([...own, ...lines]), '/* /index.html 404', ''].join('\n');
}
