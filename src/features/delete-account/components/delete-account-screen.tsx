import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useFeature } from '../../../ui/feature-host';
import { LoadState } from '../../../ui/load-state';
import { useBrand } from '../../../ui/market-context';
import { OutcomeIcon } from '../../../ui/outcome-icon';
import { RouteLink } from '../../../ui/route-link';
import { ScreenHeader } from '../../../ui/screen-header';
import { Spinner } from '../../../ui/spinner';
import { useUnsavedChanges } from '../../../ui/unsaved-changes';
import { deletionConfirmed, emailMatches } from '../confirmation';
import { deleteAccountFeature } from '../feature';
import { deleteAccountOpened, deleteRequested, selectDeleteAccount } from '../slice';

/** What goes with the account, in the order an owner thinks of it. */
const CONSEQUENCES = ['profile', 'vehicles', 'preferences', 'orders', 'signIn'] as const;

/** The delete-account page: consequences, the explicit confirmation, then the confirmation that the account is gone. */
export function DeleteAccountScreen() {
  useFeature(deleteAccountFeature);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const state = useSelector(selectDeleteAccount);
  useEffect(() => {
    dispatch(deleteAccountOpened());
  }, [dispatch]);

  if (state.status === 'deleted') return <AccountDeleted />;
  return (
    <div className="screen delete-account">
      <ScreenHeader title={t('screen.delete-account.title')} lead={t('deleteAccount.lead')} />
      <section className="panel delete-account-consequences" aria-labelledby="delete-account-consequences">
        <h2 id="delete-account-consequences">{t('deleteAccount.consequences.title')}</h2>
        <ul>
          {CONSEQUENCES.map((c) => (
            <li key={c}>{t(`deleteAccount.consequences.${c}`)}</li>
          ))}
        </ul>
        <p className="delete-account-final">{t('deleteAccount.consequences.final')}</p>
      </section>
      <LoadState
        status={state.email.status}
        loadingLabel={t('app.loading')}
        message={t('deleteAccount.loadFailed')}
        retryLabel={t('deleteAccount.retry')}
        onRetry={() => dispatch(deleteAccountOpened())}
      />
      {state.email.status === 'loaded' && <ConfirmForm email={state.email.value} />}
    </div>
  );
}

/** Spec: type the email exactly (case and outer spaces aside) and tick the box; Delete stays disabled until both hold. */
function ConfirmForm({ email }: { email: string | null }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { status } = useSelector(selectDeleteAccount);
  const [typedEmail, setTypedEmail] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [left, setLeft] = useState(false);
  const ids = {
    heading: useId(),
    email: useId(),
    emailHint: useId(),
    emailError: useId(),
    understood: useId(),
    why: useId(),
  };
  const deleting = status === 'deleting';
  useUnsavedChanges(typedEmail.trim() !== '' || understood);
  const ready = deletionConfirmed({ typedEmail, understood }, email);
  // Said once the owner has left the field with something else in it, not while typing.
  const wrongEmail = left && typedEmail.trim() !== '' && !emailMatches(typedEmail, email);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !deleting) dispatch(deleteRequested({ typedEmail, understood }));
  };

  return (
    <form className="panel delete-account-form" aria-labelledby={ids.heading} onSubmit={submit} noValidate>
      <h2 id={ids.heading}>{t('deleteAccount.confirm.title')}</h2>
      <div className="field">
        <label htmlFor={ids.email}>{t('deleteAccount.confirm.email')}</label>
        <p id={ids.emailHint} className="delete-account-hint">
          {t('deleteAccount.confirm.emailHint')}
        </p>
        <input
          id={ids.email}
          type="email"
          value={typedEmail}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          aria-describedby={wrongEmail ? `${ids.emailHint} ${ids.emailError}` : ids.emailHint}
          aria-invalid={wrongEmail || undefined}
          onChange={(e) => setTypedEmail(e.target.value)}
          onBlur={() => setLeft(true)}
          disabled={deleting}
        />
        {wrongEmail && (
          <p id={ids.emailError} className="field-error">
            {t('deleteAccount.confirm.emailMismatch')}
          </p>
        )}
      </div>
      <div className="delete-account-check">
        <input
          id={ids.understood}
          type="checkbox"
          checked={understood}
          onChange={(e) => setUnderstood(e.target.checked)}
          disabled={deleting}
        />
        <label htmlFor={ids.understood}>{t('deleteAccount.confirm.understand')}</label>
      </div>
      {status === 'failed' && (
        <p className="delete-account-error" role="alert">
          {t('deleteAccount.failed')}
        </p>
      )}
      {!ready && (
        <p id={ids.why} className="delete-account-hint">
          {t('deleteAccount.confirm.disabledHint')}
        </p>
      )}
      <div className="form-actions">
        <RouteLink to="accountDashboardView" className="button">
          {t('deleteAccount.cancel')}
        </RouteLink>
        <button
          type="submit"
          className="button button-danger"
          disabled={!ready || deleting}
          aria-describedby={ready ? undefined : ids.why}
        >
          {deleting ? t('deleteAccount.deleting') : t('deleteAccount.submit')}
        </button>
      </div>
      {deleting && <Spinner label={t('deleteAccount.deleting')} />}
    </form>
  );
}

/** The account is gone and the owner signed out here: say so, and offer the brand's website (there is no account to go back to). */
function AccountDeleted() {
  const { t } = useTranslation();
  const brand = useBrand();
  const heading = useRef<HTMLHeadingElement>(null);
  // A new page in all but address: from the top (the sticky header would cover a heading scrolled to), focus on its heading.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="screen delete-account-done">
      <OutcomeIcon kind={'success'} className="delete-account-done-icon" />
      <h1 ref={heading} tabIndex={-1}>
        {t('deleteAccount.done.title')}
      </h1>
      <p>{t('deleteAccount.done.body')}</p>
      {brand && (
        <a className="button button-primary" href={brand.homeLocation}>
          {t('deleteAccount.done.home', { brand: brand.displayName })}
        </a>
      )}
    </div>
  );
}
