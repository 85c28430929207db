import { servedContent } from './content-store';
import { servedLanguage } from './locale';
import { chooseFragment, type FragmentScope } from '../../lib/content/fragment-chain';

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
 * The fragment the content service answers for a page's scope (brand, region group, locale) and name, country names
 * added; undefined when its file has no entry on the chain. The prerendered pages carry the same (build-prerender.ts).
 */
export function servedFragment(scope: FragmentScope, name: string): unknown {
  const entries = servedContent().fragments[name];
  const found = entries ? chooseFragment(entries, scope)?.fragment : undefined;
  // Names follow the texts: a locale without content of its language gets English names, as it gets English words.
  return found === undefined ? undefined : withCountryNames(found, regionNamesIn(servedLanguage(scope.locale)));
}

/**
 * Several fragments of a page's scope by name, as the fragments call answers them (names without content left out):
 * the route answers with it, and a prerendered page carries it for the app (page-hints.ts).
 */
export function servedFragments(scope: FragmentScope, names: readonly string[]): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  for (const name of new Set(names)) {
    const data = servedFragment(scope, name);
    if (data !== undefined) found[name] = data;
  }
  return found;
}
