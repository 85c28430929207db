import { checkDefinitions } from '../../../generator/pipeline';
import type { ApiDefinition } from '../../../src/generated/types/api-endpoints';
import { editJson, realTexts } from '../../support/definitions';

const API = 'schemas/api/endpoints.json';

/** The problems of the API definition once `edit` has changed the real one. */
function problemsAfter(edit: (api: ApiDefinition) => void) {
  return checkDefinitions({ texts: editJson<ApiDefinition>(realTexts(), API, edit) }).problems.filter(
    (p) => p.file === API,
  );
}

const indexOf = (api: ApiDefinition, id: string) => api.endpoints.findIndex((e) => e.id === id);

it('finds the shipped API definition sound', () => {
  expect(problemsAfter(() => undefined)).toEqual([]);
});

it('refuses a content call that asks for a token or is not a GET: the content service is public and only serves', () => {
  let at = -1;
  const problems = problemsAfter((api) => {
    at = indexOf(api, 'fragment');
    const fragment = api.endpoints[at];
    if (fragment) Object.assign(fragment, { auth: 'owner', method: 'POST' });
  });
  expect(problems.map((p) => [p.pointer, p.message])).toEqual(
    expect.arrayContaining([
      [`/endpoints/${at}/auth`, expect.stringContaining('auth "none"')],
      [`/endpoints/${at}/method`, expect.stringContaining('GET')],
    ]),
  );
});

it('refuses a content call that leaves auth to its default (owner)', () => {
  let at = -1;
  const problems = problemsAfter((api) => {
    at = indexOf(api, 'texts');
    delete api.endpoints[at]?.auth;
  });
  expect(problems.map((p) => p.pointer)).toContain(`/endpoints/${at}/auth`);
});

it('refuses a service that is neither data nor content', () => {
  const problems = problemsAfter((api) => {
    Object.assign(api.endpoints[0] ?? {}, { service: 'cdn' });
  });
  expect(problems.map((p) => p.pointer)).toContain('/endpoints/0/service');
});

describe('a call answered from a whole one (within)', () => {
  const withinOf = (api: ApiDefinition) => {
    const at = indexOf(api, 'profileLite');
    return { at, lite: api.endpoints[at] as ApiDefinition['endpoints'][number] };
  };

  it('refuses a part that is not in both answers, and a whole call that is unknown', () => {
    let at = -1;
    const problems = problemsAfter((api) => {
      const found = withinOf(api);
      at = found.at;
      found.lite.within = { id: 'profile', keep: ['/value/profile', '/value/vehicles'] };
    });
    expect(problems.map((p) => [p.pointer, p.message])).toEqual([
      [
        `/endpoints/${at}/within/keep/1`,
        expect.stringContaining('"/value/vehicles" is not a part of profileLiteResponse'),
      ],
    ]);
    const unknown = problemsAfter((api) => {
      withinOf(api).lite.within = { id: 'profileWhole', keep: ['/value/profile'] };
    });
    expect(unknown.map((p) => p.message)).toEqual([expect.stringContaining('"profileWhole" is not an endpoint id')]);
  });

  it('refuses a whole call asked with other options or not cached', () => {
    const problems = problemsAfter((api) => {
      withinOf(api).lite.within = { id: 'mfaOptions', keep: ['/value'] };
    });
    expect(problems.map((p) => p.message)).toEqual(
      expect.arrayContaining([expect.stringContaining('not asked with the same parameters, query and headers')]),
    );
    const uncached = problemsAfter((api) => {
      delete api.endpoints[indexOf(api, 'profile')]?.cacheMs;
    });
    expect(uncached.map((p) => p.message)).toEqual([expect.stringContaining('both calls must be cached GETs')]);
  });
});
