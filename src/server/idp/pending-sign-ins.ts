import { site } from '../../generated/site';
import { randomSecret } from '../secrets';
import type { AuthorizeRequest } from './authorize-request';

/** How long a started sign-in waits for its next step (second factor, passkey) before it has to start over. */
export const PENDING_TTL_MS = site.signInSecurity.secondFactor.stepMinutes * 60 * 1000;
/** Wrong codes (or failed passkey registrations) a pending sign-in survives; the next one ends it. */
export const MAX_WRONG_TRIES = site.signInSecurity.secondFactor.wrongCodes;

const TICKET = /^[A-Za-z0-9_-]{43}$/;

/**
 * Short-lived server-side state keyed by a random ticket (32 bytes, base64url) that the page carries.
 * In memory: a restart ends the pending sign-ins, which only means signing in again. The store is bounded, so a
 * flood of started sign-ins cannot grow it without limit: the oldest entries go first.
 */
export class TicketStore<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(private readonly ttlMs: number, private readonly maxEntries = 10_000) {}

  create(value: T, nowMs: number): string {
    this.sweep(nowMs);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    const ticket = randomSecret();
    this.entries.set(ticket, { value, expiresAt: nowMs + this.ttlMs });
    return ticket;
  }

  /** The live value of a ticket; anything that is not one of ours (wrong type, unknown, expired) is undefined. */
  get(ticket: unknown, nowMs: number): T | undefined {
    if (typeof ticket !== 'string' || !TICKET.test(ticket)) return undefined;
    const entry = this.entries.get(ticket);
    if (!entry) return undefined;
    if (entry.expiresAt <= nowMs) {
      this.entries.delete(ticket);
      return undefined;
    }
    return entry.value;
  }

  /** Gives a live ticket its full time again (a step was taken: the owner is still there). */
  touch(ticket: string, nowMs: number): void {
    const entry = this.entries.get(ticket);
    if (entry) {
      // Re-inserted, so the Map's order stays the order of expiry that sweep and eviction rely on.
      this.entries.delete(ticket);
      this.entries.set(ticket, { value: entry.value, expiresAt: nowMs + this.ttlMs });
    }
  }

  delete(ticket: string): void {
    this.entries.delete(ticket);
  }

  /** Entries are in order of expiry (one TTL, insertion order): drop the expired ones from the front. */
  private sweep(nowMs: number): void {
    for (const [ticket, entry] of this.entries) {
      if (entry.expiresAt > nowMs) break;
      this.entries.delete(ticket);
    }
  }
}

/** How the owner proves the second factor on this pending sign-in. */
export type SecondFactorMethod =
  /** A code of the authenticator app whose secret is stored. */
  | { kind: 'totp'; secret: string }
  /** No authenticator yet: the page shows this new secret; the first correct code stores it. */
  | { kind: 'totp-enrol'; secret: string }
  /** A code sent to the owner's email option (locally: written to the server log). */
  | { kind: 'email'; codeHash: string; expiresAt: number };

interface PendingBase {
  ownerId: number;
  /** The checked authorize request: what the sign-in ends with (a code for it, a passkey change first). */
  request: AuthorizeRequest;
  /** Wrong codes or failed passkey registrations so far. */
  wrongTries: number;
}

/** Password checked; the second factor is still to come. */
export interface PendingSecondFactor extends PendingBase {
  stage: 'second-factor';
  method: SecondFactorMethod;
  /** The owner's email option, when there is one: "email me a code instead". */
  email: string | null;
  /** Email codes sent so far: capped, as each one is a mail (locally, a log line). */
  emailsSent: number;
}

/** Signed in again (password and second factor where required) to create a passkey. */
export interface PendingPasskeyCreation extends PendingBase {
  stage: 'create-passkey';
  /** The challenge of the registration options last given out; used once. */
  challenge: string | null;
}

/** Signed in again (password and second factor where required) to choose a new password. */
export interface PendingPasswordChange extends PendingBase {
  stage: 'change-password';
}

export type PendingSignIn = PendingSecondFactor | PendingPasskeyCreation | PendingPasswordChange;

/** A challenge for signing in with a passkey: no owner yet, the passkey says who it is. */
export interface PasskeyChallenge {
  challenge: string;
}
