import type { FastifyInstance } from 'fastify';
import type { Market } from '../../generated/types/market';

/** What the HTML replies (X-Robots-Tag) and the built index.html (meta robots) say when indexing is blocked. */
export const ROBOTS_DIRECTIVE = 'noindex, nofollow';

/**
 * Whether search engines are asked to stay away. One service answers every entry of an environment (on one
 * host locally) with one robots.txt, so a single entry that blocks indexing blocks it for all.
 */
export function searchIndexingBlocked(markets: readonly Market[]): boolean {
  return markets.some((m) => m.blockSearchIndexing);
}

/** robots.txt: everything disallowed while indexing is blocked (an empty Disallow allows everything). */
export function robotsText(blocked: boolean): string {
  return `User-agent: *\nDisallow:${blocked ? ' /' : ''}\n`;
}

/** robots.txt and the X-Robots-Tag header of every HTML reply (app pages and sign-in pages alike). */
export function installSearchIndexingPolicy(app: FastifyInstance, markets: readonly Market[]): void {
  const blocked = searchIndexingBlocked(markets);
  const robots = robotsText(blocked);
  app.get('/robots.txt', async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-cache').send(robots),
  );
  if (!blocked) return;
  app.addHook('onSend', async (_req, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
      reply.header('X-Robots-Tag', ROBOTS_DIRECTIVE);
    return payload;
  });
}
