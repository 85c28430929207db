import { site } from '../../generated/site';
import type { Db } from '../db/open';
import { recordTermsConsent } from '../shared/terms-consents';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long before the seeding the demo owners accepted the current documents (at one sign-in, all at once). */
const ACCEPTED_DAYS_AGO = 3;

/**
 * The demo owners whose acceptances are not the current versions of every document (by email: the demo owners'
 * key): their own, as versions and fixed times. Daniel (product/en-us) accepted the terms of use of March 2025 (an
 * earlier version than site.json's: he is asked to accept the new one at sign-in) and accepted the current privacy
 * notice with the others. A document left out of a list here is accepted in its current version as everyone does.
 */
const EARLIER: Record<string, { documentId: string; version: string; acceptedAt: string }[]> = {
  'daniel.moore@example.com': [
    { documentId: 'termsOfUse', version: '2025.03', acceptedAt: '2025-03-10T18:42:00.000Z' },
  ],
};

/**
 * The terms acceptances of the demo owners present (a fresh database: seed.ts has just created them), as of `at`:
 * every owner accepted the current version of every document of site.json terms some days before the seeding, so
 * no demo owner is asked at sign-in, but for the owners of EARLIER.
 */
export function seedTermsConsents(db: Db, at: Date): void {
  const owners = db.prepare('SELECT id, email FROM owners ORDER BY id').all() as { id: number; email: string }[];
  const accepted = new Date(at.getTime() - ACCEPTED_DAYS_AGO * DAY_MS);
  for (const { id, email } of owners) {
    const own = EARLIER[email] ?? [];
    for (const c of own) recordTermsConsent(db, id, c.documentId, c.version, new Date(c.acceptedAt));
    for (const d of site.terms.documents) {
      if (own.some((c) => c.documentId === d.id)) continue;
      recordTermsConsent(db, id, d.id, d.version, accepted);
    }
  }
}
