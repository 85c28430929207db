import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { CredentialsSection } from './credentials-section';
import { ErrorPage } from './error-page';
import { MfaSection } from './mfa-section';
import { PasskeysSection } from './passkeys-section';
import { SignInsSection } from './sign-ins-section';
import { changeOutcomeOf, withoutChangeOutcome } from '../../../lib/auth/change-return';
import { useFragmentState } from '../../../ui/content/use-fragment';
import { useFeature } from '../../../ui/feature-host';
import { LoadFailed } from '../../../ui/load-state';
import { useBrand, useMarket } from '../../../ui/market-context';
import { RouteLink } from '../../../ui/route-link';
import { ScreenHeader } from '../../../ui/screen-header';
import { Spinner } from '../../../ui/spinner';
import { useShownOnceReady } from '../../../ui/use-shown-once-ready';
import { appLogoutTarget } from '../app-logout';
import { CONTENT_CATEGORY, CONTENT_NAME, readSecurityContent, type SecurityContent } from '../content';
import { signInSecurityFeature } from '../feature';
import { selectSignIns, signInsRequested, type SignInsState } from '../sign-ins-slice';
import { securityRequested, selectSecurity } from '../slice';

/** Spec 001 §2.3: the sign-in and security page: credentials, passkeys and multi-factor; devices and sign-ins. */
export function SignInSecurityScreen() {
  useFeature(signInSecurityFeature);
  const { t } = useTranslation();
  const brand = useBrand();
  const location = useLocation();
  const leaveTo = appLogoutTarget(location.search, brand);
  useEffect(() => {
    if (leaveTo) window.location.assign(leaveTo);
  }, [leaveTo]);
  const fragment = useFragmentState(CONTENT_CATEGORY, CONTENT_NAME);
  const content = useMemo(
    () =>
      fragment.status === 'loading' ? null : readSecurityContent(fragment.status === 'loaded' ? fragment.data : null),
    [fragment],
  );
  // The page waits for its content text before showing (a missing fragment only leaves its texts out).
  if (leaveTo) return <Spinner label={t('app.redirecting')} />;
  if (!content) return <Spinner label={t('app.loading')} />;
  return <SignInSecurity content={content} />;
}

function SignInSecurity({ content }: { content: SecurityContent }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { webview } = useMarket();
  const state = useSelector(selectSecurity);
  const signIns = useSelector((s: { signIns: SignInsState }) => selectSignIns(s));
  const opened = useRef(false);
  // Back from a change at the provider, the page waits for the options and their notice and appears whole with it,
  // so the notice does not push a page already shown.
  const [arriving] = useState(() => changeOutcomeOf(location.search) !== null);
  const shown = useShownOnceReady(arriving && (state.mfa.status === 'idle' || state.mfa.status === 'loading'));

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    dispatch(securityRequested({ change: changeOutcomeOf(location.search) }));
    dispatch(signInsRequested());
    // The provider's report is read once: a reload must not say it again.
    const search = withoutChangeOutcome(location.search);
    if (search !== location.search)
      void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true });
  }, [dispatch, navigate, location]);

  const waiting = state.mfa.status === 'idle' || state.mfa.status === 'loading' || !signIns.answered;

  if (state.errorPage) return <ErrorPage content={content} />;
  if (!shown) return <Spinner label={t('app.loading')} />;
  return (
    <div className="screen sign-in-security">
      {!webview && <PageHeader />}
      <ScreenHeader title={t('screen.signin-credentials.title')} />
      <CredentialsSection />
      {/* The sections below appear together, once their lists are in, so that none moves another on the way. */}
      {waiting && <Spinner label={t('app.loading')} />}
      {!waiting && state.mfa.status === 'loaded' && (
        <>
          <PasskeysSection description={content.passkeysDescription} />
          {content.mfaHeader && <MfaSection header={content.mfaHeader} description={content.mfaDescription} />}
        </>
      )}
      {/* One failure, one message: the retry asks for both lists again. */}
      {!waiting && state.mfa.status === 'failed' && (
        <LoadFailed
          message={t('security.mfa.getFailed')}
          retryLabel={t('security.recovery.retry')}
          onRetry={() => {
            dispatch(securityRequested({ change: null }));
            dispatch(signInsRequested());
          }}
        />
      )}
      {!waiting && state.mfa.status === 'loaded' && <SignInsSection />}
    </div>
  );
}

/**
 * Spec 001 §2.3: the page's own header (the shell header is hidden on this route), leading back to the dashboard; the
 * page's heading right below names the current page, so the header does not say it again. Not in webview.
 */
function PageHeader() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <div className="security-page-header">
      <RouteLink to="accountDashboardView" className="security-logo">
        <svg viewBox="0 0 48 48" width="32" height="32" aria-hidden="true" focusable="false">
          <path d={brand?.theme.logo} />
        </svg>
        <span>{t('app.returnToDashboard')}</span>
      </RouteLink>
    </div>
  );
}
