import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { analyticsConfigRoutes } from './content/analytics-config';
import { contentRoutes } from './content/content-routes';
import type { ServiceContext } from './context';
import { accessTokenChecks } from '../generated/access-tokens';
import { chat } from '../generated/chat';
import { contentSecurityPolicies } from '../generated/csp';
import { preloadPageFonts, signInPageAssets } from './oidc/pages/page-assets';
import { identityProvider } from './oidc/provider/identity-provider';
import type { AccessTokenCheck } from './oidc/provider/issuer-tokens';
import { localProvider } from './oidc/provider/local-provider';
import type { OidcOptions } from './oidc/provider/mount';
import { apiSchemas } from './owner-api/api-schemas';
import { dataExportJobs } from './owner-api/data-export-job';
import { openApiRoute } from './owner-api/openapi';
import { ownerApi } from './owner-api/owner-api';
import { seedOrders } from './seed/orders';
import { seed } from './seed/seed';
import type { LimiterStore } from './shared/attempt-throttle';
import { timerTicks, type JobTicks } from './shared/job-ticks';
import { lazySchemaCompilers } from './shared/lazy-schema-compilers';
import { chatRoutes } from './stand-ins/chat';
import { readAssetManifest } from './web/asset-manifest';
import { routeTables } from '../generated/routes';
import { openDb } from './db/open';
import { environmentMarkets } from './shared/environments';
import { formatValidationErrors, installErrorHandler, installStrictJson } from './shared/http-errors';
import { standInScripts } from './stand-ins/scripts';
import { standInSubscriptions } from './stand-ins/subscriptions';
import { installSearchIndexingPolicy } from './web/search-indexing';
import { documentHeaders, installSecurityHeaders } from './web/security-headers';
import { installNotFound, staticApp } from './web/static-app';

export interface ServerOptions {
  /** SQLite file; created, migrated and (when empty) seeded on start. */
  dbFile: string;
  /**
   * The built browser app (dist/): served with history fallback when given. Its asset-manifest.json names the
   * environment it was built for, whose markets decide page statuses and search indexing (local otherwise).
   */
  distDir?: string;
  /** `npm run dev`: the built app's page is read again after each rebuild. */
  watchDist?: boolean;
  /** Clock of every expiry decision; tests move it forward. */
  now?: () => Date;
  accessTokenTtlSeconds?: number;
  /** Fastify's log level; silent by default (tests). `npm start` logs warnings and errors. */
  logLevel?: 'silent' | 'error' | 'warn' | 'info';
  /** Where log lines (JSON) go; stdout by default. Tests read the local IdP's emailed codes here. */
  logStream?: { write(line: string): void };
  /**
   * PEM key and certificate: serve HTTP/2 over TLS (HTTP/1.1 still answered), as the gateway in front of a
   * deployment does. Without them, plain HTTP/1.1.
   */
  tls?: { key: string; cert: string };
  /**
   * The origin the service is reached at (e.g. http://localhost:8080), from its configuration; a function, as a
   * service on a free port learns it only once it listens. With it, the local OpenID provider is mounted under the
   * environment's issuer path (/oidc), and the app signs in there; without it, no provider answers (nobody signs in).
   */
  publicOrigin?: () => string;
  /**
   * Where sign-in tries and mail-sending requests are counted: the SQLite file by default; a shared store (Redis)
   * where several instances serve one environment.
   */
  limiterStore?: LimiterStore;
  /**
   * Fastify's trustProxy: which proxies in front of the service may name the client's address (X-Forwarded-For).
   * Without it, the address that connected is the one counted.
   */
  trustProxy?: boolean | string | string[];
  /**
   * How access tokens are checked: the served environment's data (markets/environments/*.json accessTokens) by
   * default; a deployment or a test may name another provider here.
   */
  accessTokens?: AccessTokenCheck;
  /**
   * When background jobs (the owners' data exports) take their next step: a timer by default; a test's own ticks
   * (test/support/job-ticks.ts) let it take each step when it says.
   */
  jobTicks?: JobTicks;
}

/** Builds the reference data service (owner API, identity provider, content, static app). Does not listen. */
export function buildServer(options: ServerOptions): FastifyInstance {
  const db = openDb(options.dbFile);
  const now = options.now ?? (() => new Date());
  const seededAt = now();
  seed(db, seededAt);
  seedOrders(db, seededAt);
  const service: ServiceContext = {
    db,
    now,
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 900,
    limits: options.limiterStore ?? { kind: 'sqlite', db },
  };

  const fastifyOptions = {
    logger: { level: options.logLevel ?? 'silent', ...(options.logStream ? { stream: options.logStream } : {}) },
    // Explicit, not Fastify's baseline: extra fields are refused (as the browser validator does), never stripped;
    // types are never coerced (every query field of the API is a string).
    ajv: { customOptions: { removeAdditional: false, allErrors: false, coerceTypes: false, useDefaults: false } },
    schemaErrorFormatter: formatValidationErrors,
    schemaController: lazySchemaCompilers(),
    bodyLimit: 64 * 1024,
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
  };
  // The routes read only what both protocols give alike (request.host, request.protocol), so one type serves both.
  const app = options.tls
    ? (Fastify({
        ...fastifyOptions,
        http2: true,
        https: { allowHTTP1: true, ...options.tls },
      }) as unknown as FastifyInstance)
    : Fastify(fastifyOptions);
  for (const schema of apiSchemas()) app.addSchema(schema);
  const manifest = options.distDir ? readAssetManifest(options.distDir) : undefined;
  const markets = environmentMarkets[manifest?.environment ?? 'local'];
  // The identity provider needs the origin it is reached at (its issuer); a service without one signs nobody in.
  const local = options.publicOrigin ? localProvider(service, markets, options.publicOrigin) : undefined;
  // Made first, and passed to the owner API: the tokens it takes are settled before any route exists.
  const identity = identityProvider(service, {
    check: options.accessTokens ?? accessTokenChecks[manifest?.environment ?? 'local'],
    markets,
    local,
    publicOrigin: options.publicOrigin,
  });

  // First: its onRoute hook compresses (br, gzip) the replies of every route registered after it.
  // Request bodies are never compressed by the app: no decompression, no inflated bodies past bodyLimit.
  app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
  const contentSecurityPolicy = contentSecurityPolicies[manifest?.environment ?? 'local'];
  installSecurityHeaders(app, contentSecurityPolicy);
  installSearchIndexingPolicy(app, markets);
  installErrorHandler(app);
  installStrictJson(app);
  installNotFound(app);
  const jobTicks = options.jobTicks ?? timerTicks();
  const dataExports = dataExportJobs(service, jobTicks, (message, detail) => app.log.error(detail, message));
  app.addHook('onClose', async () => {
    jobTicks.stop();
    db.close();
  });

  app.register(ownerApi, { ...service, identity, dataExports });
  const faces = manifest?.preloads?.startSheets?.faces;
  const cuts = manifest?.preloads?.languageCuts;
  const pageFonts = {
    fonts: manifest?.preloads?.fonts,
    ...(faces !== undefined && cuts !== undefined ? { languages: { faces, cuts } } : {}),
  };
  app.register(signInPageAssets, pageFonts);
  preloadPageFonts(app, pageFonts);
  if (local) {
    const oidcOptions: OidcOptions = { ...service, local, securityHeaders: documentHeaders(contentSecurityPolicy) };
    // Loaded only where it is mounted: the provider library and its dependencies stay out of every other start.
    app.register(async (scope) => {
      const { oidcProvider } = await import('./oidc/provider/mount');
      await scope.register(oidcProvider, oidcOptions);
    });
  }
  app.register(openApiRoute);
  app.register(contentRoutes);
  app.register(standInScripts);
  app.register(standInSubscriptions);
  app.register(analyticsConfigRoutes);
  app.register(chatRoutes, { countries: chat.countries });
  if (options.distDir)
    app.register(staticApp, {
      distDir: options.distDir,
      manifest,
      tables: { markets, routeTables },
      watch: options.watchDist ?? false,
      canonicalOrigin: options.publicOrigin,
      contentSecurityPolicy,
    });
  return app;
}
