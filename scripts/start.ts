/*
 * Runs the reference data service with the built app (dist/) on one port: owner API, local identity
 * provider, content, and the browser app with history fallback, all under strict security headers.
 * PORT (default 8080); DATA_DIR (default data/) holds owner-account.sqlite, migrated and seeded on start.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../generator/pipeline';
import { markets } from '../src/generated/markets/local';
import { site } from '../src/generated/site';
import type { Market } from '../src/generated/types/market';
import { buildServer } from '../src/server/build-server';
import { DEMO_PASSWORD, demoOwners } from '../src/server/seed/demo-owners';
import { DEMO_GUESTS } from '../src/server/seed/orders';

/** A few more entries worth opening: localised paths (no-no), another script (th-th), Spanish in the USA, the fallback. */
const MORE_MARKETS = ['product/no-no', 'product/th-th', 'product/es-us', 'product/en-ca'];

function label(m: Market): string {
  return `${m.name} (${m.languageRegionCode}, ${m.brand})`;
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(PROJECT_ROOT, 'data'));
  fs.mkdirSync(dataDir, { recursive: true });
  const app = buildServer({
    dbFile: path.join(dataDir, 'owner-account.sqlite'),
    distDir: path.join(PROJECT_ROOT, 'dist'),
    logLevel: 'warn',
    publicOrigin: () => `http://localhost:${port}`,
  });
  // Fastify listens on every address localhost resolves to (127.0.0.1 and, where configured, ::1).
  await app.listen({ port, host: 'localhost' });

  const base = `http://localhost:${port}`;
  const shownDir = dataDir.startsWith(PROJECT_ROOT + path.sep) ? path.relative(PROJECT_ROOT, dataDir) : dataDir;
  console.log(`Owner account running at ${base}/  (data: ${path.join(shownDir, 'owner-account.sqlite')})`);
  // Said once, so a newcomer knows which of the warnings above matter: none of them.
  console.log(
    '(Harmless on Node 20: npm\'s EBADENGINE notes for cookie@2, "Unknown user config nodedir", and the identity ' +
      'provider library\'s "Unsupported runtime" warning. Anything else printed in red is worth reading.)',
  );

  console.log(`\nMarkets with a demo owner (password for all: ${DEMO_PASSWORD}):`);
  const withOwners = [...new Set(demoOwners.map((o) => o.marketId))];
  for (const id of withOwners) {
    const m = markets.find((x) => x.id === id);
    const owners = demoOwners.filter((o) => o.marketId === id);
    if (!m) continue;
    console.log(`  ${label(m)}: ${base}${m.root}`);
    for (const o of owners) console.log(`      ${o.email} — ${o.description}`);
  }

  // site.json sampleVehicleIds (spec 002 §9): in no garage, and the service reads each as a vehicle of its brand.
  console.log('\nVINs to try in the add-vehicle form of the dashboard:');
  for (const [brand, vins] of Object.entries(site.sampleVehicleIds))
    if (Array.isArray(vins)) console.log(`  ${brand}: ${vins.join(', ')}`);

  console.log('\nGuest pages (no sign-in): an order number or vehicle order id with the email it was placed with:');
  for (const g of DEMO_GUESTS) {
    const m = markets.find((x) => x.id === g.marketId);
    if (!m) continue;
    const status = g.vehicleOrderId ? `; ${base}${m.root}check-order-status  ${g.vehicleOrderId}` : '';
    console.log(`  ${label(m)}: ${base}${m.root}guest-order  ${g.orderNo}${status}  — ${g.email}`);
  }

  console.log('\nA few more:');
  for (const id of MORE_MARKETS.filter((x) => !withOwners.includes(x))) {
    const m = markets.find((x) => x.id === id);
    if (m) console.log(`  ${label(m)}: ${base}${m.root}`);
  }
  console.log(`  every other entry: ${base}/{brand}/{language-region}/`);

  if (app.addresses().some((a) => typeof a !== 'string' && a.address === '127.0.0.1')) {
    const sample = markets.find((x) => x.id === withOwners[0]);
    console.log(`\n127.0.0.1 works as well as localhost, e.g. http://127.0.0.1:${port}${sample?.root ?? '/'}`);
  }

  const stop = () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
