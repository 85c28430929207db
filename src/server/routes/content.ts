import type { FastifyPluginAsync } from 'fastify';
import { fragments } from '../../generated/content';
import { sendError } from '../http-errors';
import { localeChain, textsFor } from '../locale';

const LOCALE = { type: 'string', pattern: '^[A-Za-z]{2}(-[A-Za-z]{2})?$' } as const;
const NAME = { type: 'string', pattern: '^[a-z0-9-]{1,60}$' } as const;

/**
 * Content service of the reference back end.
 *   GET /content/:locale/texts             the texts bundle, merged en <- language <- locale
 *   GET /content/:locale/:category/:name   one fragment, e.g. /content/de-at/common/app-information
 *   GET /content/:locale/:name             the same fragment without the category segment
 * Fragment names are unique across categories (markets/content/fragments/<name>.json), so the category
 * segment (the spec's "common/app-information") is accepted and not used for the lookup.
 */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { locale: string } }>('/content/:locale/texts', {
    schema: { params: { type: 'object', required: ['locale'], properties: { locale: LOCALE } } },
  }, async (req) => textsFor(req.params.locale));

  const fragment = (locale: string, name: string): Record<string, unknown> | undefined => {
    const byLocale = fragments[name];
    return byLocale ? localeChain(locale).map((l) => byLocale[l]).find((f) => f !== undefined) : undefined;
  };

  app.get<{ Params: { locale: string; category: string; name: string } }>('/content/:locale/:category/:name', {
    schema: { params: { type: 'object', required: ['locale', 'category', 'name'], properties: { locale: LOCALE, category: NAME, name: NAME } } },
  }, async (req, reply) => fragment(req.params.locale, req.params.name) ?? sendError(reply, 404, 'resource not found'));

  app.get<{ Params: { locale: string; name: string } }>('/content/:locale/:name', {
    schema: { params: { type: 'object', required: ['locale', 'name'], properties: { locale: LOCALE, name: NAME } } },
  }, async (req, reply) => fragment(req.params.locale, req.params.name) ?? sendError(reply, 404, 'resource not found'));
};
