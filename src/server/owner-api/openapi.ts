import type { FastifyPluginAsync } from 'fastify';
import document from '../../generated/openapi.json';

/** The gateway contract, OpenAPI 3.1 (generated from schemas/api): what every call of this service takes and answers. */
export const openApiRoute: FastifyPluginAsync = async (app) => {
  const text = JSON.stringify(document);
  app.get('/openapi.json', async (_req, reply) =>
    reply.type('application/json; charset=utf-8').header('Cache-Control', 'no-cache').send(text),
  );
};
