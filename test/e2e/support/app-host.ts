/*
 * The browser tests' app host: one process that starts a fresh reference service (own database, own port) for each
 * test file that asks, and stops it when the file is done. Started once per run by app-host-setup.js: the service's
 * modules load and its schemas compile once, instead of in every test file's worker.
 *   POST /apps         -> { id, origin, logFile }   a new service; its log lines (warn and up) go to logFile
 *   DELETE /apps/:id   -> 204                       stops it and removes its data
 * It exits when its parent closes its standard input.
 * Each service starts from a copy of one database the host seeds once a day (the demo data's dates count from it)
 * with the provider's keys in it: what a service's first start writes, made once rather than in every test file
 * (an RSA key alone is a fifth of a second of CPU).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PROJECT_ROOT } from '../../../generator/pipeline';
import { openDb } from '../../../src/server/db/open';
import { listenOnOrigin } from '../../../src/server/listen-on-origin';
import { providerKeys } from '../../../src/server/oidc/provider/provider-keys';
import { seedOrders } from '../../../src/server/seed/orders';
import { seed } from '../../../src/server/seed/seed';

const apps = new Map<string, { server: FastifyInstance; dataDir: string }>();
let next = 1;

const templateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-template-'));
let template: { day: string; file: string } | undefined;

/** The seeded database of today (UTC), as one file: made on the first ask of the day. */
function seededTemplate(): string {
  const now = new Date();
  const day = now.toISOString().slice(0, 10);
  if (template?.day === day) return template.file;
  const file = path.join(templateDir, `${day}.sqlite`);
  const db = openDb(file);
  seed(db, now);
  seedOrders(db, now);
  providerKeys(db);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  template = { day, file };
  return file;
}

async function startOne(): Promise<{ id: string; origin: string; logFile: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const logFile = path.join(dataDir, 'service.log');
  fs.writeFileSync(logFile, '');
  const dbFile = path.join(dataDir, 'owner-account.sqlite');
  fs.copyFileSync(seededTemplate(), dbFile);
  const { server, origin } = await listenOnOrigin({
    dbFile,
    distDir: path.join(PROJECT_ROOT, 'dist'),
    logLevel: 'warn',
    // Written before the reply that follows it, so a test that saw the reply reads the line.
    logStream: { write: (line: string) => fs.appendFileSync(logFile, line) },
  });
  const id = String(next++);
  apps.set(id, { server, dataDir });
  return { id, origin, logFile };
}

async function stopOne(id: string): Promise<boolean> {
  const app = apps.get(id);
  if (!app) return false;
  apps.delete(id);
  await app.server.close();
  fs.rmSync(app.dataDir, { recursive: true, force: true });
  return true;
}

const control = http.createServer((req, res) => {
  const answer = (status: number, body?: unknown) => {
    // Connection close: a worker's fetch would otherwise reuse a connection this server has just timed out.
    res.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const stopping = /^\/apps\/(\d+)$/.exec(req.url ?? '');
  const work =
    req.method === 'POST' && req.url === '/apps'
      ? startOne().then((started) => answer(201, started))
      : req.method === 'DELETE' && stopping
        ? stopOne(stopping[1]!).then((found) => answer(found ? 204 : 404))
        : Promise.resolve(answer(404, { reason: 'POST /apps or DELETE /apps/:id' }));
  work.catch((error: unknown) => answer(500, { reason: error instanceof Error ? error.stack : String(error) }));
});

control.listen(0, '127.0.0.1', () => {
  const address = control.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`control http://127.0.0.1:${port}\n`);
});

process.stdin.on('end', () => {
  void Promise.all([...apps.keys()].map(stopOne)).finally(() => {
    fs.rmSync(templateDir, { recursive: true, force: true });
    process.exit(0);
  });
});
process.stdin.resume();
