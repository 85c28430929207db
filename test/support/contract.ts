/*
 * The service's own contract, checked on every exchange of the server tests (test/support/http.ts calls it): an
 * answer of a call the OpenAPI document describes must match that call's answer schema (2XX or 4XX), and a request
 * the service accepted must match its request body schema. The schemas are the document's, validated by Ajv
 * (JSON Schema 2020-12, the dialect of OpenAPI 3.1).
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import document from '../../src/generated/openapi.json';

interface Operation {
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}

const ajv = new Ajv2020({ strict: false, allErrors: false });
// The components as $defs of one schema, so their references resolve where Ajv looks for them.
ajv.addSchema(
  JSON.parse(
    JSON.stringify({ $id: 'contract', $defs: document.components.schemas }).replace(
      /#\/components\/schemas\//g,
      '#/$defs/',
    ),
  ),
  'contract',
);

const compiled = new Map<object, ValidateFunction>();
function validatorOf(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    const rewritten = JSON.parse(
      JSON.stringify(schema).replace(/#\/components\/schemas\//g, 'contract#/$defs/'),
    ) as object;
    validate = ajv.compile(rewritten);
    compiled.set(schema, validate);
  }
  return validate;
}

/** How many segments of a path template are parameters: /content/analytics-config/{brand}/{country} has 2. */
const templated = (template: string) => template.split('/').filter((s) => s.startsWith('{')).length;

// OpenAPI matches concrete paths before templated ones: /content/analytics-config/product/DE is the analytics
// configuration, not the fragment /content/{locale}/{category}/{name}, whatever the document's order.
const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>)
  .sort(([a], [b]) => templated(a) - templated(b))
  .map(([template, methods]) => ({
    // Parameters match one segment; the rest literally (the chat configuration's path ends in chat.json).
    pattern: new RegExp(
      `^${template
        .split(/(\{\w+\})/)
        .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
        .join('')}$`,
    ),
    methods,
  }));

export interface Exchange {
  method: string;
  url: string;
  requestBody?: string;
  status: number;
  contentType: string;
  responseBody: string;
}

/** Throws, naming the call and what differs, when an exchange breaks the contract; calls it does not describe pass. */
export function checkExchange(exchange: Exchange): void {
  const path = new URL(exchange.url, 'http://service').pathname;
  const operation = operations.find((o) => o.pattern.test(path))?.methods[exchange.method.toLowerCase()];
  if (!operation) return;
  const where = `${exchange.method} ${path} → ${exchange.status}`;
  const range = `${String(exchange.status)[0]}XX`;
  const answer = operation.responses[range]?.content?.['application/json']?.schema;
  if (answer && exchange.responseBody !== '') {
    if (!exchange.contentType.startsWith('application/json'))
      throw new Error(`${where}: answered ${exchange.contentType}, the contract says JSON`);
    const validate = validatorOf(answer);
    if (!validate(JSON.parse(exchange.responseBody)))
      throw new Error(`${where}: the answer breaks the contract: ${ajv.errorsText(validate.errors)}`);
  }
  const request = operation.requestBody?.content['application/json']?.schema;
  if (request && range === '2XX' && exchange.requestBody) {
    const validate = validatorOf(request);
    if (!validate(JSON.parse(exchange.requestBody)))
      throw new Error(`${where}: the service accepted a body the contract refuses: ${ajv.errorsText(validate.errors)}`);
  }
}
