import {
  CHAT_TAB_KEY_PREFIX,
  liveTabs,
  readTabRecord,
  startTabRecord,
  type TabStorage,
} from '../../../../src/features/help/tab-record';
import { fixtureTables } from '../../../support/site-tables';

// The record's times are site.json's help (the shipped 30 s and 10 s); the help feature passes them in.
const { chatTabTtlMs: CHAT_TAB_TTL_MS, chatTabRefreshMs: CHAT_TAB_REFRESH_MS } = fixtureTables.site.help;
const times = { ttlMs: CHAT_TAB_TTL_MS, refreshMs: CHAT_TAB_REFRESH_MS };

/** localStorage's behaviour over a Map. */
class MemoryStorage implements TabStorage {
  readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const record = (storage: MemoryStorage, tabId: string) =>
  readTabRecord(storage.getItem(`${CHAT_TAB_KEY_PREFIX}${tabId}`));

let storage: MemoryStorage;
beforeEach(() => {
  jest.useFakeTimers({ now: Date.parse('2026-11-23T10:00:00Z') });
  storage = new MemoryStorage();
});
afterEach(() => jest.useRealTimers());

it("writes the tab's record at once, living 30 s", () => {
  const { tabId } = startTabRecord({ ...times, storage, now: Date.now, newId: () => 'tab-a' });
  expect(tabId).toBe('tab-a');
  expect(record(storage, 'tab-a')).toEqual({ tabId: 'tab-a', expiresAt: Date.now() + CHAT_TAB_TTL_MS });
});

it('takes its id from crypto.randomUUID unless given one', () => {
  const { tabId } = startTabRecord({ ...times, storage, now: Date.now });
  expect(tabId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});

it('refreshes every 10 s, not before', () => {
  const start = Date.now();
  startTabRecord({ ...times, storage, now: Date.now, newId: () => 'tab-a' });
  jest.advanceTimersByTime(CHAT_TAB_REFRESH_MS - 1);
  expect(record(storage, 'tab-a')?.expiresAt).toBe(start + CHAT_TAB_TTL_MS);
  jest.advanceTimersByTime(1);
  expect(record(storage, 'tab-a')?.expiresAt).toBe(start + CHAT_TAB_REFRESH_MS + CHAT_TAB_TTL_MS);
  jest.advanceTimersByTime(CHAT_TAB_REFRESH_MS);
  expect(record(storage, 'tab-a')?.expiresAt).toBe(start + 2 * CHAT_TAB_REFRESH_MS + CHAT_TAB_TTL_MS);
});

it("keeps a tab alive while it refreshes; a stopped tab's record is gone at once", () => {
  const a = startTabRecord({ ...times, storage, now: Date.now, newId: () => 'tab-a' });
  startTabRecord({ ...times, storage, now: Date.now, newId: () => 'tab-b' });
  jest.advanceTimersByTime(5 * CHAT_TAB_TTL_MS);
  expect(
    liveTabs(storage, Date.now())
      .map((r) => r.tabId)
      .sort(),
  ).toEqual(['tab-a', 'tab-b']);
  a.stop();
  expect(record(storage, 'tab-a')).toBeNull();
  expect(liveTabs(storage, Date.now()).map((r) => r.tabId)).toEqual(['tab-b']);
});

it("removes another tab's record once it has expired (30 s), at its next refresh", () => {
  const crashed = Date.now();
  storage.setItem(
    `${CHAT_TAB_KEY_PREFIX}dead`,
    JSON.stringify({ tabId: 'dead', expiresAt: crashed + CHAT_TAB_TTL_MS }),
  );
  startTabRecord({ ...times, storage, now: Date.now, newId: () => 'tab-a' });
  jest.advanceTimersByTime(2 * CHAT_TAB_REFRESH_MS); // 20 s: still alive
  expect(record(storage, 'dead')).not.toBeNull();
  expect(
    liveTabs(storage, Date.now())
      .map((r) => r.tabId)
      .sort(),
  ).toEqual(['dead', 'tab-a']);
  jest.advanceTimersByTime(CHAT_TAB_REFRESH_MS); // 30 s: expired, swept
  expect(record(storage, 'dead')).toBeNull();
});

it('removes broken records and leaves other keys alone', () => {
  storage.setItem(`${CHAT_TAB_KEY_PREFIX}broken`, '{not json');
  storage.setItem(`${CHAT_TAB_KEY_PREFIX}odd`, JSON.stringify({ tabId: 7 }));
  storage.setItem('access_token', 'keep me');
  startTabRecord({ ...times, storage, now: Date.now, newId: () => 'tab-a' });
  expect([...storage.items.keys()].sort()).toEqual(['access_token', `${CHAT_TAB_KEY_PREFIX}tab-a`]);
});

it('stops refreshing after stop(), and stop() twice is harmless', () => {
  const { stop } = startTabRecord({ ...times, storage, now: Date.now, newId: () => 'tab-a' });
  stop();
  stop();
  jest.advanceTimersByTime(CHAT_TAB_REFRESH_MS * 3);
  expect(record(storage, 'tab-a')).toBeNull();
  expect(jest.getTimerCount()).toBe(0);
});

it('uses the injected timers', () => {
  const every = jest.fn((_run: () => void, _ms: number) => 'handle');
  const cancel = jest.fn();
  const { stop } = startTabRecord({
    ...times,
    storage,
    now: () => 0,
    newId: () => 'tab-a',
    setInterval: every,
    clearInterval: cancel,
  });
  expect(every).toHaveBeenCalledWith(expect.any(Function), CHAT_TAB_REFRESH_MS);
  stop();
  expect(cancel).toHaveBeenCalledWith('handle');
});

it('swallows storage errors: full, disabled or refused storage', () => {
  const refusing: TabStorage = {
    get length(): number {
      throw new Error('SecurityError');
    },
    key: () => {
      throw new Error('SecurityError');
    },
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
    removeItem: () => {
      throw new Error('SecurityError');
    },
  };
  const tab = startTabRecord({ ...times, storage: refusing, now: Date.now, newId: () => 'tab-a' });
  expect(() => jest.advanceTimersByTime(CHAT_TAB_REFRESH_MS)).not.toThrow();
  expect(() => tab.stop()).not.toThrow();
  expect(liveTabs(refusing, Date.now())).toEqual([]);
});
