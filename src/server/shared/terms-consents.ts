import type { TermsConsent } from '../../generated/types/api/owner';
import type { Db } from '../db/open';
import { preparedOnce } from '../db/statements';

const sql = preparedOnce((db) => ({
  // A version already accepted keeps the time it was first accepted: accepting it again changes nothing.
  accept: db.prepare(
    'INSERT INTO terms_consents (owner_id, document_id, version, accepted_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
  ),
  // The most recent first; two accepted at the same moment (both documents at one sign-in): the later stored first.
  consents: db.prepare(`SELECT document_id AS documentId, version, accepted_at AS acceptedAt FROM terms_consents
    WHERE owner_id = ? ORDER BY accepted_at DESC, rowid DESC`),
}));

/**
 * Records that the owner accepted a version of a terms document at `at` (the service's clock); a version accepted
 * before keeps its first time. The owner API's acceptTerms and the demo data (seed/terms-consents.ts) both store
 * acceptances through it: which versions may be accepted is the caller's check.
 */
export function recordTermsConsent(db: Db, ownerId: number, documentId: string, version: string, at: Date): void {
  sql(db).accept.run(ownerId, documentId, version, at.toISOString());
}

/** Every version the owner accepted, the most recent first. */
export function termsConsentsOf(db: Db, ownerId: number): TermsConsent[] {
  return sql(db).consents.all(ownerId) as TermsConsent[];
}
