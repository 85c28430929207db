import fs from 'node:fs';
import path from 'node:path';

const SCHEMAS_DIR = path.resolve(__dirname, '../../../schemas');

export type JsonSchema = Record<string, unknown>;

let cache: JsonSchema[] | undefined;

/** The shared schemas, each under its $id: schemas/common.schema.json and every schemas/api/*.schema.json. */
export function apiSchemas(): JsonSchema[] {
  cache ??= [
    path.join(SCHEMAS_DIR, 'common.schema.json'),
    ...fs
      .readdirSync(path.join(SCHEMAS_DIR, 'api'))
      .filter((f) => f.endsWith('.schema.json'))
      .sort()
      .map((f) => path.join(SCHEMAS_DIR, 'api', f)),
  ].map((f) => {
    const schema = JSON.parse(fs.readFileSync(f, 'utf8')) as JsonSchema;
    // The draft-07 meta-schema address is for editors; Fastify's Ajv is draft-07 already.
    delete schema.$schema;
    return schema;
  });
  return cache;
}

/** One definition of api/owner.schema.json, as a copy (for places that must inline rather than $ref it). */
export function ownerDefinition(name: string): JsonSchema {
  const owner = apiSchemas().find((s) => s.$id === 'api/owner.schema.json');
  const definitions = owner?.definitions as Record<string, JsonSchema> | undefined;
  const found = definitions?.[name];
  if (!found) throw new Error(`api/owner.schema.json has no definition ${name}`);
  return structuredClone(found);
}
