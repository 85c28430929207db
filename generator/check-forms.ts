import Ajv from 'ajv';
import { at, DEFAULT_CONTENT_LOCALE, type Def, type Definitions } from './definitions';
import { escapePointer } from './load';
import type { Problem } from './problems';
import type { FormDefinition } from '../src/generated/types/form';
import { CHAR_LIMIT_MESSAGE, CONTROL_CHARACTERS_MESSAGE } from '../src/lib/forms/rules';
import { THEME_WIDGETS } from '../src/lib/forms/widgets';

const widgets: ReadonlySet<string> = new Set(THEME_WIDGETS);

/** Every value of a uiSchema key ("ui:widget", "ui:field") in a uiSchema, with its JSON pointer. */
function uiValuesOf(key: string, node: unknown, pointer = '/uiSchema'): { pointer: string; name: unknown }[] {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [];
  return Object.entries(node).flatMap(([k, value]) => {
    const here = `${pointer}/${escapePointer(k)}`;
    return k === key ? [{ pointer: here, name: value }] : uiValuesOf(key, value, here);
  });
}

/**
 * Schema keywords the browser's form renderer is built without (scripts/build.ts puts stand-ins in place of the
 * libraries rjsf uses for them): a form must say it all in plain properties.
 */
const UNSUPPORTED_KEYWORDS: Record<string, string> = {
  $ref: 'references are not resolved in the browser: write the field out',
  $id: 'schema identifiers are not resolved in the browser',
  allOf: 'allOf is not merged in the browser: write the combined field out',
  items: 'the browser offers no lists: a form has one value per field',
  prefixItems: 'the browser offers no lists: a form has one value per field',
  oneOf: 'the browser offers no choice between schemas: use an enum',
  anyOf: 'the browser offers no choice between schemas: use an enum',
};

/**
 * Every unsupported keyword in a schema, and every type that allows a list (the theme has no list field), with its
 * JSON pointer and why (a properties map's keys are field names, not keywords).
 */
function unsupportedKeywords(
  node: unknown,
  pointer = '/schema',
  fieldNames = false,
): { pointer: string; name: string; reason: string }[] {
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => {
    const here = `${pointer}/${escapePointer(key)}`;
    const asKeyword = !fieldNames && !Array.isArray(node);
    const found = [];
    if (asKeyword && Object.hasOwn(UNSUPPORTED_KEYWORDS, key))
      found.push({ pointer: here, name: key, reason: UNSUPPORTED_KEYWORDS[key] ?? '' });
    if (asKeyword && key === 'type' && [value].flat().includes('array'))
      found.push({ pointer: here, name: 'array', reason: UNSUPPORTED_KEYWORDS.items ?? '' });
    return [...found, ...unsupportedKeywords(value, here, !fieldNames && key === 'properties')];
  });
}

function checkForm(
  f: Def<FormDefinition>,
  texts: Record<string, string> | undefined,
  endpoints: Set<string> | undefined,
  ajv: Ajv,
): Problem[] {
  const out: Problem[] = [];
  const missingText = (key: string) => texts !== undefined && texts[key] === undefined;
  try {
    ajv.compile(f.data.schema);
  } catch (error) {
    out.push(
      at(f, '/schema', `is not a usable JSON Schema: ${error instanceof Error ? error.message : String(error)}`),
    );
  }
  for (const { pointer, name, reason } of unsupportedKeywords(f.data.schema))
    out.push(at(f, pointer, `"${name}" is not supported: ${reason}`));
  const properties = f.data.schema.properties as Record<string, { title?: unknown }>;
  const fields = new Set(Object.keys(properties));
  // A field's title is its label's content key (the form translates it), as is a uiSchema ui:title.
  for (const [field, property] of Object.entries(properties)) {
    const labels = [
      { pointer: `/schema/properties/${escapePointer(field)}/title`, key: property.title },
      {
        pointer: `/uiSchema/${escapePointer(field)}/ui:title`,
        key: (f.data.uiSchema as Record<string, { 'ui:title'?: unknown } | undefined>)[field]?.['ui:title'],
      },
    ];
    for (const { pointer, key } of labels)
      if (typeof key === 'string' && missingText(key))
        out.push(at(f, pointer, `"${key}" is not a key of the ${DEFAULT_CONTENT_LOCALE} content bundle`));
  }
  const notAField = (pointer: string, field: string) =>
    out.push(at(f, pointer, `"${field}" is not a field of the form's schema`));
  for (const field of Object.keys(f.data.addressOptionFields ?? {})) {
    if (!fields.has(field)) notAField(`/addressOptionFields/${escapePointer(field)}`, field);
  }
  for (const { pointer } of uiValuesOf('ui:field', f.data.uiSchema))
    out.push(at(f, pointer, 'a field of its own is not supported: the theme draws every field (name a ui:widget)'));
  for (const { pointer, name } of uiValuesOf('ui:widget', f.data.uiSchema)) {
    if (typeof name !== 'string' || !widgets.has(name))
      out.push(at(f, pointer, `${JSON.stringify(name)} is not a widget of the theme (${THEME_WIDGETS.join(', ')})`));
  }
  const order = (f.data.uiSchema as { 'ui:order'?: unknown })['ui:order'];
  if (Array.isArray(order))
    order.forEach((field, i) => {
      if (field !== '*' && !fields.has(String(field))) notAField(`/uiSchema/ui:order/${i}`, String(field));
    });
  for (const [field, rules] of Object.entries(f.data.fieldRules ?? {})) {
    if (!fields.has(field)) notAField(`/fieldRules/${escapePointer(field)}`, field);
    rules.forEach((r, i) => {
      const here = `/fieldRules/${escapePointer(field)}/${i}`;
      // The pattern is form data: with patternRef it is the default where the market has none, so every rule has one.
      if (r.rule === 'pattern' && r.pattern === undefined)
        out.push(at(f, here, 'a pattern rule needs pattern (with patternRef, the default where the market has none)'));
      if (r.rule === 'charLimit' && r.limit === undefined) out.push(at(f, here, 'a charLimit rule needs limit'));
      if (r.rule !== 'charLimit' && r.message === undefined)
        out.push(at(f, here, `a ${r.rule} rule needs message (a content key)`));
      if (r.message !== undefined && missingText(r.message))
        out.push(
          at(f, `${here}/message`, `"${r.message}" is not a key of the ${DEFAULT_CONTENT_LOCALE} content bundle`),
        );
      // A value in the wrong format is not an empty one: the owner needs to read what is wrong with it.
      const emptyMessage = rules.find((x) => x.rule === 'nonEmpty')?.message;
      if (r.rule === 'pattern' && r.message !== undefined && r.message === emptyMessage) {
        out.push(
          at(
            f,
            `${here}/message`,
            `a pattern rule needs its own message, not the field's empty-value message "${r.message}"`,
          ),
        );
      }
      if (r.when !== undefined && !fields.has(r.when.filled)) notAField(`${here}/when/filled`, r.when.filled);
      if (r.pattern !== undefined) {
        try {
          new RegExp(r.pattern, 'u');
        } catch {
          out.push(at(f, `${here}/pattern`, 'is not a valid regular expression'));
        }
      }
    });
  }
  const conditioned = new Map<string, number>();
  (f.data.conditions ?? []).forEach((c, i) =>
    c.fields.forEach((field, j) => {
      if (!fields.has(field)) notAField(`/conditions/${i}/fields/${j}`, field);
      if (conditioned.has(field))
        out.push(
          at(f, `/conditions/${i}/fields/${j}`, `"${field}" already depends on condition ${conditioned.get(field)}`),
        );
      conditioned.set(field, i);
    }),
  );
  (f.data.endpoints ?? []).forEach((id, i) => {
    if (endpoints && !endpoints.has(id))
      out.push(at(f, `/endpoints/${i}`, `"${id}" is not an endpoint of schemas/api/endpoints.json`));
  });
  return out;
}

/** Forms: usable schemas, widgets the theme has, rules and conditions on real fields, texts that exist. */
export function formRules(defs: Definitions): Problem[] {
  const base = defs.content.find((c) => c.data.locale === DEFAULT_CONTENT_LOCALE);
  const texts = base?.data.texts;
  const out: Problem[] = [];
  if (base && defs.forms.length > 0) {
    for (const key of [CHAR_LIMIT_MESSAGE, CONTROL_CHARACTERS_MESSAGE]) {
      if (texts?.[key] === undefined) out.push(at(base, '/texts', `needs "${key}": every form's messages use it`));
    }
  }
  const addressForms = defs.addressForms?.data.forms;
  if (addressForms) {
    for (const c of defs.countries) {
      const key = c.data.addressForm;
      if (key !== undefined && !(key in addressForms))
        out.push(
          at(
            c,
            '/addressForm',
            `"${key}" is not a form of markets/address-forms.json (${Object.keys(addressForms).join(', ')})`,
          ),
        );
    }
  }
  if (addressForms) out.push(...countryFieldNames(defs, addressForms, texts));
  const endpoints = defs.api ? new Set(defs.api.data.endpoints.map((e) => e.id)) : undefined;
  const ajv = new Ajv({ strict: true, allErrors: true });
  return [...out, ...defs.forms.flatMap((f) => checkForm(f, texts, endpoints, ajv))];
}

/**
 * What a country calls its fields: every country names its postal code, and its region where its address form has
 * one; a form with a title has the country's salutation list. Each name is a text of the bundles (which are complete
 * in every language, so the country's languages have it too).
 */
function countryFieldNames(
  defs: Definitions,
  addressForms: NonNullable<Definitions['addressForms']>['data']['forms'],
  texts: Record<string, string> | undefined,
): Problem[] {
  const out: Problem[] = [];
  for (const c of defs.countries) {
    const form = c.data.addressForm === undefined ? undefined : addressForms[c.data.addressForm];
    if (!form) continue;
    const labels = c.data.addressLabels ?? {};
    if (form.state && labels.state === undefined)
      out.push(at(c, '/addressLabels', `needs state: its address form (${c.data.addressForm}) has a region field`));
    if (form.title && c.data.salutations === undefined)
      out.push(at(c, '', `needs salutations: its address form (${c.data.addressForm}) has a title field`));
    if (!texts) continue;
    for (const [field, key] of Object.entries(labels))
      if (texts[key] === undefined) out.push(at(c, `/addressLabels/${field}`, `"${key}" is not a text of the bundles`));
    (c.data.salutations ?? []).forEach((code, i) => {
      if (texts[`salutation.${code}`] === undefined)
        out.push(at(c, `/salutations/${i}`, `"salutation.${code}" is not a text of the bundles`));
    });
  }
  return out;
}
