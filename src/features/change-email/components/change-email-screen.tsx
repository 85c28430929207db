import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useFeature } from '../../../ui/feature-host';
import { LoadFailed } from '../../../ui/load-state';
import { useMarket } from '../../../ui/market-context';
import { RouteLink } from '../../../ui/route-link';
import { ScreenHeader } from '../../../ui/screen-header';
import { Spinner } from '../../../ui/spinner';
import { useUnsavedChanges } from '../../../ui/unsaved-changes';
import { emailProblem, type EmailProblem } from '../email-rules';
import { changeEmailFeature } from '../feature';
import { changeEmailOpened, codeRequested, codeSubmitted, selectChangeEmail } from '../slice';

const WARNING_MODAL = 'change-email-warning';

/** Changing the sign-in email: the new address twice, a warning where the country has one, then the emailed code. */
export function ChangeEmailScreen() {
  useFeature(changeEmailFeature);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const state = useSelector(selectChangeEmail);
  useEffect(() => {
    dispatch(changeEmailOpened());
  }, [dispatch]);
  return (
    <div className="screen change-email">
      <ScreenHeader
        title={t('screen.change-email.title')}
        lead={state.current ? t('change.current', { email: state.current }) : null}
      />
      {state.current === null && !state.loadFailed && <Spinner label={t('app.loading')} />}
      {state.current === null && state.loadFailed && (
        <LoadFailed
          message={t('change.loadFailed')}
          retryLabel={t('change.retry')}
          onRetry={() => dispatch(changeEmailOpened())}
        />
      )}
      {state.current !== null && state.step === 'enter' && <EnterEmail />}
      {state.step === 'code' && <EnterCode />}
      {state.step === 'done' && (
        <div className="panel" role="status">
          <p>{t('change.doneBody', { email: state.current ?? '' })}</p>
          <RouteLink to="signinCredentialsView" className="button button-primary">
            {t('change.toSecurity')}
          </RouteLink>
        </div>
      )}
    </div>
  );
}

function EnterEmail() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { market } = useMarket();
  const state = useSelector(selectChangeEmail);
  const [email, setEmail] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<EmailProblem | null>(null);
  const [modal, setModal] = useState<string | null>(null);
  const emailId = useId();
  const repeatId = useId();
  const errorId = useId();
  const first = useRef<HTMLInputElement>(null);
  useUnsavedChanges(email.trim() !== '' || repeat.trim() !== '');
  const send = () => dispatch(codeRequested(email.trim()));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = emailProblem(email, repeat, state.current);
    setProblem(found);
    if (found) {
      first.current?.focus();
      return;
    }
    // 001 §5: in the countries that have it, a warning first (a data field of the country).
    if (market.emailChangeWarning) setModal(WARNING_MODAL);
    else send();
  };
  const message = problem ?? state.error;
  return (
    <form className="panel change-email-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={emailId}>{t('change.newEmail')}</label>
        <input
          ref={first}
          id={emailId}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          disabled={state.busy}
        />
      </div>
      <div className="field">
        <label htmlFor={repeatId}>{t('change.repeatEmail')}</label>
        <input
          id={repeatId}
          type="email"
          autoComplete="email"
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          aria-invalid={problem === 'change.email.mismatch' ? true : undefined}
          disabled={state.busy}
        />
      </div>
      {message && (
        <p className="field-error" id={errorId} role="alert">
          {t(message)}
        </p>
      )}
      <p className="hint">{t('change.codeHint')}</p>
      <div className="form-actions">
        <RouteLink to="signinCredentialsView" className="button">
          {t('change.cancel')}
        </RouteLink>
        <button type="submit" className="button button-primary" disabled={state.busy}>
          {state.busy ? t('change.sending') : t('change.sendCode')}
        </button>
      </div>
      <ConfirmDialog
        name={WARNING_MODAL}
        activeModal={modal}
        title={t('change.warning.title')}
        body={t('change.warning.body')}
        danger={false}
        cancelLabel={t('change.cancel')}
        confirmLabel={t('change.warning.continue')}
        onCancel={() => setModal(null)}
        onConfirm={() => {
          setModal(null);
          send();
        }}
      />
    </form>
  );
}

function EnterCode() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const state = useSelector(selectChangeEmail);
  const [code, setCode] = useState('');
  // The new address waits for its code: a typed code not yet confirmed is an unfinished change.
  useUnsavedChanges(code !== '');
  const codeId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (/^\d{6}$/.test(code.trim())) dispatch(codeSubmitted(code.trim()));
  };
  return (
    <form className="panel change-email-form" onSubmit={submit} noValidate>
      <p>{t('change.codeSent', { email: state.pendingEmail ?? '' })}</p>
      <div className="field">
        <label htmlFor={codeId}>{t('change.code')}</label>
        <input
          id={codeId}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          aria-invalid={state.error ? true : undefined}
          aria-describedby={state.error ? errorId : undefined}
          disabled={state.busy}
        />
      </div>
      {state.error && (
        <p className="field-error" id={errorId} role="alert">
          {t(state.error)}
        </p>
      )}
      <div className="form-actions">
        <button
          type="button"
          className="button"
          onClick={() => dispatch(codeRequested(state.pendingEmail ?? ''))}
          disabled={state.busy}
        >
          {t('change.resend')}
        </button>
        <button type="submit" className="button button-primary" disabled={state.busy || code.length !== 6}>
          {t('change.confirm')}
        </button>
      </div>
    </form>
  );
}
