import { fail, ok, type HandlerMap } from './handler';
import { site } from '../../generated/site';
import { recordTermsConsent, termsConsentsOf } from '../shared/terms-consents';

/**
 * The terms documents of markets/site.json (terms.documents) the owner accepted: every version, the most recent
 * first, so the app sees which current version the owner has not accepted yet (and asks once). Only a document's
 * current version can be accepted: an unknown document is a 400, another version of a known one a 409.
 */
export const termsHandlers: Pick<HandlerMap, 'termsConsents' | 'acceptTerms'> = {
  termsConsents: ({ db, owner }) => ok({ consents: termsConsentsOf(db, owner.id) }),
  /** Accepts the current version of a document at the service's time (again: keeps the first time); answers the list. */
  acceptTerms: ({ db, owner, body, now }) => {
    const document = site.terms.documents.find((d) => d.id === body.documentId);
    if (!document) return fail(400, 'unknown document');
    if (body.version !== document.version) {
      return fail(
        409,
        `version ${body.version} of ${document.id} is not its current version: only ${document.version} can be accepted`,
      );
    }
    recordTermsConsent(db, owner.id, document.id, document.version, now());
    return ok({ consents: termsConsentsOf(db, owner.id) });
  },
};
