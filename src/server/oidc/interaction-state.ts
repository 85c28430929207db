/**
 * What one interaction remembers between two of its pages (the owner it identified, a code sent), in memory and
 * keyed by the interaction's uid: the interaction's cookie already binds the uid to the browser, so no form carries
 * a ticket. A restart forgets it, which only means starting the sign-in again. Bounded: the oldest go first.
 */
export class InteractionState<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(private readonly ttlMs: number, private readonly maxEntries = 10_000) {}

  set(uid: string, value: T, nowMs: number): void {
    this.entries.delete(uid);
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt > nowMs && this.entries.size < this.maxEntries) break;
      this.entries.delete(key);
    }
    this.entries.set(uid, { value, expiresAt: nowMs + this.ttlMs });
  }

  /** The live value of an interaction; undefined once it has expired. */
  get(uid: string, nowMs: number): T | undefined {
    const entry = this.entries.get(uid);
    if (entry && entry.expiresAt <= nowMs) this.entries.delete(uid);
    return entry && entry.expiresAt > nowMs ? entry.value : undefined;
  }

  delete(uid: string): void {
    this.entries.delete(uid);
  }
}
