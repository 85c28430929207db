import type { RefreshHandoff, StoredTokens } from './sign-in';

/** The IndexedDB key of the one record: the last refresh of this origin. */
const HANDOFF_KEY = 'owner-account.refreshed';

interface Handed {
  usedRefreshToken: string;
  tokens: StoredTokens;
}

/**
 * The refresh hand-off in IndexedDB, whose committed writes every tab of the origin sees at once (localStorage's do
 * not). idb-keyval loads only when a refresh happens.
 */
export const indexedDbHandoff: RefreshHandoff = {
  async write(usedRefreshToken, tokens) {
    const { set } = await import('idb-keyval');
    await set(HANDOFF_KEY, { usedRefreshToken, tokens } satisfies Handed);
  },
  async read(usedRefreshToken) {
    const { get } = await import('idb-keyval');
    const handed = await get<Handed>(HANDOFF_KEY);
    return handed?.usedRefreshToken === usedRefreshToken ? handed.tokens : null;
  },
  async clear() {
    const { del } = await import('idb-keyval');
    await del(HANDOFF_KEY);
  },
};
