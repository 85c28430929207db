import type { Db } from './open';

/**
 * Statements prepared once per database, on first use, then reused: preparing compiles the SQL, which costs
 * more than running the small queries of a request. A module lists its statements in one factory:
 *   const sql = preparedOnce((db) => ({ lines: db.prepare('SELECT ...') }));
 *   sql(db).lines.all(orderNo);
 * A statement's modes (pluck, raw) stick to it: set them in the factory, never at the call.
 */
export function preparedOnce<T>(prepare: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statements = byDb.get(db);
    if (statements === undefined) {
      statements = prepare(db);
      byDb.set(db, statements);
    }
    return statements;
  };
}
