import { fail, noContent, ok, type HandlerMap } from './handler';
import type { OwnerMessage } from '../../generated/types/api/owner';

interface MessageRow {
  id: number;
  date: string;
  subject: string;
  body: string;
  readAt: string | null;
  category: OwnerMessage['category'];
}

/**
 * The communication center: the owner's own messages, newest first, and marking one read. Another owner's
 * message is "not found", like one that does not exist: its existence is not disclosed.
 */
export const messageHandlers: Pick<HandlerMap, 'messages' | 'markMessageRead'> = {
  messages: ({ db, owner }) => {
    const rows = db
      .prepare(
        `SELECT id, sent_at AS date, subject, body, read_at AS readAt, category FROM messages
      WHERE owner_id = ? ORDER BY sent_at DESC, id DESC`,
      )
      .all(owner.id) as MessageRow[];
    return ok({
      messages: rows.map((r) => ({
        id: String(r.id),
        date: r.date,
        subject: r.subject,
        body: r.body,
        read: r.readAt !== null,
        category: r.category,
      })),
    });
  },
  markMessageRead: ({ db, owner, params, now }) => {
    const id = Number(params.id);
    if (!Number.isSafeInteger(id)) return fail(400, 'id must be a message number');
    // The first reading is the one kept: marking a read message again changes nothing.
    const found = db.prepare('SELECT 1 FROM messages WHERE id = ? AND owner_id = ?').get(id, owner.id);
    if (!found) return fail(404, `message ${params.id} not found`);
    db.prepare('UPDATE messages SET read_at = coalesce(read_at, ?) WHERE id = ? AND owner_id = ?').run(
      now().toISOString(),
      id,
      owner.id,
    );
    return noContent();
  },
};
