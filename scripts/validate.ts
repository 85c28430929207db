/* For market admins and QA: checks every definition and says, file and field, what is wrong. */
import path from 'node:path';
import { describeCoverage } from '../generator/content-coverage';
import { checkDefinitions, describeCounts, PROJECT_ROOT } from '../generator/pipeline';
import { formatProblem } from '../generator/problems';

// `validate [--project dir]`: QA can check a candidate tree (schemas/ and markets/) kept elsewhere.
const at = process.argv.indexOf('--project');
const projectRoot = at > 0 && process.argv[at + 1] ? path.resolve(process.argv[at + 1] as string) : PROJECT_ROOT;

try {
  const { problems, counts, coverage } = checkDefinitions({ projectRoot });
  for (const p of problems) console.log(formatProblem(p));
  for (const line of describeCoverage(coverage)) console.log(line);
  console.log(describeCounts(counts, problems.length));
  process.exitCode = problems.length > 0 ? 1 : 0;
} catch (error) {
  // A market admin gets one sentence, not a stack trace.
  console.error(`validate could not run: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
}
