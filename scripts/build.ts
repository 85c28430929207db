/* Builds the browser app into dist/ for one environment (APP_ENV, default local). */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build, type Plugin } from 'esbuild';
import { environmentNames, type EnvironmentName } from '../src/generated/site';
import { PROJECT_ROOT } from '../generator/pipeline';

const env = (process.env.APP_ENV ?? 'local') as EnvironmentName;
if (!environmentNames.includes(env)) {
  console.error(`APP_ENV must be one of ${environmentNames.join(', ')} (got "${env}")`);
  process.exit(1);
}

/** Points #environment/markets at the chosen environment's market table. */
const environmentTables: Plugin = {
  name: 'environment-tables',
  setup(b) {
    b.onResolve({ filter: /^#environment\/markets$/ }, () => ({
      path: path.join(PROJECT_ROOT, 'src/generated/markets', `${env}.ts`),
    }));
  },
};

async function main() {
  const out = path.join(PROJECT_ROOT, 'dist');
  fs.rmSync(out, { recursive: true, force: true });
  const result = await build({
    entryPoints: { main: path.join(PROJECT_ROOT, 'src/app/main.tsx'), app: path.join(PROJECT_ROOT, 'src/app/app.css') },
    outdir: path.join(out, 'assets'),
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    sourcemap: true,
    target: ['es2022'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [environmentTables],
    metafile: true,
    logLevel: 'warning',
  });
  fs.copyFileSync(path.join(PROJECT_ROOT, 'src/app/index.html'), path.join(out, 'index.html'));
  for (const [file, meta] of Object.entries(result.metafile.outputs)) {
    if (file.endsWith('.map')) continue;
    const gz = zlib.gzipSync(fs.readFileSync(path.join(PROJECT_ROOT, file)), { level: 9 }).length;
    console.log(`${path.relative(PROJECT_ROOT, file)}  ${(meta.bytes / 1024).toFixed(1)} KB, ${(gz / 1024).toFixed(1)} KB gzip`);
  }
  console.log(`Built the ${env} environment into dist/.`);
}

main().catch((error: unknown) => {
  console.error(`build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
