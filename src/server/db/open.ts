import Database from 'better-sqlite3';
import { migrations as allMigrations, type Migration } from './migrations';

export type Db = Database.Database;

/** Opens (creating if needed) the service's SQLite file in WAL mode and brings its schema up to date. */
export function openDb(file: string, migrations: Migration[] = allMigrations): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // A second process (tests, a CLI) may hold the write lock briefly: wait rather than fail.
  db.pragma('busy_timeout = 5000');
  migrate(db, migrations);
  return db;
}

/** Applies each migration not yet recorded, each in its own transaction with its record. */
export function migrate(db: Db, migrations: Migration[]): number[] {
  db.exec(
    'CREATE TABLE IF NOT EXISTS migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const applied = new Set(db.prepare('SELECT version FROM migrations').pluck().all() as number[]);
  const record = db.prepare('INSERT INTO migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const done: number[] = [];
  for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      record.run(m.version, m.name, new Date().toISOString());
    })();
    done.push(m.version);
  }
  return done;
}
