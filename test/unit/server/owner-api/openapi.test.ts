import { validate } from '@readme/openapi-parser';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../../../src/generated/api';
import document from '../../../../src/generated/openapi.json';
import { buildServer } from '../../../../src/server/build-server';
import { checkExchange } from '../../../support/contract';
import { injectClient } from '../../../support/http';
import { tempDir } from '../../../support/server';
import { SERVICE_START_TIMEOUT_MS } from '../../../support/timeouts';

const tmp = tempDir();
let server: FastifyInstance;
beforeAll(async () => {
  server = buildServer({ dbFile: tmp.dbFile });
  await server.ready();
}, SERVICE_START_TIMEOUT_MS);
afterAll(async () => {
  await server.close();
  tmp.remove();
});

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
  const broken = JSON.parse(
    JSON.stringify(document).replace('#/components/schemas/profileResponse', '#/components/schemas/noSuchSchema'),
  );
  await expect(validate(broken)).resolves.toMatchObject({ valid: false });
});

it('describes every call of schemas/api/endpoints.json, with its method, path, body and answer', () => {
  const paths = document.paths as Record<string, Record<string, { operationId: string; requestBody?: unknown }>>;
  for (const e of Object.values(endpoints)) {
    const operation = paths[e.path.replace(/:(\w+)/g, '{$1}')]?.[e.method.toLowerCase()];
    expect([e.id, operation?.operationId, operation?.requestBody !== undefined]).toEqual([
      e.id,
      e.id,
      e.schemas.body !== null,
    ]);
  }
});

it('names an answer that breaks the contract, and a refusal in another shape', () => {
  expect(() =>
    checkExchange({
      method: 'GET',
      url: '/owner/api/v3/profile?locale=en-us&country=USA',
      status: 200,
      contentType: 'application/json',
      responseBody: '{"value":{}}',
    }),
  ).toThrow(/GET \/owner\/api\/v3\/profile → 200: the answer breaks the contract/);
  expect(() =>
    checkExchange({
      method: 'GET',
      url: '/owner/api/v3/profile',
      status: 401,
      contentType: 'application/json',
      responseBody: '{"error":"no"}',
    }),
  ).toThrow(/→ 401: the answer breaks the contract/);
  // A call the document does not describe (the chat's own address of its configuration) passes.
  expect(() =>
    checkExchange({
      method: 'GET',
      url: '/chat/de/de-de/config',
      status: 200,
      contentType: 'application/json',
      responseBody: '{}',
    }),
  ).not.toThrow();
});

describe("the content service's calls", () => {
  const paths = document.paths as Record<string, Record<string, { tags?: string[]; security: unknown[] }>>;
  const operationOf = (e: (typeof endpoints)[keyof typeof endpoints]) =>
    paths[e.path.replace(/:(\w+)/g, '{$1}')]?.[e.method.toLowerCase()];

  it('are tagged content and public (no consumer key, no token); the data calls are not', () => {
    const content = Object.values(endpoints).filter((e) => e.service === 'content');
    expect(content.map((e) => e.id).sort()).toEqual([
      'analyticsConfig',
      'chatConfig',
      'fragment',
      'fragments',
      'texts',
    ]);
    for (const e of Object.values(endpoints)) {
      const operation = operationOf(e);
      if (e.service === 'content')
        expect([e.id, operation?.tags, operation?.security]).toEqual([e.id, ['content'], []]);
      else
        expect([e.id, operation?.tags, operation?.security.length]).toEqual([
          e.id,
          undefined,
          expect.any(Number) as number,
        ]);
    }
    expect(operationOf(endpoints.profile)?.security).toEqual([{ consumerKey: [], authToken: [] }]);
  });

  it('are served by the reference service at the paths the document gives, as is every other call', () => {
    for (const e of Object.values(endpoints))
      expect([e.id, server.hasRoute({ method: e.method, url: e.path })]).toEqual([e.id, true]);
  });

  it('answer as the document says, found or not, without a consumer key', async () => {
    const http = injectClient(server);
    const statuses = [];
    for (const url of [
      '/content/de-de/texts',
      '/content/product/eu/de-at/experience-fragments/footer',
      '/content/product/na/en-us/common/no-such-fragment',
      '/content/product/eu/de-at/experience-fragments?names=header%2Cfooter%2Cno-such-fragment',
      '/content/analytics-config/product/DE',
      '/content/analytics-config/ford/US',
      '/content/guxeu/de/de-de/configuration/chat.json',
      '/content/guxeu/us/en-us/configuration/chat.json',
    ]) {
      statuses.push((await http.inject(url)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 404, 200, 200, 400, 200, 404]);
  });

  it("are matched concrete path first: an analytics configuration is held to its own answer, not a fragment's", () => {
    expect(() =>
      checkExchange({
        method: 'GET',
        url: '/content/analytics-config/product/DE',
        status: 200,
        contentType: 'application/json',
        responseBody: '{}',
      }),
    ).toThrow(/analytics-config\/product\/DE → 200: the answer breaks the contract/);
    expect(() =>
      checkExchange({
        method: 'GET',
        url: '/content/product/eu/de-de/experience-fragments/footer',
        status: 200,
        contentType: 'application/json',
        responseBody: '{}',
      }),
    ).not.toThrow();
  });
});
