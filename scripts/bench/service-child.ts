/*
 * The data service alone (no browser app), in a process of its own for load runs: listens on a free port of
 * the loopback interface, tells its parent the port, and stops when the parent goes.
 */
import path from 'node:path';
import { listenOnOrigin } from '../../src/server/listen-on-origin';

async function main(): Promise<void> {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir || !process.send) throw new Error('run through startServiceProcess (needs DATA_DIR and an IPC channel)');
  // With its identity provider: the load runs sign an owner in there.
  const { server: app, origin } = await listenOnOrigin(
    { dbFile: path.join(dataDir, 'owner-account.sqlite') },
    { originHost: '127.0.0.1' },
  );
  process.send({ port: Number(new URL(origin).port) });
  process.on('disconnect', () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

main().catch((error: unknown) => {
  console.error(`service failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
