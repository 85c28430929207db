/**
 * Each browser tab with the help chat keeps a record {tabId, expiresAt} in shared storage (localStorage),
 * so tabs can tell which of them are alive (spec 002 §9: time to live 30 s, refreshed every 10 s). A tab
 * that dies without cleaning up (crash, killed process) leaves a record that the next refresh of any
 * other tab removes once it has expired.
 */

/** Every record's key starts with this; the rest is the tab id. */
export const CHAT_TAB_KEY_PREFIX = 'help-chat-tab:';

export interface TabRecord {
  tabId: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** The part of the Web Storage API the records need. */
export type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface TabRecordOptions {
  storage: TabStorage;
  now: () => number;
  /** Each record lives this long unless refreshed (site.json help.chatTabTtlMs, 30 s). */
  ttlMs: number;
  /**
   * The tab refreshes its record this often (help.chatTabRefreshMs, 10 s: a third of the TTL, so two missed refreshes
   * are survived).
   */
  refreshMs: number;
  /** The global timers unless given (method syntax: any handle type fits). */
  setInterval?(run: () => void, ms: number): unknown;
  clearInterval?(handle: unknown): void;
  /** crypto.randomUUID in the browser. */
  newId?: () => string;
}

/** Storage may be full, disabled or refused (private mode, a policy): the chat works without records. */
function quietly<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}

/** A stored record, or null when the text is not one (content of storage is input, like any other). */
export function readTabRecord(text: string | null): TabRecord | null {
  if (text === null) return null;
  const value = quietly(() => JSON.parse(text) as unknown);
  if (typeof value !== 'object' || value === null) return null;
  const { tabId, expiresAt } = value as Record<string, unknown>;
  return typeof tabId === 'string' && typeof expiresAt === 'number' ? { tabId, expiresAt } : null;
}

function recordKeys(storage: TabStorage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(CHAT_TAB_KEY_PREFIX)) keys.push(key);
  }
  return keys;
}

/** The records of tabs alive at `now` (this one included). */
export function liveTabs(storage: TabStorage, now: number): TabRecord[] {
  return (
    quietly(() =>
      recordKeys(storage)
        .map((key) => readTabRecord(storage.getItem(key)))
        .filter((r): r is TabRecord => r !== null && r.expiresAt > now),
    ) ?? []
  );
}

/** Writes this tab's record, refreshes it every refreshMs (10 s) and sweeps expired ones; stop() removes it. */
export function startTabRecord(options: TabRecordOptions): { tabId: string; stop: () => void } {
  const { storage, now, ttlMs, refreshMs } = options;
  const every = options.setInterval ?? ((run: () => void, ms: number) => globalThis.setInterval(run, ms));
  const cancel = options.clearInterval ?? ((handle: unknown) => globalThis.clearInterval(handle as number));
  const tabId = (options.newId ?? (() => crypto.randomUUID()))();
  const ownKey = `${CHAT_TAB_KEY_PREFIX}${tabId}`;

  const refresh = () => {
    const at = now();
    quietly(() => storage.setItem(ownKey, JSON.stringify({ tabId, expiresAt: at + ttlMs } satisfies TabRecord)));
    // Keys are collected first: removing while walking by index would skip the key after each removal.
    for (const key of quietly(() => recordKeys(storage)) ?? []) {
      if (key === ownKey) continue;
      const record = quietly(() => readTabRecord(storage.getItem(key)));
      if (!record || record.expiresAt <= at) quietly(() => storage.removeItem(key));
    }
  };

  refresh();
  const handle = every(refresh, refreshMs);
  let stopped = false;
  return {
    tabId,
    stop() {
      if (stopped) return;
      stopped = true;
      cancel(handle);
      quietly(() => storage.removeItem(ownKey));
    },
  };
}
