/*
 * What `npm run validate` does, as a function of its arguments: checks every definition and says, file and field,
 * what is wrong. Exit codes: 0 no problems; 1 problems found; 2 validate could not run (an unknown option, an
 * unreadable tree).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describeCoverage } from './content-coverage';
import { checkDefinitions, describeCounts, PROJECT_ROOT } from './pipeline';
import { githubAnnotations, jsonReport, junitReport, REPORT_FORMATS, type ReportFormat } from './problem-reports';
import { formatProblem } from './problems';

export interface CommandResult {
  stdout: string;
  stderr: string;
  status: number;
}

export function runValidate(args: readonly string[]): CommandResult {
  const option = (name: string): string | undefined => {
    const at = args.indexOf(name);
    return at >= 0 ? (args[at + 1] ?? '') : undefined;
  };
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
                args.includes('--coverage')
                  ? coverage
                  : coverage.filter((c) => c.keys < c.totalKeys || c.fragments < c.totalFragments),
              ),
              summary,
            ].join('\n') + '\n';
    const status = problems.length > 0 ? 1 : 0;
    if (!output) return { stdout: report, stderr: '', status };
    fs.writeFileSync(output, report);
    return { stdout: `${summary} (${format} report written to ${output})\n`, stderr: '', status };
  } catch (error) {
    // A market admin gets one sentence, not a stack trace.
    const reason = error instanceof Error ? error.message : String(error);
    return { stdout: '', stderr: `validate could not run: ${reason}\n`, status: 2 };
  }
}
