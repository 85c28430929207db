import Fastify, { type FastifyInstance } from 'fastify';
import { apiSchemas } from './api-schemas';
import { openDb } from './db/open';
import { formatValidationErrors, installErrorHandler } from './http-errors';
import { idpRoutes } from './idp/routes';
import { contentRoutes } from './routes/content';
import type { ServiceContext } from './routes/handler';
import { ownerApi } from './routes/owner-api';
import { registerStaticApp } from './routes/static-app';
import { installSecurityHeaders } from './security-headers';
import { seed } from './seed';

export interface ServerOptions {
  /** SQLite file; created, migrated and (when empty) seeded on start. */
  dbFile: string;
  /** The built browser app (dist/): served with history fallback when given. */
  distDir?: string;
  /** Clock of every expiry decision; tests move it forward. */
  now?: () => Date;
  accessTokenTtlSeconds?: number;
  /** Fastify's log level; silent by default (tests). `npm start` logs warnings and errors. */
  logLevel?: 'silent' | 'error' | 'warn' | 'info';
}

/** Builds the reference data service (owner API, identity provider, content, static app). Does not listen. */
export function buildServer(options: ServerOptions): FastifyInstance {
  const db = openDb(options.dbFile);
  seed(db);
  const service: ServiceContext = { db, now: options.now ?? (() => new Date()), accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 900 };

  const app = Fastify({
    logger: { level: options.logLevel ?? 'silent' },
    // Explicit, not Fastify's baseline: extra fields are refused (as the browser validator does), never stripped;
    // types are never coerced (every query field of the API is a string).
    ajv: { customOptions: { removeAdditional: false, allErrors: false, coerceTypes: false, useDefaults: false } },
    schemaErrorFormatter: formatValidationErrors,
    bodyLimit: 64 * 1024,
  });
  for (const schema of apiSchemas()) app.addSchema(schema);

  installSecurityHeaders(app);
  installErrorHandler(app);
  app.addHook('onClose', async () => {
    db.close();
  });

  app.register(ownerApi, service);
  app.register(idpRoutes, service);
  app.register(contentRoutes);
  registerStaticApp(app, options.distDir);
  return app;
}
