/*
 * For market admins and QA: checks every definition and says, file and field, what is wrong.
 *   npm run validate [-- --project DIR] [--format text|github|junit|json] [--output FILE]
 * Exit codes: 0 no problems; 1 problems found; 2 validate could not run (an unknown option, an unreadable tree).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describeCoverage } from '../generator/content-coverage';
import { checkDefinitions, describeCounts, PROJECT_ROOT } from '../generator/pipeline';
import {
  githubAnnotations,
  jsonReport,
  junitReport,
  REPORT_FORMATS,
  type ReportFormat,
} from '../generator/problem-reports';
import { formatProblem } from '../generator/problems';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at > 0 ? (process.argv[at + 1] ?? '') : undefined;
}

try {
  // --project: QA can check a candidate tree (schemas/ and markets/) kept elsewhere.
  const project = option('--project');
  const projectRoot = project ? path.resolve(project) : PROJECT_ROOT;
  const format = (option('--format') ?? 'text') as ReportFormat;
  if (!REPORT_FORMATS.includes(format))
    throw new Error(`--format must be one of ${REPORT_FORMATS.join(', ')} (got "${format}")`);
  const output = option('--output');
  if (output === '') throw new Error('--output needs a file name');

  const { problems, counts, coverage, defs } = checkDefinitions({ projectRoot });
  const files = [...defs.found.values()].flat().map((f) => f.file);
  const summary = describeCounts(counts, problems.length);
  const report =
    format === 'junit'
      ? junitReport(files, problems)
      : format === 'json'
        ? jsonReport(problems, { ...counts })
        : [
            ...(format === 'github' ? githubAnnotations(problems) : problems.map(formatProblem)),
            // Per language only where a language is short of texts, or when asked for (--coverage).
            ...describeCoverage(
              process.argv.includes('--coverage')
                ? coverage
                : coverage.filter((c) => c.keys < c.totalKeys || c.fragments < c.totalFragments),
            ),
            summary,
          ].join('\n') + '\n';
  if (output) {
    fs.writeFileSync(output, report);
    console.log(`${summary} (${format} report written to ${output})`);
  } else {
    process.stdout.write(report);
  }
  process.exitCode = problems.length > 0 ? 1 : 0;
} catch (error) {
  // A market admin gets one sentence, not a stack trace.
  console.error(`validate could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}
