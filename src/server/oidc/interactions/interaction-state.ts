/**
 * What a step keeps between two pages of one sign-in, keyed by the interaction's uid (the interaction cookie binds it
 * to the browser, so the pages carry no ticket). In memory: a restart ends the pending steps, which only means signing
 * in again. Each entry lives ttlMs from its last write; the store is bounded, so a flood of started sign-ins cannot
 * grow it without limit: the oldest entries go first.
 */
export class InteractionState<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** Keeps the value of an interaction (replacing what it had) for a full ttl from now. */
  set(uid: string, value: T, nowMs: number): void {
    this.sweep(nowMs);
    // Re-inserted, so the Map's order stays the order of expiry that sweep and eviction rely on.
    this.entries.delete(uid);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(uid, { value, expiresAt: nowMs + this.ttlMs });
  }

  /** The live value of an interaction, or undefined (none, or expired). */
  get(uid: string, nowMs: number): T | undefined {
    const entry = this.entries.get(uid);
    if (!entry) return undefined;
    if (entry.expiresAt <= nowMs) {
      this.entries.delete(uid);
      return undefined;
    }
    return entry.value;
  }

  /** The live value, gone from the store: what may be used only once (a challenge). */
  take(uid: string, nowMs: number): T | undefined {
    const value = this.get(uid, nowMs);
    this.entries.delete(uid);
    return value;
  }

  delete(uid: string): void {
    this.entries.delete(uid);
  }

  /** Entries are in order of expiry (one ttl, insertion order): drop the expired ones from the front. */
  private sweep(nowMs: number): void {
    for (const [uid, entry] of this.entries) {
      if (entry.expiresAt > nowMs) break;
      this.entries.delete(uid);
    }
  }
}
