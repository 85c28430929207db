/*
 * Jest's global setup of the browser tests: starts the app host (app-host.ts) once for the run and tells the test
 * files where it is (E2E_APP_HOST). The global teardown closes its standard input, which stops it.
 */
const { spawn } = require('node:child_process');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../..');

module.exports = async function startAppHost() {
  const host = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(__dirname, 'app-host.ts')], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  process.env.E2E_APP_HOST = await new Promise((resolve, reject) => {
    let said = '';
    host.stdout.on('data', (chunk) => {
      said += chunk;
      const found = /^control (\S+)$/m.exec(said);
      if (found) resolve(found[1]);
    });
    host.on('exit', (code) =>
      reject(new Error(`the browser tests' app host stopped before it started (exit ${code})`)),
    );
  });
  host.stdout.resume();
  globalThis.browserTestsAppHost = host;
};
