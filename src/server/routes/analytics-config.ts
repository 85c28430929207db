import type { FastifyPluginAsync } from 'fastify';
import { analytics } from '../../generated/analytics';
import { eventsFor } from '../../lib/analytics/events';

/**
 * Spec 002 §7: the analytics configuration is content, per brand and country: the events of markets/analytics.json
 * with that market's overrides applied. The page fetches it once consent allows tracking, so no visitor's
 * first download carries every market's events.
 */
export const analyticsConfigRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { brand: string; country: string } }>('/content/analytics-config/:brand/:country', {
    schema: {
      params: {
        type: 'object', required: ['brand', 'country'], additionalProperties: false,
        properties: { brand: { type: 'string', enum: ['product', 'lincoln'] }, country: { type: 'string', pattern: '^[A-Z]{2}$' } },
      },
    },
  }, async (req, reply) => reply.header('Cache-Control', 'public, max-age=300').send({ events: eventsFor(analytics, req.params.brand, req.params.country) }));
};
