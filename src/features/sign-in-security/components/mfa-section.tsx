import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { MfaOption } from '../../../generated/types/api/owner';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Switch } from '../../../ui/switch';
import { mfaFlagSaveRequested, mfaOptionRemoveRequested, selectMfaSwitch, selectSecurity } from '../slice';
import { RecoveryCodes } from './recovery-codes';

const FLAG_MODAL = 'mfa-flag';
const REMOVE_MODAL = 'mfa-remove';

/**
 * Spec 001 §4.3, §4.4: the user-level switch (each way confirmed in a modal; cancel leaves it as it was) and the
 * verification methods, each removable; the only one cannot go (the saga shows the error page); then the recovery
 * codes, the way in when no method is at hand.
 */
export function MfaSection({ header, description }: { header: string; description: string | null }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { mfa, savingFlag, removing } = useSelector(selectSecurity);
  const stored = useSelector(selectMfaSwitch);
  const [modal, setModal] = useState<string | null>(null);
  /** The value the owner moved the switch to, while the modal asks. */
  const [asked, setAsked] = useState<boolean | null>(null);
  const [toRemove, setToRemove] = useState<MfaOption | null>(null);
  const headingId = useId();
  const switchId = useId();
  const shown = asked ?? stored;

  const close = () => {
    setModal(null);
    setAsked(null);
    setToRemove(null);
  };
  const askFlag = () => {
    setAsked(!stored);
    setModal(FLAG_MODAL);
  };
  const confirmFlag = () => {
    if (asked !== null) dispatch(mfaFlagSaveRequested({ value: asked }));
    close();
  };
  const askRemove = (option: MfaOption) => {
    // The only option is not offered for confirmation: it cannot go, and the error page says why.
    if (mfa.options.length <= 1) dispatch(mfaOptionRemoveRequested(option.type));
    else {
      setToRemove(option);
      setModal(REMOVE_MODAL);
    }
  };
  const method = (option: MfaOption) => t(`security.mfa.method.${option.type}`);

  return (
    <section className="panel security-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{header}</h2>
      {description && <p className="muted">{description}</p>}
      <div className="mfa-switch-row">
        <span id={switchId}>{t('security.mfa.switch')}</span>
        <Switch
          on={shown}
          labelledBy={switchId}
          stateText={shown ? t('security.mfa.on') : t('security.mfa.off')}
          disabled={savingFlag !== null}
          onToggle={askFlag}
        />
      </div>
      <h3>{t('security.mfa.methods')}</h3>
      {mfa.options.length === 0 ? (
        <p>{t('security.mfa.noMethods')}</p>
      ) : (
        <ul className="security-list">
          {mfa.options.map((o) => (
            <li key={o.type}>
              <span className="security-item-name">{method(o)}</span>
              {o.value && <span className="masked">{o.value}</span>}
              <button
                type="button"
                className="link-button"
                disabled={removing !== null}
                onClick={() => askRemove(o)}
                aria-label={t('security.mfa.remove.aria', { method: method(o) })}
              >
                {t('security.mfa.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <RecoveryCodes />
      <ConfirmDialog
        name={FLAG_MODAL}
        activeModal={modal}
        title={asked ? t('security.mfa.on.title') : t('security.mfa.off.title')}
        body={asked ? t('security.mfa.on.body') : t('security.mfa.off.body')}
        danger={false}
        cancelLabel={t('security.cancel')}
        confirmLabel={asked ? t('security.mfa.on.confirm') : t('security.mfa.off.confirm')}
        onCancel={close}
        onConfirm={confirmFlag}
      />
      <ConfirmDialog
        name={REMOVE_MODAL}
        activeModal={modal}
        title={t('security.mfa.remove.title', { method: toRemove ? method(toRemove) : '' })}
        body={t('security.mfa.remove.body')}
        cancelLabel={t('security.cancel')}
        confirmLabel={t('security.mfa.remove.confirm')}
        onCancel={close}
        onConfirm={() => {
          if (toRemove) dispatch(mfaOptionRemoveRequested(toRemove.type));
          close();
        }}
      />
    </section>
  );
}
