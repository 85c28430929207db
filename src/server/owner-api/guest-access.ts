import { orders } from '../../generated/orders';
import type { Db } from '../db/open';
import { randomSecret, sha256 } from '../shared/secrets';

/** How long a guest's look-up stands in for a sign-in on that order. */
export const GUEST_ACCESS_MINUTES = 30;

export interface GuestAuthorization {
  identifier: string;
  accessCode: string;
  expiresAt: string;
}

/** A new access code for the order found by a guest's look-up; only its hash is kept. */
export function issueGuestAccess(db: Db, orderNo: string, nowMs: number): GuestAuthorization {
  const accessCode = randomSecret();
  const expires = nowMs + GUEST_ACCESS_MINUTES * 60_000;
  db.prepare('DELETE FROM guest_access WHERE expires_at <= ?').run(nowMs);
  db.prepare('INSERT INTO guest_access (code_hash, order_no, expires_at) VALUES (?, ?, ?)').run(
    sha256(accessCode),
    orderNo,
    expires,
  );
  return { identifier: orderNo, accessCode, expiresAt: new Date(expires).toISOString() };
}

/**
 * The order a guest's identifier and Access-Code open: the code must have been issued for exactly that order
 * number and not have expired. Anything else opens nothing (null), so a guest never reaches another order.
 */
export function guestOrderOf(
  db: Db,
  credentials: { identifier: string; accessCode: string } | null,
  nowMs: number,
): string | null {
  if (!credentials) return null;
  const row = db
    .prepare('SELECT order_no AS orderNo, expires_at AS expiresAt FROM guest_access WHERE code_hash = ?')
    .get(sha256(credentials.accessCode)) as { orderNo: string; expiresAt: number } | undefined;
  return row && row.orderNo === credentials.identifier && row.expiresAt > nowMs ? row.orderNo : null;
}

/**
 * Guest look-ups are limited (orders.guestLookup): after maxFailures failed look-ups within the window, from the
 * same client or for the same order number, every look-up is refused until the window has passed, right
 * details included, so guessing emails for an order number (or numbers for an email) gets nowhere.
 */
export function lookupLimited(
  db: Db,
  client: string,
  orderKey: string,
  nowMs: number,
  rule = orders.guestLookup,
): boolean {
  const since = nowMs - rule.windowMinutes * 60_000;
  const byClient = db
    .prepare('SELECT count(*) FROM guest_failures WHERE client = ? AND at > ?')
    .pluck()
    .get(client, since) as number;
  const byOrder = db
    .prepare('SELECT count(*) FROM guest_failures WHERE order_key = ? AND at > ?')
    .pluck()
    .get(orderKey.toUpperCase(), since) as number;
  return byClient >= rule.maxFailures || byOrder >= rule.maxFailures;
}

export function recordLookupFailure(
  db: Db,
  client: string,
  orderKey: string,
  nowMs: number,
  rule = orders.guestLookup,
): void {
  db.prepare('DELETE FROM guest_failures WHERE at <= ?').run(nowMs - rule.windowMinutes * 60_000);
  db.prepare('INSERT INTO guest_failures (client, order_key, at) VALUES (?, ?, ?)').run(
    client,
    orderKey.toUpperCase(),
    nowMs,
  );
}

/** The refusal texts of guest look-ups: the same for an unknown number and a wrong email (nothing is disclosed). */
export const NO_MATCH = 'no order matches these details';
export const tooManyLookups = (rule = orders.guestLookup) =>
  `too many failed look-ups; try again in ${rule.windowMinutes} minutes`;

/** Emails compare as people type them: case and surrounding spaces do not matter. */
export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
