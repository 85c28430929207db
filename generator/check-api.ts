import { at, type Definitions } from './definitions';
import type { Problem } from './problems';

/** Each endpoint names real bodies, real cached calls, and parameters that match its path. */
export function apiRules(defs: Definitions, bodies: Set<string>): Problem[] {
  if (!defs.api) return [];
  const api = defs.api;
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
  return out;
}
