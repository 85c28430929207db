import type { FastifyPluginAsync } from 'fastify';
import { analytics } from '../../generated/analytics';
import { endpoints } from '../../generated/api';
import { eventsFor } from '../../lib/analytics/events';

/**
 * Spec 002 §7: the analytics configuration is content, per brand and country: the events of markets/analytics.json
 * with that market's overrides applied. The page fetches it once consent allows tracking, so no visitor's
 * first download carries every market's events.
 */
export const analyticsConfigRoutes: FastifyPluginAsync = async (app) => {
  // Shared caches keep it as long as the app's client does (the endpoint's cacheMs): one freshness rule.
  const cacheControl = `public, max-age=${Math.floor(endpoints.analyticsConfig.cacheMs / 1000)}`;
  app.get<{ Params: { brand: string; country: string } }>(
    endpoints.analyticsConfig.path,
    {
      schema: {
        params: {
          type: 'object',
          required: ['brand', 'country'],
          additionalProperties: false,
          properties: {
            brand: { type: 'string', enum: ['product', 'lincoln'] },
            country: { type: 'string', pattern: '^[A-Z]{2}$' },
          },
        },
      },
    },
    async (req, reply) =>
      reply
        .header('Cache-Control', cacheControl)
        .send({ events: eventsFor(analytics, req.params.brand, req.params.country) }),
  );
};
