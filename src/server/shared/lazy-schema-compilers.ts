import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';

type Validate = FastifySchemaCompiler<unknown>;
type RouteSchema = Parameters<Validate>[0];
type FastifyValidationResult = ReturnType<Validate>;

/**
 * Fastify's own compilers (Ajv for requests, fast-json-stringify for replies), each route's function compiled when
 * the route is first used rather than when the service starts: compiling every route resolves the shared schemas
 * again per route and status, over half a second of each start, mostly for routes a process may never serve.
 *
 * Fastify takes compilers given here as "custom" and then passes header schemas on as written, without lower-casing
 * their names: the API's header schemas name them in lower case (owner-api.ts), as Node delivers them.
 */
export function lazySchemaCompilers(): NonNullable<FastifyServerOptions['schemaController']> {
  const ajv = AjvCompiler() as unknown as (externalSchemas: unknown, options: unknown) => Validate;
  const fjs = SerializerSelector();
  return {
    compilersFactory: {
      buildValidator: ((externalSchemas: unknown, options: unknown) => {
        const compile = ajv(externalSchemas, options);
        return (route: RouteSchema) => {
          let validate: FastifyValidationResult | undefined;
          const lazy: FastifyValidationResult = (data: unknown) => {
            validate ??= compile(route);
            const result = validate(data);
            lazy.errors = validate.errors; // read by Fastify after a false result
            return result;
          };
          return lazy;
        };
      }) as never,
      buildSerializer: (externalSchemas, options) => {
        const compile = fjs(externalSchemas, options);
        return (route) => {
          let serialize: ((doc: unknown) => string) | undefined;
          return (doc) => (serialize ??= compile(route))(doc);
        };
      },
    },
  };
}
