import type { FastifyPluginAsync } from 'fastify';
import { sendError } from '../http-errors';

/**
 * Locally, the third-party scripts the market data names (/local/scripts/<name>.js) are stand-ins: each records
 * that it ran, so a test can see that consent gates it; the analytics one also offers the sink the app sends
 * events to. They come from this origin, so the local CSP ('self') allows them.
 */
const NAMES = ['analytics', 'feedback', 'wallet', 'maps', 'bot-check', 'payments', 'chat', 'calls', 'account-widget'] as const;

function standIn(name: string): string {
  const record = `(window.ownerStandIns = window.ownerStandIns || []).push(${JSON.stringify(name)});`;
  const sink = name === 'analytics'
    ? '\nwindow.ownerAnalytics = { events: [], send: function (e) { this.events.push(e); } };'
    : '';
  return `/* Local stand-in for the ${name} script. */\n${record}${sink}\n`;
}

export const standInScripts: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>('/local/scripts/:file', async (req, reply) => {
    const name = req.params.file.replace(/\.js$/, '');
    if (!req.params.file.endsWith('.js') || !(NAMES as readonly string[]).includes(name)) return sendError(reply, 404, 'no such stand-in script');
    return reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(standIn(name));
  });
  // The analytics base + the country's path (e.g. de/launch-owner.js; Austria's .jss included, as the data has it).
  app.get<{ Params: { '*': string } }>('/local/scripts/analytics/*', async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(standIn('analytics')));
};
