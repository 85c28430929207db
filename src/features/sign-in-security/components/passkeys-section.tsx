import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { passkeyChangeRequested } from '../../../lib/auth/session-events';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useMarket } from '../../../ui/market-context';
import { selectSecurity } from '../slice';

const REMOVE_MODAL = 'passkey-remove';

/** Spec 001 §4.5: no passkey → create; a passkey → its created date and remove (after a confirmation). */
export function PasskeysSection({ description }: { description: string | null }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { market } = useMarket();
  const { mfa } = useSelector(selectSecurity);
  const [modal, setModal] = useState<string | null>(null);
  const headingId = useId();
  const change = (action: 'add' | 'remove') => dispatch(passkeyChangeRequested({ action }));
  const date = new Intl.DateTimeFormat(market.languageRegionCode, { dateStyle: 'long' });
  return (
    <section className="panel security-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('security.passkeys.title')}</h2>
      {/* One explanation of what a passkey is: the "none yet" text gives it, the market's description goes with a list. */}
      {mfa.passkeys.length > 0 && description && <p className="muted">{description}</p>}
      {mfa.passkeys.length === 0 ? (
        <>
          <p>{t('security.passkeys.none')}</p>
          <button type="button" className="button button-primary" onClick={() => change('add')}>
            {t('security.passkeys.create')}
          </button>
        </>
      ) : (
        <>
          <ul className="security-list">
            {mfa.passkeys.map((p, i) => (
              <li key={`${p.passkeyRegistrationTimestamp}-${i}`}>
                <span className="security-item-name">{t('security.passkeys.item')}</span>
                <span>
                  {t('security.passkeys.created', { date: date.format(new Date(p.passkeyRegistrationTimestamp)) })}
                </span>
              </li>
            ))}
          </ul>
          <button type="button" className="button" onClick={() => setModal(REMOVE_MODAL)}>
            {t('security.passkeys.remove')}
          </button>
        </>
      )}
      <ConfirmDialog
        name={REMOVE_MODAL}
        activeModal={modal}
        title={t('security.passkeys.remove.title')}
        body={t('security.passkeys.remove.body')}
        cancelLabel={t('security.cancel')}
        confirmLabel={t('security.passkeys.remove.confirm')}
        onCancel={() => setModal(null)}
        onConfirm={() => {
          setModal(null);
          change('remove');
        }}
      />
    </section>
  );
}
