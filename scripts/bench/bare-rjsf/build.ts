/* Builds the bare form app into a folder (minified, precompressed like the app's assets) and serves it. */
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import zlib from 'node:zlib';
import { build } from 'esbuild';

export async function buildBareApp(outDir: string): Promise<void> {
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(__dirname, 'app.tsx')],
    outfile: path.join(outDir, 'app.js'),
    bundle: true,
    minify: true,
    format: 'esm',
    target: ['es2022'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  fs.writeFileSync(
    path.join(outDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Form</title><script type="module" src="/app.js"></script></head><body><div id="app"></div></body></html>',
  );
}

/** Serves outDir: brotli when the browser accepts it, as the app's server does. */
/** tls: served as the app is in the same run (HTTP/2 with TLS), so the two differ only in what they send. */
export function serveBareApp(
  outDir: string,
  tls?: { key: string; cert: string },
): Promise<{ base: string; close: () => Promise<void> }> {
  const files = new Map<string, { type: string; body: Buffer; br: Buffer }>();
  for (const [name, type] of [
    ['index.html', 'text/html'],
    ['app.js', 'text/javascript'],
  ] as const) {
    const body = fs.readFileSync(path.join(outDir, name));
    files.set(`/${name}`, { type, body, br: zlib.brotliCompressSync(body) });
  }
  const handler = (
    req: http.IncomingMessage | http2.Http2ServerRequest,
    res: http.ServerResponse | http2.Http2ServerResponse,
  ) => {
    const file = files.get(req.url === '/app.js' ? '/app.js' : '/index.html');
    if (!file) {
      res.statusCode = 404;
      res.end();
      return;
    }
    const br = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.setHeader('content-type', `${file.type}; charset=utf-8`);
    if (br) res.setHeader('content-encoding', 'br');
    res.end(br ? file.br : file.body);
  };
  const server = tls ? http2.createSecureServer({ allowHTTP1: true, ...tls }, handler) : http.createServer(handler);
  // The browser keeps its connections (an HTTP/2 session above all) open: closing ends them, or close would wait.
  const sockets = new Set<Duplex>();
  server.on(tls ? 'secureConnection' : 'connection', (socket: Duplex) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const close = () =>
    new Promise<void>((r) => {
      server.close(() => r());
      for (const socket of sockets) socket.destroy();
    });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ base: tls ? `https://localhost:${port}` : `http://127.0.0.1:${port}`, close });
    });
  });
}
