import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { BRAND_STYLESHEET } from './brand';
import { stylesheet } from './page';
import { PASSKEY_SCRIPT, webauthnLibrary } from './passkey-script';
import { brands } from '../../../generated/site';
import { fontFaces } from '../../shared/font-faces';

const asset = (reply: FastifyReply, type: string, text: string) =>
  reply.type(`${type}; charset=utf-8`).header('Cache-Control', 'public, max-age=3600').send(text);

/**
 * The files of the sign-in pages (page.ts): the shared sheet with the app's fonts (the first brand's body stack
 * lists every script's font), brand.css with the colours and headings of the brand whose app sent the owner, and
 * the passkey pages' scripts (the WebAuthn browser library, then the pages' own). Served whichever provider the
 * pages belong to.
 */
export const signInPageAssets: FastifyPluginAsync<{ fonts?: Record<string, string> }> = async (app, { fonts = {} }) => {
  const css = stylesheet(fontFaces(fonts), brands[0]?.theme.tokens['font-body'] ?? 'system-ui, sans-serif');
  app.get('/sign-in-pages/style.css', async (_req, reply) => asset(reply, 'text/css', css));
  app.get('/sign-in-pages/brand.css', async (_req, reply) => asset(reply, 'text/css', BRAND_STYLESHEET));
  app.get('/sign-in-pages/webauthn.js', async (_req, reply) => asset(reply, 'text/javascript', webauthnLibrary()));
  app.get('/sign-in-pages/passkey.js', async (_req, reply) => asset(reply, 'text/javascript', PASSKEY_SCRIPT));
};
