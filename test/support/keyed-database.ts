import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrations } from '../../src/server/db/migrations';
import { openDb } from '../../src/server/db/open';
import { providerKeys } from '../../src/server/oidc/provider/provider-keys';

/**
 * A database migrated and holding the provider's keys, as a service leaves it on its first start, without its data:
 * made once per schema in the system's temporary folder (shared by a run's workers and by later runs) and copied for
 * each test's service. Its 2048-bit RSA signing key is a fifth of a second of CPU, which some forty test files each
 * spent on a key of their own; a service still seeds its data on its own clock.
 */
function template(): string {
  const schema = crypto.createHash('sha256').update(JSON.stringify(migrations)).digest('hex').slice(0, 16);
  const file = path.join(os.tmpdir(), `owner-account-keyed-${schema}.sqlite`);
  if (fs.existsSync(file)) return file;
  // Made under a name of its own, then moved in whole: two workers may make it at once.
  const making = `${file}.${process.pid}`;
  const db = openDb(making);
  providerKeys(db);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  fs.renameSync(making, file);
  return file;
}

/** Puts the keyed database at dbFile unless a database is there already (a service started again on its data). */
export function keyedDatabaseAt(dbFile: string | undefined): void {
  if (dbFile === undefined || dbFile === ':memory:' || fs.existsSync(dbFile)) return;
  fs.copyFileSync(template(), dbFile);
}
