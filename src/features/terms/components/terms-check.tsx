import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { ReadDocument, useDocumentTexts } from './terms-screen';
import { useFeature } from '../../../ui/feature-host';
import { useSite } from '../../../ui/market-context';
import { Modal } from '../../../ui/modal';
import { termsFeature } from '../feature';
import { outstandingDocuments, type TermsDocument } from '../outstanding';
import { acceptRequested, consentsRequested, selectTerms, type TermsState } from '../slice';

const DIALOG = 'terms-update';
/** Session storage: the versions put off ("Not now") in this visit, so a reload does not ask again. */
const PUT_OFF_KEY = 'owner-terms-put-off';

const versionsOf = (documents: readonly TermsDocument[]) => documents.map((d) => `${d.id}@${d.version}`).join(' ');

function putOffThisVisit(): string {
  try {
    return sessionStorage.getItem(PUT_OFF_KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * Asks a signed-in owner, once, to accept the documents whose current version they have not accepted (site.json
 * terms): a dialog that keeps the focus in it. "Not now" puts it off until the next visit; the terms and consents
 * page still offers each acceptance. A failure to read the acceptances asks nothing.
 */
export function TermsCheck() {
  useFeature(termsFeature);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { documents } = useSite().terms;
  const state = useSelector((s: { terms: TermsState }) => selectTerms(s));
  const [putOff, setPutOff] = useState(putOffThisVisit);
  useEffect(() => {
    dispatch(consentsRequested({ background: true }));
  }, [dispatch]);
  const outstanding = state.status === 'loaded' ? outstandingDocuments(documents, state.consents) : [];
  const open = outstanding.length > 0 && putOff !== versionsOf(outstanding);
  const later = () => {
    const versions = versionsOf(outstanding);
    try {
      sessionStorage.setItem(PUT_OFF_KEY, versions);
    } catch {
      // Storage refused: put off for as long as the page stays.
    }
    setPutOff(versions);
  };
  return (
    <Modal
      name={DIALOG}
      activeModal={open ? DIALOG : null}
      onClose={later}
      title={t('terms.dialog.title')}
      closeLabel={t('ui.close')}
    >
      <p>{t('terms.dialog.lead')}</p>
      {outstanding.map((d) => (
        <OutstandingDocument key={d.id} document={d} />
      ))}
      {state.accept.status === 'failed' && (
        <p className="terms-failed" role="alert">
          {t('terms.acceptFailed')}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={later}>
          {t('terms.dialog.later')}
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={state.accept.status === 'saving'}
          onClick={() =>
            dispatch(
              acceptRequested({
                documents: outstanding.map((d) => ({ id: d.id, version: d.version })),
                from: 'dialog',
              }),
            )
          }
        >
          {state.accept.status === 'saving' ? t('terms.accepting') : t('terms.accept')}
        </button>
      </div>
      <p className="terms-later-hint">{t('terms.dialog.laterHint')}</p>
    </Modal>
  );
}

function OutstandingDocument({ document }: { document: TermsDocument }) {
  const texts = useDocumentTexts(document);
  return (
    <section className="terms-outstanding" aria-label={texts.title}>
      <h3>{texts.title}</h3>
      <p className="terms-version">{texts.version}</p>
      <p>{texts.changes}</p>
      <ReadDocument document={document} title={texts.title} />
    </section>
  );
}
