import type { TermsConsent } from '../../generated/types/api/owner';
import type { Site } from '../../generated/types/site';

export type TermsDocument = Site['terms']['documents'][number];

/** The documents whose current version the owner has not accepted (an earlier version does not count). */
export function outstandingDocuments(
  documents: readonly TermsDocument[],
  consents: readonly TermsConsent[],
): TermsDocument[] {
  return documents.filter((d) => !consents.some((c) => c.documentId === d.id && c.version === d.version));
}

/** The owner's acceptance of a document's current version, if any. */
export function currentAcceptance(document: TermsDocument, consents: readonly TermsConsent[]): TermsConsent | null {
  return consents.find((c) => c.documentId === document.id && c.version === document.version) ?? null;
}

/** The earlier versions of a document the owner accepted, the most recent first (as the service lists them). */
export function earlierAcceptances(document: TermsDocument, consents: readonly TermsConsent[]): TermsConsent[] {
  return consents.filter((c) => c.documentId === document.id && c.version !== document.version);
}
