import { ENVIRONMENT_NAMES } from './check-environments';
import { at, baseName, DEFAULT_CONTENT_LOCALE, type Definitions, foundNames } from './definitions';
import type { Problem } from './problems';

// The file names and the files every product needs.

/** File names carry meaning: they must agree with the ids inside. */
export function fileNames(defs: Definitions): Problem[] {
  const out: Problem[] = [];
  // Country files are named by their code in lower case (de.json): a copy under another name is a second Germany.
  for (const d of defs.countries) {
    const code = d.data.countryCode.toLowerCase();
    if (baseName(d.file) !== code)
      out.push(
        at(
          d,
          '/countryCode',
          `must match the file name "${baseName(d.file)}" (the file must be ${code}.json; got "${d.data.countryCode}")`,
        ),
      );
  }
  for (const d of defs.environments)
    if (baseName(d.file) !== d.data.name)
      out.push(at(d, '/name', `must match the file name "${baseName(d.file)}" (got "${d.data.name}")`));
  for (const d of defs.forms)
    if (baseName(d.file) !== d.data.id)
      out.push(at(d, '/id', `must match the file name "${baseName(d.file)}" (got "${d.data.id}")`));
  for (const d of defs.content)
    if (baseName(d.file) !== d.data.locale)
      out.push(at(d, '/locale', `must match the file name "${baseName(d.file)}" (got "${d.data.locale}")`));
  for (const d of defs.fragments)
    if (baseName(d.file) !== d.data.category)
      out.push(at(d, '/category', `must match the file name "${baseName(d.file)}" (got "${d.data.category}")`));
  for (const d of defs.overrides) {
    if (baseName(d.file) !== d.data.languageRegionCode)
      out.push(
        at(
          d,
          '/languageRegionCode',
          `must match the file name "${baseName(d.file)}" (got "${d.data.languageRegionCode}")`,
        ),
      );
  }
  return out;
}

export function requiredFiles(defs: Definitions): Problem[] {
  const out: Problem[] = [];
  const single: [keyof Definitions, string][] = [
    ['brands', 'markets/brands.json'],
    ['regions', 'markets/regions.json'],
    ['site', 'markets/site.json'],
    ['routes', 'markets/routes/routes.json'],
    ['api', 'schemas/api/endpoints.json'],
    ['addressForms', 'markets/address-forms.json'],
    ['reservedWords', 'markets/reserved-words.json'],
    ['orders', 'markets/orders.json'],
  ];
  const kinds: Record<string, string> = {
    brands: 'brands',
    regions: 'regions',
    site: 'site',
    routes: 'routes',
    api: 'api',
    addressForms: 'address-forms',
    reservedWords: 'reserved-words',
    orders: 'orders',
  };
  for (const [key, file] of single)
    if (!defs.found.has(kinds[key] as string))
      out.push({ file, pointer: '', message: 'is missing; every other check needs it' });
  const present = foundNames(defs, 'environment');
  for (const name of ENVIRONMENT_NAMES) {
    if (!present.has(name))
      out.push({
        file: `markets/environments/${name}.json`,
        pointer: '',
        message: `is missing: every environment (${ENVIRONMENT_NAMES.join(', ')}) needs an overlay`,
      });
  }
  if (!foundNames(defs, 'content').has(DEFAULT_CONTENT_LOCALE)) {
    out.push({
      file: `markets/content/${DEFAULT_CONTENT_LOCALE}.json`,
      pointer: '',
      message: 'is missing: it is the bundle every other language falls back to',
    });
  }
  return out;
}
