import type { DraftStore } from './services';
import type { Draft } from './slice';

const KEY = 'marketing-options.draft.';

/** Drafts in session storage: they survive the sign-in round trip of this tab and nothing longer. */
export function sessionDrafts(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): DraftStore {
  return {
    save: (page, draft) => {
      try {
        storage.setItem(KEY + page, JSON.stringify(draft));
      } catch {
        /* storage refused: the edits stay in memory only */
      }
    },
    take: (page) => {
      try {
        const text = storage.getItem(KEY + page);
        storage.removeItem(KEY + page);
        return text ? parseDraft(JSON.parse(text) as unknown) : null;
      } catch {
        return null;
      }
    },
    discard: (page) => {
      try {
        storage.removeItem(KEY + page);
      } catch {
        /* nothing kept */
      }
    },
  };
}

/** Stored text is input like any other: only a well-formed draft comes back. */
function parseDraft(v: unknown): Draft | null {
  if (typeof v !== 'object' || v === null) return null;
  const d = v as Record<string, unknown>;
  if (typeof d.userGuid !== 'string' || typeof d.values !== 'object' || d.values === null) return null;
  const values = Object.fromEntries(
    Object.entries(d.values).filter((e): e is [string, 0 | 1 | null] => e[1] === 0 || e[1] === 1 || e[1] === null),
  );
  const contact =
    typeof d.contact === 'object' && d.contact !== null
      ? Object.fromEntries(Object.entries(d.contact).filter((e): e is [string, string] => typeof e[1] === 'string'))
      : {};
  return { userGuid: d.userGuid, values, contact };
}
