import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { endpoints } from '../../generated/api';
import { sendError } from '../http-errors';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8', '.json': 'application/json; charset=utf-8', '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.woff': 'font/woff', '.txt': 'text/plain; charset=utf-8',
};

/** First path segments that belong to the services: an unknown path there is a JSON 404, never the app's page. */
const SERVICE_PREFIXES = new Set([...Object.values(endpoints).map((e) => e.path.split('/')[1]), 'idp', 'content', 'assets']);

function isServicePath(url: string): boolean {
  return SERVICE_PREFIXES.has(url.split('?')[0]?.split('/')[1] ?? '');
}

/**
 * The built browser app: dist/assets/* as files, and index.html for every other page address (history
 * fallback: the app's router resolves /{brand}/{language-region}/... itself). Without distDir only the
 * services answer.
 */
export function registerStaticApp(app: FastifyInstance, distDir: string | undefined): void {
  const assetsDir = distDir ? path.resolve(distDir, 'assets') : undefined;

  if (assetsDir) {
    app.get<{ Params: { '*': string } }>('/assets/*', async (req, reply) => {
      let relative: string;
      try {
        relative = decodeURIComponent(req.params['*']);
      } catch {
        return sendError(reply, 400, 'malformed path');
      }
      const file = path.resolve(assetsDir, relative);
      // No way out of assets/: "..", absolute paths and encoded separators all end up outside the prefix.
      if (relative.includes('\0') || !file.startsWith(assetsDir + path.sep)) return sendError(reply, 404, 'resource not found');
      let stat: fs.Stats;
      try {
        stat = await fs.promises.stat(file);
      } catch {
        return sendError(reply, 404, 'resource not found');
      }
      if (!stat.isFile()) return sendError(reply, 404, 'resource not found');
      return reply.type(TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream')
        .header('Cache-Control', 'public, max-age=3600').send(fs.createReadStream(file));
    });
  }

  const sendIndex = async (reply: FastifyReply): Promise<FastifyReply> => {
    const index = await fs.promises.readFile(path.join(distDir as string, 'index.html'));
    return reply.code(200).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(index);
  };

  app.setNotFoundHandler(async (req, reply) => {
    if (distDir && (req.method === 'GET' || req.method === 'HEAD') && !isServicePath(req.url)) return sendIndex(reply);
    return sendError(reply, 404, `no route ${req.method} ${req.url.split('?')[0] ?? ''}`);
  });
}
