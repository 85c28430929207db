/*
 * The data service alone (no browser app), in a process of its own for load runs: listens on a free port of
 * the loopback interface, tells its parent the port, and stops when the parent goes.
 */
import path from 'node:path';
import { buildServer } from '../../src/server/build-server';

async function main(): Promise<void> {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir || !process.send) throw new Error('run through startServiceProcess (needs DATA_DIR and an IPC channel)');
  const app = buildServer({ dbFile: path.join(dataDir, 'owner-account.sqlite') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('disconnect', () => {
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}

main().catch((error: unknown) => {
  console.error(`service failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
