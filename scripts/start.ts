/*
 * Runs the reference data service with the built app (dist/) on one port: owner API, local identity
 * provider, content, and the browser app with history fallback, all under strict security headers.
 * PORT (default 8080); DATA_DIR (default data/) holds owner-account.sqlite, migrated and seeded on start.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../generator/pipeline';
import { markets } from '../src/generated/markets/local';
import { buildServer } from '../src/server/build-server';
import { DEMO_PASSWORD, demoOwners } from '../src/server/demo-owners';

const MARKETS_SHOWN = ['product/en-us', 'product/de-de', 'product/en-gb', 'lincoln/en-us', 'product/en-au'];

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(PROJECT_ROOT, 'data'));
  fs.mkdirSync(dataDir, { recursive: true });
  const app = buildServer({ dbFile: path.join(dataDir, 'owner-account.sqlite'), distDir: path.join(PROJECT_ROOT, 'dist'), logLevel: 'warn' });
  await app.listen({ port, host: 'localhost' });

  const base = `http://localhost:${port}`;
  const shownDir = dataDir.startsWith(PROJECT_ROOT + path.sep) ? path.relative(PROJECT_ROOT, dataDir) : dataDir;
  console.log(`Owner account running at ${base}/  (data: ${path.join(shownDir, 'owner-account.sqlite')})`);
  for (const id of MARKETS_SHOWN) {
    const m = markets.find((x) => x.id === id);
    if (m) console.log(`  ${m.name} (${m.languageRegionCode}, ${m.brand}): ${base}${m.root}`);
  }
  console.log(`\nDemo sign-ins (password for all: ${DEMO_PASSWORD}):`);
  for (const o of demoOwners) console.log(`  ${o.email} — ${o.marketId} — ${o.description}`);

  const stop = () => {
    app.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
