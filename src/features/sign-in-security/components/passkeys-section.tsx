import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { Passkey } from '../../../generated/types/api/owner';
import { PASSKEY_NAME_MAX, passkeyNameProblem } from '../../../lib/auth/passkey-name';
import { passkeyChangeRequested } from '../../../lib/auth/session-events';
import { dateTimeFormat } from '../../../lib/format/intl-formats';
import type { TextKey, Translate } from '../../../lib/texts/text-key';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useMarket } from '../../../ui/market-context';
import { Modal } from '../../../ui/modal';
import {
  passkeyRenameClosed,
  passkeyRenameOpened,
  passkeyRenameRequested,
  selectSecurity,
  type SecurityState,
} from '../slice';

const REMOVE_MODAL = 'passkey-remove';
const RENAME_MODAL = 'passkey-rename';

const KIND_TEXT = {
  platform: 'security.passkeys.kind.platform',
  securityKey: 'security.passkeys.kind.securityKey',
  phone: 'security.passkeys.kind.phone',
  unknown: 'security.passkeys.item',
} as const satisfies Record<Passkey['deviceType']['kind'], TextKey>;

/** What it lives on: the authenticator's product name where the service knows it, else its kind in words. */
const deviceOf = (t: Translate, passkey: Passkey) =>
  passkey.deviceType.authenticator ?? t(KIND_TEXT[passkey.deviceType.kind]);
/** The owner's name for it; without one, its device type. */
const nameOf = (t: Translate, passkey: Passkey) => passkey.name ?? deviceOf(t, passkey);

/**
 * Spec 001 §4.5: no passkey → create; passkeys → each with its name, device type, when it was created and last used,
 * and a rename; remove (after a confirmation) goes through the provider.
 */
export function PasskeysSection({ description }: { description: string | null }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { market } = useMarket();
  const { mfa, rename } = useSelector(selectSecurity);
  const [modal, setModal] = useState<string | null>(null);
  const headingId = useId();
  const change = (action: 'add' | 'remove') => dispatch(passkeyChangeRequested({ action }));
  const date = dateTimeFormat(market.languageRegionCode, { dateStyle: 'long' });
  const day = (iso: string) => date.format(new Date(iso));
  const renaming = rename ? mfa.passkeys.find((p) => p.id === rename.id) : undefined;
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
          <ul className="security-list passkey-list">
            {mfa.passkeys.map((p) => (
              <li key={p.id} className="passkey-item">
                <div className="passkey-facts">
                  <span className="security-item-name">{nameOf(t, p)}</span>
                  <span>{t('security.passkeys.device', { device: deviceOf(t, p) })}</span>
                  <span className="muted">
                    {t('security.passkeys.created', { date: day(p.passkeyRegistrationTimestamp) })}
                  </span>
                  <span className="muted">
                    {p.lastUsedTimestamp
                      ? t('security.passkeys.lastUsed', { date: day(p.lastUsedTimestamp) })
                      : t('security.passkeys.neverUsed')}
                  </span>
                </div>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => dispatch(passkeyRenameOpened(p.id))}
                  aria-label={t('security.passkeys.rename.aria', { name: nameOf(t, p) })}
                >
                  {t('security.passkeys.rename')}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="button" onClick={() => setModal(REMOVE_MODAL)}>
            {t('security.passkeys.remove')}
          </button>
        </>
      )}
      {renaming && rename && <RenameDialog key={renaming.id} passkey={renaming} rename={rename} />}
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

const PROBLEM_TEXT = {
  empty: 'security.passkeys.rename.empty',
  tooLong: 'security.passkeys.rename.tooLong',
  control: 'security.passkeys.rename.invalid',
} as const satisfies Record<string, TextKey>;

/**
 * The owner's name for one passkey, in a dialog (the focus on its field; back on the Rename button when it closes).
 * The service's rule is checked first; what the service answers (saving, refused, failed) shows under the field.
 */
function RenameDialog({ passkey, rename }: { passkey: Passkey; rename: NonNullable<SecurityState['rename']> }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [name, setName] = useState(() => nameOf(t, passkey));
  const [checked, setChecked] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const saving = rename.status === 'saving';
  const problem = checked ? passkeyNameProblem(name) : null;
  const error = problem
    ? t(PROBLEM_TEXT[problem], { max: String(PASSKEY_NAME_MAX) })
    : rename.status === 'refused'
      ? t('security.passkeys.rename.refused')
      : rename.status === 'failed'
        ? t('security.passkeys.rename.failed')
        : null;
  const close = () => dispatch(passkeyRenameClosed());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (passkeyNameProblem(name)) {
      field.current?.focus();
      return;
    }
    dispatch(passkeyRenameRequested({ id: passkey.id, name: name.trim() }));
  };
  return (
    <Modal
      name={RENAME_MODAL}
      activeModal={RENAME_MODAL}
      title={t('security.passkeys.rename.title')}
      closeLabel={t('security.cancel')}
      onClose={close}
      preventClose={saving}
      initialFocus={field}
    >
      <form className="passkey-rename" onSubmit={submit} noValidate>
        <label htmlFor={inputId}>{t('security.passkeys.rename.label')}</label>
        <input
          ref={field}
          id={inputId}
          value={name}
          maxLength={PASSKEY_NAME_MAX}
          autoComplete="off"
          spellCheck={false}
          readOnly={saving}
          aria-invalid={problem ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="form-actions">
          <button type="button" className="button" onClick={close} disabled={saving}>
            {t('security.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving ? t('security.passkeys.rename.saving') : t('security.passkeys.rename.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
