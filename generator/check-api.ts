import type { ApiDefinitions } from './check-form-sections';
import { at, type Definitions } from './definitions';
import type { Problem } from './problems';

type Endpoint = NonNullable<Definitions['api']>['data']['endpoints'][number];

/** Whether a JSON pointer names a property of a body definition, through its properties and local $refs. */
function schemaHas(schemas: ApiDefinitions, bodyName: string, pointer: string): boolean {
  let at: unknown = schemas[bodyName];
  for (const token of pointer.split('/').slice(1)) {
    for (let hops = 0; hops < 8 && isObject(at) && typeof at.$ref === 'string'; hops += 1)
      at = schemas[at.$ref.replace('#/definitions/', '')];
    const properties = isObject(at) ? at.properties : undefined;
    at = isObject(properties) ? properties[token] : undefined;
    if (at === undefined) return false;
  }
  return true;
}
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * A call answered from a whole one (`within`): both cached GETs asked with the same options, and each part it keeps
 * is in both answers' schemas, so what the client takes from the whole answer is what the call itself would answer.
 */
function withinRules(api: NonNullable<Definitions['api']>, schemas: ApiDefinitions): Problem[] {
  const byId = new Map(api.data.endpoints.map((e) => [e.id, e]));
  const sameOptions = (a: Endpoint, b: Endpoint) =>
    a.params === b.params && a.query === b.query && (a.headers ?? []).join() === (b.headers ?? []).join();
  return api.data.endpoints.flatMap((e, i) => {
    if (!e.within) return [];
    const here = `/endpoints/${i}/within`;
    const whole = byId.get(e.within.id);
    if (!whole) return [at(api, `${here}/id`, `"${e.within.id}" is not an endpoint id`)];
    const out: Problem[] = [];
    if (whole.id === e.id || whole.within)
      out.push(at(api, `${here}/id`, 'a call is answered from another whole call, which is not itself within one'));
    if (e.cacheMs === undefined || whole.cacheMs === undefined)
      out.push(at(api, `${here}/id`, 'both calls must be cached GETs: the part is taken from the whole cached answer'));
    if (!sameOptions(e, whole))
      out.push(at(api, `${here}/id`, `"${whole.id}" is not asked with the same parameters, query and headers`));
    e.within.keep.forEach((pointer, j) => {
      for (const body of [e.response, whole.response])
        if (typeof body === 'string' && !schemaHas(schemas, body, pointer))
          out.push(at(api, `${here}/keep/${j}`, `"${pointer}" is not a part of ${body}`));
    });
    return out;
  });
}

/** Each endpoint names real bodies, real cached calls, and parameters that match its path. */
export function apiRules(defs: Definitions, schemas: ApiDefinitions): Problem[] {
  if (!defs.api) return [];
  const api = defs.api;
  const bodies = new Set(Object.keys(schemas));
  const out: Problem[] = [];
  const ids = new Set<string>();
  api.data.endpoints.forEach((e, i) => {
    const here = `/endpoints/${i}`;
    if (ids.has(e.id)) out.push(at(api, `${here}/id`, `endpoint id "${e.id}" is used twice`));
    ids.add(e.id);
    for (const field of ['params', 'query', 'body', 'response', 'errorResponse'] as const) {
      const name = e[field];
      if (typeof name === 'string' && !bodies.has(name))
        out.push(at(api, `${here}/${field}`, `"${name}" is not a definition of schemas/api/owner.schema.json`));
    }
    if (e.cacheMs !== undefined && e.method !== 'GET')
      out.push(at(api, `${here}/cacheMs`, 'only GET answers can be cached'));
    if (e.body !== undefined && (e.method === 'GET' || e.method === 'DELETE'))
      out.push(at(api, `${here}/body`, `a ${e.method} call sends no body`));
    if (e.service === 'content') {
      // The content service is public and read-only: the client sends it neither key nor token, and it changes nothing.
      if (e.auth !== 'none')
        out.push(at(api, `${here}/auth`, 'a content call must say auth "none": the content service is public'));
      if (e.method !== 'GET')
        out.push(at(api, `${here}/method`, 'a content call is a GET: the content service only serves'));
      if ((e.headers ?? []).length > 0) out.push(at(api, `${here}/headers`, 'a content call sends no role headers'));
      if ((e.evicts ?? []).length > 0)
        out.push(at(api, `${here}/evicts`, 'a content call changes nothing, so it evicts nothing'));
    }
    const placeholders = [...e.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
    if (placeholders.length > 0 && e.params === undefined)
      out.push(at(api, `${here}/path`, `has parameters (${placeholders.join(', ')}) but no params definition`));
  });
  api.data.endpoints.forEach((e, i) =>
    (e.evicts ?? []).forEach((id, j) => {
      if (!ids.has(id)) out.push(at(api, `/endpoints/${i}/evicts/${j}`, `"${id}" is not an endpoint id`));
    }),
  );
  return [...out, ...withinRules(api, schemas)];
}
