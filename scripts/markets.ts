/*
 * For market admins: what every market-language entry offers, per environment.
 *   npm run markets [-- --env local] [--format md]
 */
import { overviewRows, markdownTable, terminalTable } from '../generator/market-overview';
import { environmentNames, type EnvironmentName } from '../src/generated/site';
import { environmentMarkets } from '../src/server/shared/environments';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at > 0 ? (process.argv[at + 1] ?? '') : undefined;
}

const env = option('--env') as EnvironmentName | undefined;
const format = option('--format') ?? 'table';
if (env !== undefined && !environmentNames.includes(env)) {
  console.error(`--env must be one of ${environmentNames.join(', ')} (got "${env}")`);
  process.exit(2);
}
if (format !== 'table' && format !== 'md') {
  console.error(`--format must be table or md (got "${format}")`);
  process.exit(2);
}
const rows = overviewRows(environmentMarkets, env);
console.log(format === 'md' ? markdownTable(rows) : terminalTable(rows));
