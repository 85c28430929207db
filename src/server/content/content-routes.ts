import type { FastifyPluginAsync } from 'fastify';
import { sendTexts, textsSelection } from './packed-texts';
import { servedFragment as fragment, servedFragments } from './served-fragment';
import { endpoints } from '../../generated/api';
import type { TextsQuery } from '../../generated/types/api/owner';
import { sendError } from '../shared/http-errors';

const LOCALE = { type: 'string', pattern: '^[A-Za-z]{2}(-[A-Za-z]{2})?$' } as const;
const NAME = { type: 'string', pattern: '^[a-z0-9-]{1,60}$' } as const;
/** A brand id or region group; one the content does not name gets the general fragment (the chain's next step). */
const SCOPE = { type: 'string', pattern: '^[a-z]{2,20}$' } as const;

/**
 * Content service of the reference back end.
 *   GET /content/:locale/texts?only=a,b | ?except=a,b          the texts bundle, merged en <- language <- locale, of
 *                                                              the namespaces named, or all but those (TextsQuery)
 *   GET /content/:brand/:region/:locale/:category/:name       one fragment for a page of a brand and region group,
 *                                                              e.g. /content/lincoln/na/fr-ca/experience-fragments/disclosures
 *   GET /content/:brand/:region/:locale/:category?names=a,b   several fragments of a category, by name, each as the
 *                                                              call above chooses it (the shell's, in one request)
 *   GET /content/:locale/:category/:name, /content/:locale/:name   the general fragment (no brand or region)
 * A fragment is the first entry of its file on the fallback chain of src/lib/content/fragment-chain.ts:
 * brand+region, brand, region, general, in the page's locale then language, and only then in English.
 * Fragment names are unique across categories (markets/content/fragments/<name>.json), so the category
 * segment (the spec's "common/app-information") is accepted and not used for the lookup.
 * The first three are the texts, fragment and fragments calls of schemas/api/endpoints.json (service content): their paths come
 * from there, as the app's client and the page's preload hints take them.
 */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { locale: string }; Querystring: TextsQuery }>(
    endpoints.texts.path,
    {
      schema: {
        params: { type: 'object', required: ['locale'], properties: { locale: LOCALE } },
        querystring: { $ref: 'api/owner.schema.json#/definitions/textsQuery' },
      },
    },
    async (req, reply) =>
      sendTexts(reply, req.params.locale, textsSelection(req.query), req.headers['accept-encoding']),
  );

  app.get<{ Params: { brand: string; region: string; locale: string; category: string; name: string } }>(
    endpoints.fragment.path,
    {
      schema: {
        params: {
          type: 'object',
          required: ['brand', 'region', 'locale', 'category', 'name'],
          properties: { brand: SCOPE, region: SCOPE, locale: LOCALE, category: NAME, name: NAME },
        },
      },
    },
    async (req, reply) => {
      const { brand, region, locale, name } = req.params;
      return fragment({ brand, region, locale }, name) ?? sendError(reply, 404, 'resource not found');
    },
  );

  // The shell's fragments in one request: each chosen as the single call chooses it; names without content left out.
  app.get<{
    Params: { brand: string; region: string; locale: string; category: string };
    Querystring: { names: string };
  }>(
    endpoints.fragments.path,
    {
      schema: {
        params: {
          type: 'object',
          required: ['brand', 'region', 'locale', 'category'],
          properties: { brand: SCOPE, region: SCOPE, locale: LOCALE, category: NAME },
        },
        // The query as the API document defines it (schemas/api/owner.schema.json), not a copy of its pattern.
        querystring: { $ref: 'api/owner.schema.json#/definitions/fragmentsQuery' },
      },
    },
    async (req) => {
      const { brand, region, locale } = req.params;
      return servedFragments({ brand, region, locale }, req.query.names.split(','));
    },
  );

  app.get<{ Params: { locale: string; category: string; name: string } }>(
    '/content/:locale/:category/:name',
    {
      schema: {
        params: {
          type: 'object',
          required: ['locale', 'category', 'name'],
          properties: { locale: LOCALE, category: NAME, name: NAME },
        },
      },
    },
    async (req, reply) =>
      fragment({ locale: req.params.locale }, req.params.name) ?? sendError(reply, 404, 'resource not found'),
  );

  app.get<{ Params: { locale: string; name: string } }>(
    '/content/:locale/:name',
    {
      schema: { params: { type: 'object', required: ['locale', 'name'], properties: { locale: LOCALE, name: NAME } } },
    },
    async (req, reply) =>
      fragment({ locale: req.params.locale }, req.params.name) ?? sendError(reply, 404, 'resource not found'),
  );
};
