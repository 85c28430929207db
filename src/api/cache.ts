import type { EndpointId } from '../generated/api';
import { isKeyOf } from '../lib/cache-key';

/** One cached answer (spec 001 §3.8): the data, when it was stored and when it stops being valid (epoch ms). */
export interface CacheEntry<T = unknown> {
  data: T;
  created: number;
  expires: number;
}

/** The part of the Web Storage interface the cache uses; sessionStorage in the browser, a fake in tests. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface ResponseCache {
  /** The data of a live entry; an expired entry is removed and reported as a miss. */
  get(key: string): CacheEntry | undefined;
  set(key: string, data: unknown, lifetimeMs: number): void;
  /** Removes every entry of one endpoint, whatever its params, query or vin. */
  evictEndpoint(id: EndpointId): void;
  /** Removes everything: another owner may sign in next in the same tab. */
  clear(): void;
}

/** Where the mirror keeps its entries in storage (the bench forgets them for a first visit). */
export const CACHE_STORAGE_PREFIX = 'owner-account.cache:';

export { cacheKey, isKeyOf } from '../lib/cache-key';

function isEntry(value: unknown): value is CacheEntry {
  if (!value || typeof value !== 'object') return false;
  const e = value as Record<string, unknown>;
  return 'data' in e && typeof e.created === 'number' && typeof e.expires === 'number';
}

/**
 * The entry the storage mirror holds for the key, live or not: undefined when there is none, null when it cannot be
 * read (the cache drops it). Also read by the opening calls' script, which sends no call the cache would answer.
 */
export function storedEntry(
  storage: Pick<StorageLike, 'getItem'> | undefined,
  key: string,
): CacheEntry | null | undefined {
  try {
    const text = storage?.getItem(CACHE_STORAGE_PREFIX + key);
    if (!text) return undefined;
    const parsed: unknown = JSON.parse(text);
    return isEntry(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Memory first, mirrored to the given storage so a reload keeps the answers. Storage failures (quota, private
 * mode) are ignored: the mirror is an optimisation, never a reason for a call to fail.
 */
export function createResponseCache({ storage, now }: { storage?: StorageLike; now: () => number }): ResponseCache {
  const memory = new Map<string, CacheEntry>();

  function fromStorage(key: string): CacheEntry | undefined {
    const entry = storedEntry(storage, key);
    if (entry === null) remove(key);
    return entry ?? undefined;
  }

  function remove(key: string): void {
    memory.delete(key);
    try {
      storage?.removeItem(CACHE_STORAGE_PREFIX + key);
    } catch {
      // see above
    }
  }

  function storedKeys(): string[] {
    const keys: string[] = [];
    try {
      if (!storage) return keys;
      for (let i = 0; i < storage.length; i += 1) {
        const k = storage.key(i);
        if (k?.startsWith(CACHE_STORAGE_PREFIX)) keys.push(k.slice(CACHE_STORAGE_PREFIX.length));
      }
    } catch {
      // see above
    }
    return keys;
  }

  return {
    get(key) {
      const entry = memory.get(key) ?? fromStorage(key);
      if (!entry) return undefined;
      if (now() >= entry.expires) {
        remove(key);
        return undefined;
      }
      memory.set(key, entry);
      return entry;
    },
    set(key, data, lifetimeMs) {
      const created = now();
      const entry: CacheEntry = { data, created, expires: created + lifetimeMs };
      memory.set(key, entry);
      try {
        storage?.setItem(CACHE_STORAGE_PREFIX + key, JSON.stringify(entry));
      } catch {
        // see above
      }
    },
    evictEndpoint(id) {
      for (const key of new Set([...memory.keys(), ...storedKeys()])) {
        if (isKeyOf(key, id)) remove(key);
      }
    },
    clear() {
      for (const key of new Set([...memory.keys(), ...storedKeys()])) remove(key);
    },
  };
}
