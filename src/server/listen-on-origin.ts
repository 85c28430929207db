import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from './build-server';

/**
 * Builds the service with its identity provider and listens on a port of this machine: the provider's issuer is
 * the origin the service is then reached at (originHost, the port it got), which is known only once it listens.
 */
export async function listenOnOrigin(
  options: Omit<ServerOptions, 'publicOrigin'>,
  at: { host?: string; port?: number; originHost?: string } = {},
): Promise<{ server: FastifyInstance; origin: string }> {
  let origin = '';
  const server = buildServer({ ...options, publicOrigin: () => origin });
  await server.listen({ port: at.port ?? 0, host: at.host ?? '127.0.0.1' });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  origin = `${options.tls ? 'https' : 'http'}://${at.originHost ?? 'localhost'}:${port}`;
  return { server, origin };
}
