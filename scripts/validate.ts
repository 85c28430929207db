/*
 * For market admins and QA: checks every definition and says, file and field, what is wrong.
 *   npm run validate [-- --project DIR] [--format text|github|junit|json] [--output FILE] [--coverage]
 * Exit codes: 0 no problems; 1 problems found; 2 validate could not run (an unknown option, an unreadable tree).
 */
import { runValidate } from '../generator/validate-command';

const { stdout, stderr, status } = runValidate(process.argv.slice(2));
process.stdout.write(stdout);
process.stderr.write(stderr);
process.exitCode = status;
