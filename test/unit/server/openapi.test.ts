import { validate } from '@readme/openapi-parser';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../src/generated/api';
import document from '../../../src/generated/openapi.json';
import { buildServer } from '../../../src/server/build-server';
import { checkExchange } from '../../support/contract';
import { tempDir } from '../../support/server';

const tmp = tempDir();
let server: FastifyInstance;
beforeAll(async () => { server = buildServer({ dbFile: tmp.dbFile }); await server.ready(); });
afterAll(async () => { await server.close(); tmp.remove(); });

it('serves the contract at /openapi.json, and a maintained OpenAPI 3.1 parser finds it valid', async () => {
  const res = await server.inject('/openapi.json');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const served = res.json() as typeof document;
  expect(served).toEqual(document);
  expect(served.openapi).toBe('3.1.0');
  await expect(validate(JSON.parse(res.body))).resolves.toMatchObject({ valid: true });
});

it('has teeth: the parser refuses a copy with a reference to a schema that is not there', async () => {
  const broken = JSON.parse(JSON.stringify(document).replace('#/components/schemas/profileResponse', '#/components/schemas/noSuchSchema'));
  await expect(validate(broken)).resolves.toMatchObject({ valid: false });
});

it('describes every call of schemas/api/endpoints.json, with its method, path, body and answer', () => {
  const paths = document.paths as Record<string, Record<string, { operationId: string; requestBody?: unknown }>>;
  for (const e of Object.values(endpoints)) {
    const operation = paths[e.path.replace(/:(\w+)/g, '{$1}')]?.[e.method.toLowerCase()];
    expect([e.id, operation?.operationId, operation?.requestBody !== undefined]).toEqual([e.id, e.id, e.schemas.body !== null]);
  }
});

it('names an answer that breaks the contract, and a refusal in another shape', () => {
  expect(() => checkExchange({ method: 'GET', url: '/owner/api/v3/profile?locale=en-us&country=USA', status: 200, contentType: 'application/json', responseBody: '{"value":{}}' }))
    .toThrow(/GET \/owner\/api\/v3\/profile → 200: the answer breaks the contract/);
  expect(() => checkExchange({ method: 'GET', url: '/owner/api/v3/profile', status: 401, contentType: 'application/json', responseBody: '{"error":"no"}' }))
    .toThrow(/→ 401: the answer breaks the contract/);
  expect(() => checkExchange({ method: 'GET', url: '/content/en-us/texts', status: 200, contentType: 'application/json', responseBody: '{}' })).not.toThrow();
});
