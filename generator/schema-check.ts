import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { escapePointer, KINDS, lineOf, type Kind, type SourceFile } from './load';
import { shown, type Problem } from './problems';

/** Every *.schema.json under schemas/, keyed by its $id. */
export function loadSchemas(schemasDir: string): Map<string, Record<string, unknown>> {
  const schemas = new Map<string, Record<string, unknown>>();
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('.schema.json')) {
        const schema = JSON.parse(fs.readFileSync(full, 'utf8')) as Record<string, unknown>;
        schemas.set(String(schema.$id), schema);
      }
    }
  };
  walk(schemasDir);
  return schemas;
}

/**
 * The last checker compiled, by the schemas' text: compiling every schema is half of a check, and a run that checks
 * many trees with the same schemas (the broken-definitions corpus, validate --project) compiles them once.
 */
let lastChecker: { key: string; ajv: Ajv } | undefined;
export function checkerFor(schemas: Map<string, Record<string, unknown>>): Ajv {
  const key = JSON.stringify([...schemas]);
  if (lastChecker?.key !== key) lastChecker = { key, ajv: createAjv(schemas) };
  return lastChecker.ajv;
}

export function createAjv(schemas: Map<string, Record<string, unknown>>): Ajv {
  // allErrors: an admin fixes every problem in one pass; verbose: messages quote the offending value.
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true });
  ajv.addVocabulary(['patternHint']);
  for (const schema of schemas.values()) ajv.addSchema(schema);
  return ajv;
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'number') return Number.isInteger(value) ? 'an integer' : 'a number';
  return `a ${typeof value}`;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

/** The rule an error broke, in plain words, without the offending value. */
function rule(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  const parent = (e.parentSchema ?? {}) as Record<string, unknown>;
  switch (e.keyword) {
    case 'type': {
      const types = ([] as string[]).concat(p.type as string | string[]);
      return `must be ${types.map((t) => TYPE_WORDS[t] ?? t).join(' or ')}`;
    }
    case 'enum':
      return `must be one of ${(p.allowedValues as unknown[]).map((v) => (typeof v === 'string' ? v : shown(v))).join(', ')}`;
    case 'const':
      return `must be ${shown(p.allowedValue)}`;
    case 'pattern':
      return parent.patternHint
        ? `must look like ${String(parent.patternHint)}`
        : `must match the pattern ${String(p.pattern)}`;
    case 'minLength':
      return p.limit === 1 ? 'must not be empty' : `must be at least ${String(p.limit)} characters long`;
    case 'maxLength':
      return `must be at most ${String(p.limit)} characters long`;
    case 'minItems':
      return `must have at least ${String(p.limit)} item${p.limit === 1 ? '' : 's'}`;
    case 'uniqueItems':
      return `must not repeat an item (items ${String(p.j)} and ${String(p.i)} are the same)`;
    case 'minimum':
      return `must be at least ${String(p.limit)}`;
    case 'maximum':
      return `must be at most ${String(p.limit)}`;
    default:
      return e.message ?? `breaks the rule ${e.keyword}`;
  }
}

/**
 * The errors of an anyOf/oneOf's branches. ajv lists them just before the alternative's own error; a branch
 * that is a $ref into another schema file has that file's schemaPath, so position tells, not the path alone.
 */
function branchErrors(errors: ErrorObject[], alternative: ErrorObject): ErrorObject[] {
  const out: ErrorObject[] = [];
  for (let i = errors.indexOf(alternative) - 1; i >= 0; i -= 1) {
    const e = errors[i] as ErrorObject;
    const under =
      e.instancePath === alternative.instancePath || e.instancePath.startsWith(`${alternative.instancePath}/`);
    const ownPath = e.schemaPath.startsWith(`${alternative.schemaPath}/`);
    const foreign = !e.schemaPath.startsWith('#');
    if (!under || !(ownPath || foreign)) break;
    out.unshift(e);
  }
  return out;
}

/** Turns ajv's errors into one plain problem per broken rule. */
export function describeErrors(source: SourceFile, errors: ErrorObject[]): Problem[] {
  const problems: Problem[] = [];
  const alternatives = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf');
  const branchesOf = new Map(alternatives.map((a) => [a, branchErrors(errors, a)]));
  const insideAlternative = (e: ErrorObject) => alternatives.some((a) => a !== e && branchesOf.get(a)?.includes(e));
  const add = (pointer: string, message: string) => {
    const line = lineOf(source, pointer);
    problems.push({ file: source.file, pointer, message, ...(line ? { line } : {}) });
  };
  for (const e of errors) {
    if (e.keyword === 'propertyNames' || insideAlternative(e)) continue;
    if (e.propertyName !== undefined) {
      add(`${e.instancePath}/${escapePointer(e.propertyName)}`, `has a key ${shown(e.propertyName)} that ${rule(e)}`);
    } else if (e.keyword === 'required') {
      add(
        e.instancePath,
        `is missing the required field "${String((e.params as { missingProperty: string }).missingProperty)}"`,
      );
    } else if (e.keyword === 'additionalProperties') {
      const extra = String((e.params as { additionalProperty: string }).additionalProperty);
      add(
        `${e.instancePath}/${escapePointer(extra)}`,
        `"${extra}" is not a field of this definition (check its spelling)`,
      );
    } else if (e.keyword === 'anyOf' || e.keyword === 'oneOf') {
      const branches = branchesOf.get(e) ?? [];
      const deeper = branches.filter((s) => s.instancePath !== e.instancePath && s.keyword !== 'type');
      if (deeper.length > 0) problems.push(...describeErrors(source, deeper));
      else {
        const rules = [...new Set(branches.filter((s) => !alternatives.includes(s)).map(rule))];
        add(
          e.instancePath,
          `${rules.length > 0 ? rules.join(', or ') : 'matches none of the allowed forms'} (got ${shown(e.data)})`,
        );
      }
    } else if (e.keyword === 'type') {
      add(e.instancePath, `${rule(e)} (got ${typeOf(e.data)})`);
    } else {
      add(e.instancePath, `${rule(e)} (got ${shown(e.data)})`);
    }
  }
  return problems;
}

/** Checks each file against the schema of its kind. */
export function checkAgainstSchemas(ajv: Ajv, files: SourceFile[]): Problem[] {
  const validators = new Map<Kind, ValidateFunction>();
  for (const k of KINDS) validators.set(k.kind, ajv.getSchema(k.schema) as ValidateFunction);
  const problems: Problem[] = [];
  for (const source of files) {
    const validate = validators.get(source.kind);
    if (validate && !validate(source.data)) problems.push(...describeErrors(source, validate.errors ?? []));
  }
  return problems;
}
