/*
 * `npm run validate -- --format …`: the problems in the forms CI systems show inline. GitHub's workflow commands
 * (an annotation per problem on the file and line), JUnit XML (a test case per definition file, failed with its
 * problems: what most CI servers display), and JSON for other tools. Text (formatProblem) stays the default.
 */
import { formatProblem, type Problem } from './problems';

export const REPORT_FORMATS = ['text', 'github', 'junit', 'json'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** GitHub's escaping: a message may hold %, CR and LF; a property also : and ,. */
const commandData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const commandProperty = (s: string) => commandData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** One `::error` workflow command per problem; its title is the JSON pointer, or the file for a whole-file problem. */
export function githubAnnotations(problems: readonly Problem[]): string[] {
  return problems.map((p) => {
    const properties = [
      `file=${commandProperty(p.file)}`,
      ...(p.line === undefined ? [] : [`line=${p.line}`, 'col=1']),
      `title=${commandProperty(p.pointer || p.file)}`,
    ];
    return `::error ${properties.join(',')}::${commandData(p.message)}`;
  });
}

const xml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 cannot carry at all (control characters a broken file may hold).
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '\uFFFD');

/** JUnit XML: every definition file a test case (its folder the class name), failed with each of its problems. */
export function junitReport(files: readonly string[], problems: readonly Problem[]): string {
  const all = [...new Set([...files, ...problems.map((p) => p.file)])].sort();
  const failed = new Set(problems.map((p) => p.file));
  const cases = all.map((file) => {
    const own = problems.filter((p) => p.file === file);
    const className = file.split('/').slice(0, -1).join('.') || 'definitions';
    const failure =
      own.length === 0
        ? ''
        : `\n      <failure type="definition" message="${xml(`${own.length} problem${own.length === 1 ? '' : 's'}`)}">${xml(own.map(formatProblem).join('\n'))}</failure>\n    `;
    return `    <testcase classname="${xml(className)}" name="${xml(file)}">${failure}</testcase>`;
  });
  const totals = `tests="${all.length}" failures="${failed.size}" errors="0"`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="validate" ${totals}>\n  <testsuite name="definitions" ${totals}>\n${cases.join('\n')}\n  </testsuite>\n</testsuites>\n`;
}

/** The problems and the counts as one JSON document. */
export function jsonReport(problems: readonly Problem[], counts: Record<string, number>): string {
  return `${JSON.stringify({ ok: problems.length === 0, problems, counts }, null, 2)}\n`;
}
