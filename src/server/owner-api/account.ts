import { noContent, type HandlerMap } from './handler';
import type { Db } from '../db/open';

interface ForeignKey {
  table: string;
  from: string;
  on_delete: string;
}

/**
 * The tables whose rows point at an owner without ON DELETE CASCADE (none today: every owner table of the
 * migrations cascades). They are emptied of the owner's rows explicitly, so a table added later without a cascade
 * cannot make the delete fail (foreign keys are on) or leave the owner's rows behind.
 */
function nonCascadingOwnerColumns(db: Db): { table: string; column: string }[] {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .pluck()
    .all() as string[];
  return tables.flatMap((table) =>
    (db.prepare('SELECT "table", "from", on_delete FROM pragma_foreign_key_list(?)').all(table) as ForeignKey[])
      .filter((fk) => fk.table === 'owners' && fk.on_delete.toUpperCase() !== 'CASCADE')
      .map((fk) => ({ table, column: fk.from })),
  );
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Deletes the owner and everything that is theirs in one transaction: their sign-ins at the identity provider
 * first (every session ends: the next call with any of its tokens is a 401, a refresh is refused, the provider asks
 * for a password), then the owner row, whose ON DELETE
 * CASCADE takes the garage links, preferences, MFA options, passkeys, orders (and their items). The vehicles
 * themselves are the service's catalogue and stay; they are no longer anyone's.
 */
export function deleteOwner(db: Db, ownerId: number, endSignIns: (owner: { guid: string }) => void = () => {}): void {
  db.transaction(() => {
    const guid = db.prepare('SELECT guid FROM owners WHERE id = ?').pluck().get(ownerId) as string | undefined;
    if (guid !== undefined) endSignIns({ guid });
    for (const { table, column } of nonCascadingOwnerColumns(db)) {
      db.prepare(`DELETE FROM ${quoted(table)} WHERE ${quoted(column)} = ?`).run(ownerId);
    }
    db.prepare('DELETE FROM owners WHERE id = ?').run(ownerId);
  })();
}

export const accountHandlers: Pick<HandlerMap, 'deleteAccount'> = {
  deleteAccount: ({ db, owner, identity }) => {
    deleteOwner(db, owner.id, (leaving) => identity?.endSignIns(leaving));
    return noContent();
  },
};
