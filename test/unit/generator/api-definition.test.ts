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
