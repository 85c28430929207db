import { lineOf, type SourceFile } from './load';
import type { Problem } from './problems';
import type { AddressFormsFile } from '../src/generated/types/address-forms';
import type { ApiDefinition } from '../src/generated/types/api-endpoints';
import type { BrandsFile } from '../src/generated/types/brand';
import type { ContentBundle } from '../src/generated/types/content';
import type { ContentFragmentFile } from '../src/generated/types/content-fragment';
import type { Country } from '../src/generated/types/country';
import type { Environment } from '../src/generated/types/environment';
import type { FormDefinition } from '../src/generated/types/form';
import type { OrdersFile } from '../src/generated/types/orders';
import type { RegionsFile } from '../src/generated/types/region';
import type { ReservedWords } from '../src/generated/types/reserved-words';
import type { RouteOverride } from '../src/generated/types/route-override';
import type { RouteMap } from '../src/generated/types/routes';
import type { Site } from '../src/generated/types/site';

/** The content bundle every other language falls back to, and the one texts are checked against. */
export const DEFAULT_CONTENT_LOCALE = 'en';

/** A problem at a pointer of a definition, with its line when the pointer can be found. */
export function at(def: Def<unknown>, pointer: string, message: string): Problem {
  const line = lineOf(def.source, pointer);
  return { file: def.file, pointer, message, ...(line ? { line } : {}) };
}

/** A definition that passed its schema, with the file it came from (for messages). */
export interface Def<T> {
  file: string;
  data: T;
  source: SourceFile;
}

/** Every definition that passed its own schema, grouped by kind. */
export interface Definitions {
  api?: Def<ApiDefinition>;
  brands?: Def<BrandsFile>;
  regions?: Def<RegionsFile>;
  site?: Def<Site>;
  addressForms?: Def<AddressFormsFile>;
  reservedWords?: Def<ReservedWords>;
  orders?: Def<OrdersFile>;
  analytics?: Def<unknown>;
  chat?: Def<unknown>;
  routes?: Def<RouteMap>;
  countries: Def<Country>[];
  environments: Def<Environment>[];
  overrides: Def<RouteOverride>[];
  forms: Def<FormDefinition>[];
  content: Def<ContentBundle>[];
  fragments: Def<ContentFragmentFile>[];
  /** Every file of each kind, valid or not: a file that exists is never reported missing. */
  found: Map<string, SourceFile[]>;
}

/** Groups the files that are schema-valid; cross-file checks only look at those. */
export function groupDefinitions(files: SourceFile[], invalid: Set<string>): Definitions {
  const defs: Definitions = {
    countries: [],
    environments: [],
    overrides: [],
    forms: [],
    content: [],
    fragments: [],
    found: new Map(),
  };
  for (const source of files) {
    defs.found.set(source.kind, [...(defs.found.get(source.kind) ?? []), source]);
    if (invalid.has(source.file)) continue;
    const def = { file: source.file, data: source.data, source } as Def<never>;
    switch (source.kind) {
      case 'api':
        defs.api = def;
        break;
      case 'brands':
        defs.brands = def;
        break;
      case 'regions':
        defs.regions = def;
        break;
      case 'site':
        defs.site = def;
        break;
      case 'address-forms':
        defs.addressForms = def;
        break;
      case 'reserved-words':
        defs.reservedWords = def;
        break;
      case 'orders':
        defs.orders = def;
        break;
      case 'analytics':
        defs.analytics = def;
        break;
      case 'chat':
        defs.chat = def;
        break;
      case 'routes':
        defs.routes = def;
        break;
      case 'country':
        defs.countries.push(def);
        break;
      case 'environment':
        defs.environments.push(def);
        break;
      case 'route-override':
        defs.overrides.push(def);
        break;
      case 'form':
        defs.forms.push(def);
        break;
      case 'content':
        defs.content.push(def);
        break;
      case 'fragment':
        defs.fragments.push(def);
        break;
    }
  }
  return defs;
}

/** Names of the files of one kind that exist, valid or not. */
export function foundNames(defs: Definitions, kind: string): Set<string> {
  return new Set((defs.found.get(kind) ?? []).map((f) => baseName(f.file)));
}

/**
 * brand/language-region of every entry in every country file, read as far as the data allows: a country
 * that fails its schema still counts as having the entries it names.
 */
export function knownEntries(defs: Definitions): Set<string> {
  const keys = new Set<string>();
  for (const f of defs.found.get('country') ?? []) {
    const list = (f.data as { regionConfigurations?: unknown } | null)?.regionConfigurations;
    if (!Array.isArray(list)) continue;
    for (const e of list as { brand?: unknown; languageRegionCode?: unknown }[]) {
      if (typeof e?.brand === 'string' && typeof e.languageRegionCode === 'string')
        keys.add(entryId(e.brand, e.languageRegionCode));
    }
  }
  return keys;
}

/** File name without folder and extension. */
export function baseName(file: string): string {
  return file.slice(file.lastIndexOf('/') + 1).replace(/\.json$/, '');
}

export function entryId(brand: string, languageRegionCode: string): string {
  return `${brand}/${languageRegionCode}`;
}

/** Every language entry of every country file, with its JSON pointer. */
export function* languageEntries(defs: Definitions) {
  for (const country of defs.countries) {
    for (const [i, entry] of country.data.regionConfigurations.entries()) {
      yield { country, entry, pointer: `/regionConfigurations/${i}` };
    }
  }
}
