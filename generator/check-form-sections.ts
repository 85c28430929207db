import { at, type Definitions } from './definitions';
import type { Problem } from './problems';

/** The API schema's definitions (schemas/api/owner.schema.json), by name: the bodies sections save. */
export type ApiDefinitions = Record<string, { properties?: Record<string, unknown> } | undefined>;

/**
 * A form's sections own its fields: each field of the schema is in exactly one section, each section saves with one
 * of the form's endpoints, and every field it sends (and every market value it adds) is a property of that
 * endpoint's body schema, so a field added to the definition but not to the API is caught here, not by a 400.
 */
export function formSectionRules(defs: Definitions, api: ApiDefinitions): Problem[] {
  const endpoints = new Map((defs.api?.data.endpoints ?? []).map((e) => [e.id, e]));
  return defs.forms.flatMap((f) => {
    const sections = f.data.sections;
    const out: Problem[] = [];
    const properties = Object.keys(f.data.schema.properties);
    const owner = new Map<string, string>();
    sections?.forEach((section, i) => {
      const here = `/sections/${i}`;
      if (!(f.data.endpoints ?? []).includes(section.endpoint))
        out.push(at(f, `${here}/endpoint`, `"${section.endpoint}" is not one of the form's endpoints`));
      const bodyName = endpoints.get(section.endpoint)?.body;
      const body = bodyName === undefined ? undefined : api[bodyName]?.properties;
      if (endpoints.has(section.endpoint) && !body)
        out.push(at(f, `${here}/endpoint`, `"${section.endpoint}" takes no body to save the section with`));
      for (const [field, how] of Object.entries(section.fields)) {
        const pointer = `${here}/fields/${field}`;
        if (!properties.includes(field)) out.push(at(f, pointer, `"${field}" is not a field of the form's schema`));
        const first = owner.get(field);
        if (first !== undefined) out.push(at(f, pointer, `"${field}" is already in section "${first}"`));
        owner.set(field, section.id);
        if (how.send !== 'no' && body && !(field in body))
          out.push(at(f, pointer, `"${field}" is not a field of ${bodyName}, the body of ${section.endpoint}`));
        if (how.send === 'phone' && (!how.countryField || !(how.countryField in section.fields)))
          out.push(at(f, `${pointer}/countryField`, 'a phone needs its country field, a field of the same section'));
      }
      for (const field of Object.keys(section.marketValues ?? {}))
        if (body && !(field in body))
          out.push(
            at(
              f,
              `${here}/marketValues/${field}`,
              `"${field}" is not a field of ${bodyName}, the body of ${section.endpoint}`,
            ),
          );
    });
    if (sections)
      for (const field of properties)
        if (!owner.has(field)) out.push(at(f, `/schema/properties/${field}`, 'is in no section: no page shows it'));
    for (const field of Object.keys(f.data.choices ?? {}))
      if (!properties.includes(field))
        out.push(at(f, `/choices/${field}`, `"${field}" is not a field of the form's schema`));
    return out;
  });
}
