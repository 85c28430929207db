import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useFragmentState } from '../../../ui/content/use-fragment';
import { SanitisedHtml, useContentSanitiser } from '../../../ui/lazy-content-html';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { useUnsavedChanges } from '../../../ui/unsaved-changes';
import { selectPreferredDealer, setPreferredRequested } from '../slice';
import { DealerCard } from './dealer-card';
import { DealerErrorPanel } from './dealer-error';

/** The dealer consent: its modal and the content fragment it shows. */
const CONSENT_MODAL = 'dealer-consent';
const CONSENT_FRAGMENT = 'dealer-consent';

export function SelectedDealer() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const state = useSelector(selectPreferredDealer);
  const [modal, setModal] = useState<string | null>(null);
  const { selected } = state;
  const dealer = selected.status === 'idle' ? null : selected.dealer;
  const isPreferred = dealer !== null && state.preferred.dealer?.dealerCode === dealer.dealerCode;
  // A dealer chosen but not yet set as preferred is an unsaved change.
  useUnsavedChanges(dealer !== null && !isPreferred);
  if (selected.status === 'idle') return null;
  return (
    <section className="panel dealer-details" aria-labelledby="dealer-details-heading">
      <h2 id="dealer-details-heading">{t('dealer.details.heading')}</h2>
      {selected.status === 'loading' && <Spinner label={t('app.loading')} />}
      {selected.status === 'failed' && selected.error && <DealerErrorPanel error={selected.error} />}
      {dealer && (
        <>
          <DealerCard dealer={dealer} />
          {state.saveError && (
            <p className="field-error" role="alert">
              {t(state.saveError)}
            </p>
          )}
          {isPreferred ? (
            <p className="dealer-is-preferred">{t('dealer.details.isPreferred')}</p>
          ) : (
            <div className="form-actions">
              <button
                type="button"
                className="button button-primary"
                disabled={state.saving}
                onClick={() => setModal(CONSENT_MODAL)}
              >
                {state.saving ? t('dealer.saving') : t('dealer.setPreferred')}
              </button>
            </div>
          )}
          <ConsentModal
            activeModal={modal}
            onClose={() => setModal(null)}
            onAccept={() => {
              setModal(null);
              dispatch(setPreferredRequested(dealer));
            }}
          />
        </>
      )}
    </section>
  );
}

/** The dealer consent (content fragment dealer-consent): the owner agrees before the dealer receives their details. */
export function ConsentModal({
  activeModal,
  onClose,
  onAccept,
}: {
  activeModal: string | null;
  onClose: () => void;
  onAccept: () => void;
}) {
  const { t } = useTranslation();
  const fragment = useFragmentState(CONSENT_FRAGMENT, CONSENT_FRAGMENT);
  const data = fragment.status === 'loaded' ? fragment.data : null;
  const text = (key: string) => (data && typeof data[key] === 'string' ? data[key] : null);
  const heading = text('heading');
  const bodyHtml = text('bodyHtml');
  const accept = text('acceptLabel');
  // The sanitiser comes with the dialog's first opening, beside its focus trap: the page does not carry it.
  const sanitise = useContentSanitiser(activeModal === CONSENT_MODAL);
  const loading = fragment.status === 'loading' || sanitise === 'loading';
  const shown = !loading && heading && bodyHtml && accept && typeof sanitise === 'function';
  return (
    <Modal
      name={CONSENT_MODAL}
      activeModal={activeModal}
      onClose={onClose}
      title={heading ?? t('dealer.setPreferred')}
      closeLabel={t('dealer.consent.cancel')}
    >
      {loading && <Spinner label={t('app.loading')} />}
      {!loading && !shown && <p role="alert">{t('dealer.consent.unavailable')}</p>}
      {/* Content's markup, sanitised before it reaches the page. */}
      {shown && <SanitisedHtml className="dealer-consent-body" html={bodyHtml} sanitise={sanitise} />}
      <div className="form-actions">
        <button type="button" className="button" onClick={onClose}>
          {t('dealer.consent.cancel')}
        </button>
        {/* Agreed to only as shown. */}
        {shown && (
          <button type="button" className="button button-primary" onClick={onAccept}>
            {accept}
          </button>
        )}
      </div>
    </Modal>
  );
}
