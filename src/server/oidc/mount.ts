import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type Provider from 'oidc-provider';
import { interactionRoutes } from './interactions';
import { localIssuerPath, localRegistration } from './local-registration';
import { attemptThrottle } from './password-throttle';
import { createProvider, LOGOUT_SCRIPT, LOGOUT_SCRIPT_PATH } from './provider';
import { providerTokens, type ProviderTokens, type SwappedTokens, type TokenRefusal } from './provider-tokens';
import { refreshOverlap } from './refresh-overlap';
import { site } from '../../generated/site';
import type { Market } from '../../generated/types/market';
import type { ServiceContext } from '../routes/handler';

export interface OidcOptions extends ServiceContext {
  /** The markets of the environment the service serves: their issuer path and their clients. */
  markets: Market[];
  /**
   * The origin the service is reached at, from its configuration (the port may be known only once it listens):
   * the issuer and every address the provider writes derive from it, never from a request's Host header.
   */
  publicOrigin: () => string;
  /** The service's security headers (CSP, framing, nosniff, referrer): the library's own answers carry them too. */
  securityHeaders: Readonly<Record<string, string>>;
}

/**
 * The local OpenID provider, mounted under the environment's issuer path (e.g. /oidc): the
 * library answers everything under the path except the interactions, which are the service's own pages.
 */
export const oidcProvider: FastifyPluginAsync<OidcOptions> = async (
  app,
  { markets, publicOrigin, securityHeaders, ...service },
) => {
  const prefix = localIssuerPath(markets);
  if (prefix === undefined) return;
  let built:
    | {
        provider: Provider;
        issuer: URL;
        handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
        tokens: ProviderTokens;
      }
    | undefined;
  // Built on the first request: only then is the origin (its port) sure to be known.
  function current() {
    if (!built) {
      const registration = localRegistration(markets, publicOrigin());
      if (!registration) throw new Error('no market names the local issuer');
      const provider = createProvider({
        db: service.db,
        registration,
        accessTokenTtlSeconds: service.accessTokenTtlSeconds,
      });
      const issuer = new URL(registration.issuer);
      const overlap = refreshOverlap<SwappedTokens | TokenRefusal>(
        service.db,
        site.signInSecurity.refreshOverlapSeconds * 1000,
        () => service.now().getTime(),
      );
      built = { provider, issuer, handle: provider.callback(), tokens: providerTokens(provider, issuer, overlap) };
    }
    return built;
  }
  // The owner API checks the provider's tokens from the first call on (a sign-in from before a restart included).
  // Unless the environment names another provider's tokens (build-server.ts): then this one signs nobody into the API.
  service.identity.provider ??= {
    ownerOf: (token) => current().tokens.ownerOf(token),
    swap: (token) => current().tokens.swap(token),
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
      delete raw.headers['x-forwarded-for'];
      reply.hijack();
      // The service's hooks do not run for a hijacked reply: its headers are set before the library writes.
      for (const [name, value] of Object.entries(securityHeaders)) reply.raw.setHeader(name, value);
      await handle(raw, reply.raw);
    });
  });
};
