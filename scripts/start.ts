/*
 * Serves the built app (dist/) on one port with history fallback and strict security headers.
 * PORT (default 8080). Every market of the local environment lives under /{brand}/{language-region}/.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { PROJECT_ROOT } from '../generator/pipeline';
import { markets } from '../src/generated/markets/local';

const DIST = path.join(PROJECT_ROOT, 'dist');
const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.map': 'application/json', '.html': 'text/html; charset=utf-8' };

/** No inline script and no eval: the bundle carries no schema compiler, so it needs neither. */
export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

export function createAppServer(): http.Server {
  const index = fs.readFileSync(path.join(DIST, 'index.html'));
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) res.setHeader(k, v);
    if (url.pathname.startsWith('/assets/')) {
      const file = path.join(DIST, path.normalize(url.pathname).replace(/^(\.\.[/\\])+/, ''));
      if (file.startsWith(path.join(DIST, 'assets')) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'public, max-age=3600' });
        fs.createReadStream(file).pipe(res);
        return;
      }
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES['.html'] as string, 'Cache-Control': 'no-cache' }).end(index);
  });
}

if (require.main === module) {
  const port = Number(process.env.PORT ?? 8080);
  createAppServer().listen(port, () => {
    const base = `http://localhost:${port}`;
    console.log(`Owner account running at ${base}/`);
    for (const id of ['product/en-us', 'product/de-de', 'product/en-gb', 'product/no-no', 'lincoln/en-us', 'product/en-au']) {
      const m = markets.find((x) => x.id === id);
      if (m) console.log(`  ${m.name} (${m.languageRegionCode}, ${m.brand}): ${base}${m.root}`);
    }
  });
}
