import { useTranslation } from 'react-i18next';
import {
  selectSignInProblem,
  signInProblemDismissed,
  signInRequested,
  signOutRequested,
} from '../../features/session/slice';
import { useBrand, useMarket } from '../../ui/market-context';
import { Modal } from '../../ui/modal';
import { useAppDispatch, useAppSelector } from '../hooks';
import { helpWanted } from './shell-slice';

const TOKEN_REFUSED = 'token-refused';

/** Get help: the help panel (not in webview, where the app has its own). */
function HelpButton({ then }: { then?: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { webview } = useMarket();
  if (webview) return null;
  return (
    <button
      type="button"
      className="button"
      onClick={() => {
        then?.();
        dispatch(helpWanted());
      }}
    >
      {t('app.getHelp')}
    </button>
  );
}

/**
 * A sign-in that could not start (the provider's discovery failed, an issuer mismatch, offline): in the page's place,
 * never a blank page. Try again is the owner's own request, so it is not counted against the automatic one.
 */
export function SignInUnavailable() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <section className="screen" aria-labelledby="signin-unavailable">
      <h1 id="signin-unavailable">{t('app.signInUnavailable.title')}</h1>
      <p role="alert">{t('app.signInUnavailable.body')}</p>
      <p className="actions">
        <button type="button" className="button button-primary" onClick={() => dispatch(signInRequested())}>
          {t('app.signInProblem.retry')}
        </button>
        <HelpButton />
      </p>
    </section>
  );
}

/**
 * The data service refused a token right after a completed sign-in: signing in again would loop, so the page stays
 * (with whatever the owner typed) under a dialog that says what happened and offers to sign in again, sign out or get
 * help. Closing it keeps the page as it is.
 */
export function TokenRefusedDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const problem = useAppSelector(selectSignInProblem);
  const close = () => dispatch(signInProblemDismissed());
  return (
    <Modal
      name={TOKEN_REFUSED}
      activeModal={problem === 'tokenRefused' ? TOKEN_REFUSED : null}
      onClose={close}
      title={t('app.tokenRefused.title')}
      closeLabel={t('ui.close')}
    >
      <p>{t('app.tokenRefused.body')}</p>
      <div className="form-actions">
        <button type="button" className="button button-primary" onClick={() => dispatch(signInRequested())}>
          {t('app.signInAgain')}
        </button>
        <button type="button" className="button" onClick={() => dispatch(signOutRequested())}>
          {t('app.signOut')}
        </button>
        <HelpButton then={close} />
      </div>
    </Modal>
  );
}

/**
 * After signing out (and after the account is deleted): the market's own page says so, with a way to sign in again
 * and one to the brand's website, instead of a new sign-in starting by itself.
 */
export function SignedOut() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { market } = useMarket();
  const brand = useBrand();
  const name = brand?.displayName ?? market.brand;
  return (
    <section className="screen" aria-labelledby="signed-out">
      <h1 id="signed-out">{t('app.signedOut.title')}</h1>
      <p>{t('app.signedOut.body', { brand: name })}</p>
      <p className="actions">
        <button type="button" className="button button-primary" onClick={() => dispatch(signInRequested())}>
          {t('app.signInAgain')}
        </button>
        {brand && (
          <a className="button" href={brand.homeLocation}>
            {t('app.signedOut.brandSite', { brand: name })}
          </a>
        )}
      </p>
    </section>
  );
}
