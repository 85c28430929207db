import path from 'node:path';
import type { ApiDefinitions } from './check-form-sections';
import { runCrossFileChecks } from './checks';
import { contentCoverage, type LanguageCoverage } from './content-coverage';
import { DEFAULT_CONTENT_LOCALE, groupDefinitions, type Definitions } from './definitions';
import type { Outputs } from './emit';
import { parseFiles, readTree, type FileTexts } from './load';
import { sortProblems, type Problem } from './problems';
import { checkAgainstSchemas, checkerFor, loadSchemas } from './schema-check';

export const PROJECT_ROOT = path.resolve(__dirname, '..');

export interface Counts {
  countries: number;
  languageEntries: number;
  environments: number;
  routes: number;
  overrides: number;
  forms: number;
  contentBundles: number;
}

export interface CheckResult {
  problems: Problem[];
  defs: Definitions;
  counts: Counts;
  /** Content coverage of each shipped language (its gaps are among the problems). */
  coverage: LanguageCoverage[];
  schemas: Map<string, Record<string, unknown>>;
}

/**
 * Loads and checks every definition: each file against its schema (all errors), then the cross-file rules.
 * `texts` replaces the files read from disk (tests feed broken definitions this way).
 */
export function checkDefinitions(options: { projectRoot?: string; texts?: FileTexts } = {}): CheckResult {
  const root = options.projectRoot ?? PROJECT_ROOT;
  const schemas = loadSchemas(path.join(root, 'schemas'));
  const texts = options.texts ?? readTree(root);
  const { files, problems } = parseFiles(texts);
  const schemaProblems = checkAgainstSchemas(checkerFor(schemas), files);
  const invalid = new Set(schemaProblems.map((p) => p.file));
  const defs = groupDefinitions(files, invalid);
  const owner = schemas.get('api/owner.schema.json') as { definitions?: ApiDefinitions } | undefined;
  const all = sortProblems([...problems, ...schemaProblems, ...runCrossFileChecks(defs, owner?.definitions ?? {})]);
  // Counted from the files found, valid or not: the admin sees the tree they have.
  const found = (kind: string) => files.filter((f) => f.kind === kind).length;
  const counts: Counts = {
    countries: found('country'),
    languageEntries: files
      .filter((f) => f.kind === 'country')
      .reduce((n, f) => {
        const list = (f.data as { regionConfigurations?: unknown }).regionConfigurations;
        return n + (Array.isArray(list) ? list.length : 0);
      }, 0),
    environments: found('environment'),
    routes: defs.routes?.data.routes.length ?? 0,
    overrides: found('route-override'),
    forms: found('form'),
    contentBundles: found('content'),
  };
  return { problems: all, defs, counts, coverage: contentCoverage(defs, DEFAULT_CONTENT_LOCALE).languages, schemas };
}

export function describeCounts(c: Counts, problems: number): string {
  return (
    `${c.countries} countries, ${c.languageEntries} language entries, ${c.environments} environments, ${c.routes} routes, ` +
    `${c.overrides} route overrides, ${c.forms} forms, ${c.contentBundles} content bundles, ${problems} problem${problems === 1 ? '' : 's'}`
  );
}

/** Everything `npm run generate` writes, as path -> text; nothing is written when there are problems. */
export async function generate(
  options: { projectRoot?: string; texts?: FileTexts } = {},
): Promise<{ result: CheckResult; outputs: Outputs }> {
  const result = checkDefinitions(options);
  const outputs: Outputs = new Map();
  if (result.problems.length > 0) return { result, outputs };
  // Loaded only here: the emitters pull in ESM-only packages that checking does not need.
  const {
    emitApi,
    emitContent,
    emitFormData,
    emitForms,
    emitPhoneMetadata,
    emitRuntimeData,
    emitTables,
    emitThemes,
    emitTypes,
  } = await import('./emit');
  await emitTypes(path.join(options.projectRoot ?? PROJECT_ROOT, 'schemas'), result.schemas, outputs);
  emitTables(result.defs, outputs);
  emitForms(result.defs, outputs);
  emitFormData(result.defs, outputs);
  emitRuntimeData(result.defs, outputs);
  emitPhoneMetadata(result.defs, outputs);
  emitApi(result.defs, result.schemas, outputs);
  emitContent(result.defs, outputs);
  emitThemes(result.defs, outputs);
  return { result, outputs };
}
