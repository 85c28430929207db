import type { FastifyPluginAsync } from 'fastify';
import { servedContent } from './content-store';
import { localeChain, servedLanguage } from './locale';
import { sendTexts } from './packed-texts';
import { endpoints } from '../../generated/api';
import { sendError } from '../shared/http-errors';

const LOCALE = { type: 'string', pattern: '^[A-Za-z]{2}(-[A-Za-z]{2})?$' } as const;
const NAME = { type: 'string', pattern: '^[a-z0-9-]{1,60}$' } as const;

const regionNames = new Map<string, Intl.DisplayNames>();

/** ICU's country names in one language or locale (pt-pt says Chéquia, pt-br Tchéquia), made once per locale. */
function regionNamesIn(locale: string): Intl.DisplayNames {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    regionNames.set(locale, names);
  }
  return names;
}

/**
 * Content keeps ISO country codes, never country names (one list for every language): every object with a
 * countryCode gets countryDisplayName, the country's name in the language of the answer.
 */
export function withCountryNames(value: unknown, names: Intl.DisplayNames): unknown {
  if (Array.isArray(value)) return value.map((v) => withCountryNames(v, names));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = withCountryNames(v, names);
  if (typeof out.countryCode === 'string') out.countryDisplayName = names.of(out.countryCode) ?? out.countryCode;
  return out;
}

/**
 * Content service of the reference back end.
 *   GET /content/:locale/texts             the texts bundle, merged en <- language <- locale
 *   GET /content/:locale/:category/:name   one fragment, e.g. /content/de-at/common/app-information
 *   GET /content/:locale/:name             the same fragment without the category segment
 * Fragment names are unique across categories (markets/content/fragments/<name>.json), so the category
 * segment (the spec's "common/app-information") is accepted and not used for the lookup.
 * The first two are the texts and fragment calls of schemas/api/endpoints.json (service content): their paths come
 * from there, as the app's client and the page's preload hints take them.
 */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { locale: string } }>(
    endpoints.texts.path,
    {
      schema: { params: { type: 'object', required: ['locale'], properties: { locale: LOCALE } } },
    },
    async (req, reply) => sendTexts(reply, req.params.locale, req.headers['accept-encoding']),
  );

  const fragment = (locale: string, name: string): unknown => {
    const byLocale = servedContent().fragments[name];
    const found = byLocale
      ? localeChain(locale)
          .map((l) => byLocale[l])
          .find((f) => f !== undefined)
      : undefined;
    // Names follow the texts: a locale without content of its language gets English names, as it gets English words.
    return found === undefined ? undefined : withCountryNames(found, regionNamesIn(servedLanguage(locale)));
  };

  app.get<{ Params: { locale: string; category: string; name: string } }>(
    endpoints.fragment.path,
    {
      schema: {
        params: {
          type: 'object',
          required: ['locale', 'category', 'name'],
          properties: { locale: LOCALE, category: NAME, name: NAME },
        },
      },
    },
    async (req, reply) => fragment(req.params.locale, req.params.name) ?? sendError(reply, 404, 'resource not found'),
  );

  app.get<{ Params: { locale: string; name: string } }>(
    '/content/:locale/:name',
    {
      schema: { params: { type: 'object', required: ['locale', 'name'], properties: { locale: LOCALE, name: NAME } } },
    },
    async (req, reply) => fragment(req.params.locale, req.params.name) ?? sendError(reply, 404, 'resource not found'),
  );
};
