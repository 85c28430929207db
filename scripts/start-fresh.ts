/*
 * npm start: generates and builds only when something the build reads has changed since the last build
 * (scripts/build-stamp.ts), then starts the service as scripts/start.ts does. An unchanged tree starts at once.
 */
import { spawnSync } from 'node:child_process';
import { checkBuild, writeStamp } from './build-stamp';
import { PROJECT_ROOT } from '../generator/pipeline';

async function main(): Promise<void> {
  const check = checkBuild(PROJECT_ROOT, process.env.APP_ENV ?? 'local');
  if (check.needed) {
    console.log(`Building: ${check.reason}.`);
    const build = spawnSync('npm', ['run', '-s', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
    if (build.status !== 0) {
      process.exitCode = build.status ?? 1;
      return;
    }
    writeStamp(PROJECT_ROOT, check.hash);
  } else {
    console.log('Build up to date (nothing it reads changed since the last one): generate and build skipped.');
  }
  // Loaded only now: it imports src/generated/, which the build above may have just written.
  await import('./start');
}

main().catch((error: unknown) => {
  console.error(`start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
