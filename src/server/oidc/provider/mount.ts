import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type { LocalProvider } from './local-provider';
import { LOGOUT_SCRIPT, LOGOUT_SCRIPT_PATH } from './provider';
import { site } from '../../../generated/site';
import type { ServiceContext } from '../../context';
import { attemptThrottle } from '../../shared/attempt-throttle';
import { interactionRoutes } from '../interactions/interactions';

export interface OidcOptions extends ServiceContext {
  /** The provider (made by build-server.ts before the owner API, which takes its tokens). */
  local: LocalProvider;
  /** The service's security headers (CSP, framing, nosniff, referrer): the library's own answers carry them too. */
  securityHeaders: Readonly<Record<string, string>>;
}

/**
 * The local OpenID provider, mounted under the environment's issuer path (e.g. /oidc): the
 * library answers everything under the path except the interactions, which are the service's own pages.
 */
export const oidcProvider: FastifyPluginAsync<OidcOptions> = async (app, { local, securityHeaders, ...service }) => {
  const { prefix } = local;
  let built: Awaited<ReturnType<LocalProvider['built']>> | undefined;
  // Every route of this plugin (the interactions and the library's) has the provider at hand.
  app.addHook('onRequest', async () => {
    built ??= await local.built();
  });
  const current = () => {
    if (!built) throw new Error('the provider is built by the first request');
    return built;
  };

  // The interaction forms post urlencoded bodies (URLSearchParams reads them; a repeated field keeps its last value).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });
  const throttle = attemptThrottle(service.limits, 'password', site.signInSecurity.passwordThrottle);
  interactionRoutes(app, { service, prefix, provider: () => current().provider, throttle });

  app.get(`${prefix}${LOGOUT_SCRIPT_PATH}`, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(LOGOUT_SCRIPT),
  );

  app.register(async (library) => {
    // The library reads request bodies itself: they reach it unread.
    library.removeAllContentTypeParsers();
    library.addContentTypeParser('*', (_req, _payload, done) => done(null));
    library.all(`${prefix}/*`, async (req, reply) => {
      const { issuer, handle } = current();
      const raw = req.raw as IncomingMessage & { originalUrl?: string };
      // Mounted as Express would: the library sees its own path and finds its mount path in originalUrl.
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '').slice(prefix.length) || '/';
      // The provider (proxy mode) builds its addresses from these: set from the issuer, whatever the client sent.
      raw.headers['x-forwarded-host'] = issuer.host;
      raw.headers['x-forwarded-proto'] = issuer.protocol.slice(0, -1);
      // The address the library reads (its ctx.ip, for the devices list) is the one the service decided on (its
      // trustProxy setting), never one the client wrote.
      raw.headers['x-forwarded-for'] = req.ip;
      reply.hijack();
      // The service's hooks do not run for a hijacked reply: its headers are set before the library writes.
      for (const [name, value] of Object.entries(securityHeaders)) reply.raw.setHeader(name, value);
      await handle(raw, reply.raw);
    });
  });
};
