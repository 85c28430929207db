/*
 * The gateway contract as OpenAPI 3.1, from the same definitions as the service's routes and the browser client's
 * types: schemas/api/endpoints.json (every call: method, path, headers, schemas) and schemas/api/owner.schema.json
 * (every body; its definitions become components/schemas). Written by `npm run generate` to
 * src/generated/openapi.json; the reference service serves it at /openapi.json.
 */
import type { ApiDefinition } from '../src/generated/types/api-endpoints';

type Schema = Record<string, unknown>;
interface OwnerSchema {
  title?: string;
  description?: string;
  definitions: Record<string, Schema>;
}

/** owner.schema.json's references (#/definitions/x) as the document's (#/components/schemas/x). */
function rewriteRefs<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (key, v: unknown) =>
    key === '$ref' && typeof v === 'string' ? v.replace(/^#\/definitions\//, '#/components/schemas/') : v,
  ) as T;
}

/** The tag of the content service's calls: in production they go to the market's contentUrl, not its serviceUrl. */
const CONTENT_TAG = 'content';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Schema) => ({ 'application/json': { schema } });

/** A path or query schema's properties as OpenAPI parameters. */
function parametersOf(owner: OwnerSchema, name: string | undefined, where: 'path' | 'query'): Schema[] {
  if (!name) return [];
  const schema = owner.definitions[name] as { properties?: Record<string, Schema>; required?: string[] } | undefined;
  return Object.entries(schema?.properties ?? {}).map(([param, property]) => ({
    name: param,
    in: where,
    required: where === 'path' || (schema?.required ?? []).includes(param),
    schema: rewriteRefs(property),
  }));
}

export function openApiDocument(api: ApiDefinition, owner: OwnerSchema, version: string): Schema {
  const headerName = (id: keyof ApiDefinition['headers']) => api.headers[id];
  const paths: Record<string, Record<string, Schema>> = {};
  for (const e of api.endpoints) {
    const path = e.path.replace(/:(\w+)/g, '{$1}');
    const auth = e.auth ?? 'owner';
    const content = e.service === 'content';
    const headers = (e.headers ?? []).map((h) => ({
      name: headerName(h),
      in: 'header',
      required: true,
      schema: { type: 'string', minLength: 1 },
    }));
    const guestHeaders =
      auth === 'guest'
        ? (['identifier', 'accessCode'] as const).map((h) => ({
            name: headerName(h),
            in: 'header',
            required: false,
            description: "A guest's authorization, instead of auth-token.",
            schema: { type: 'string', minLength: 1 },
          }))
        : [];
    const refusal = e.errorResponse ? { anyOf: [ref('errorResponse'), ref(e.errorResponse)] } : ref('errorResponse');
    const operation: Schema = {
      operationId: e.id,
      parameters: [
        ...parametersOf(owner, e.params, 'path'),
        ...parametersOf(owner, e.query, 'query'),
        ...headers,
        ...guestHeaders,
      ],
      ...(e.body ? { requestBody: { required: true, content: json(ref(e.body)) } } : {}),
      responses: {
        '2XX': e.response
          ? { description: 'Done.', content: json(ref(e.response)) }
          : { description: 'Done, nothing to answer.' },
        '4XX': { description: 'Refused, with the reason.', content: json(refusal) },
        '5XX': { description: 'The service failed; nothing was written.', content: json(ref('errorResponse')) },
      },
      ...(content ? { tags: [CONTENT_TAG] } : {}),
      // Every data call names its market's consumer key; owner calls also a live access token, guest calls one or a guest's
      // authorization. The content service is public: nothing at all.
      security: content
        ? []
        : auth === 'none'
          ? [{ consumerKey: [] }]
          : auth === 'guest'
            ? [{ consumerKey: [], authToken: [] }, { consumerKey: [] }]
            : [{ consumerKey: [], authToken: [] }],
    };
    paths[path] = { ...paths[path], [e.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: owner.title ?? 'Owner account API', version, description: owner.description ?? '' },
    tags: [
      {
        name: CONTENT_TAG,
        description:
          "Calls of the content service (texts, fragments, configurations): public and read-only, at the market's content address; the reference service answers them at the same paths.",
      },
    ],
    paths,
    components: {
      schemas: rewriteRefs(owner.definitions),
      securitySchemes: {
        consumerKey: {
          type: 'apiKey',
          in: 'header',
          name: headerName('consumerKey'),
          description: "The market's consumer key.",
        },
        authToken: {
          type: 'apiKey',
          in: 'header',
          name: headerName('authToken'),
          description: 'An access token of the identity provider.',
        },
      },
    },
  };
}
