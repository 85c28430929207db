import { fixtureMarket } from './fixture-markets';
import type { StorageLike } from '../../src/api/cache';
import type { FetchInit, FetchLike } from '../../src/api/client';
import type { Market } from '../../src/generated/types/market';

/** A Web Storage stand-in for node tests (sessionStorage / localStorage). */
export class MemoryStorage implements StorageLike {
  private items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

export interface SeenRequest extends FetchInit {
  url: string;
}

export type FakeAnswer = { status: number; body?: unknown; text?: string } | Error;

/** A fetch that records each request and answers from a function of it. */
export function fakeFetch(answer: (req: SeenRequest) => FakeAnswer = () => ({ status: 200, body: {} })) {
  const seen: SeenRequest[] = [];
  const fetch: FetchLike = async (url, init) => {
    const req = { url, ...init };
    seen.push(req);
    const a = answer(req);
    if (a instanceof Error) throw a;
    const text = a.text ?? (a.body === undefined ? '' : JSON.stringify(a.body));
    return { status: a.status, statusText: '', text: async () => text };
  };
  return { fetch, seen };
}

/**
 * A fixture market by id, as a local environment has it (test/support/fixture-markets.ts localFixtures: same-origin
 * data service, so call addresses are bare paths). Never the shipped table: a test of the client or of a feature's
 * calls must not change when a real market's data does. Throws for an id the fixtures lack.
 */
export function market(id: string): Market {
  return fixtureMarket(id);
}

export const staticToken = (token: string | null) => ({ accessToken: () => token });
