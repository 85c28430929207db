import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Outlet, useLocation } from 'react-router-dom';
import { useCurrentRoute } from './current-route';
import { Footer } from './footer';
import { Header } from './header';
import { NotificationArea } from './notification-area';
import { OfflineNotice } from './offline-notice';
import { PageBreadcrumbs } from './page-breadcrumbs';
import { lazyShellPart } from './shell-parts';
import { pageShown, selectHelpWanted } from './shell-slice';
import { ShortcutsNav } from './shortcuts-nav';
import { TokenRefusedDialog } from './sign-in-problem';
import { ConsentBanner } from '../../features/consent/components/consent-banner';
import { selectConsent } from '../../features/consent/slice';
import { selectSessionStatus } from '../../features/session/slice';
import { bannerSuppressed } from '../../lib/consent/policy';
import { trackRequested } from '../../lib/events/analytics';
import { chromeShown } from '../../lib/webview';
import { HydrateLater } from '../../ui/hydrate-later';
import { useMarket, useSite } from '../../ui/market-context';
import { UnsavedChangesGuard } from '../../ui/unsaved-changes';
import { useOnline } from '../../ui/use-online';
import { useAppDispatch } from '../hooks';

// The help assistant is not part of the page's first download: it loads once the page has settled, before its
// pop-up is due (3 s after the load).
const HelpArea = lazyShellPart('help', (m) => m.HelpArea);
// Nor is the check for terms the owner has not accepted: it asks once the page has settled and the cookie choice is made.
const TermsCheck = lazyShellPart('terms', (m) => m.TermsCheck);

/** True a little after the page has loaded (site.json help.loadAfterMs). */
function useSettled(): boolean {
  const [settled, setSettled] = useState(false);
  const loadAfterMs = useSite().help.loadAfterMs;
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(true), loadAfterMs);
    return () => window.clearTimeout(timer);
  }, [loadAfterMs]);
  return settled;
}

/**
 * Whether the cookie banner is asking, or about to ask, on this page: the banner wins the bottom of the screen,
 * so the help widgets wait for the choice (spec 002 §2 both place them there).
 */
function useConsentAsking(search: string): boolean {
  const consent = useSelector(selectConsent);
  const site = useSite();
  return (
    consent.status === 'unknown' ||
    (consent.mode === 'banner' &&
      consent.status === 'undecided' &&
      !bannerSuppressed(search, site, site.localeQueryParameter))
  );
}

/** The shell around every screen: skip link, header, shortcuts, notification banner, the screen, footer. */
export function Layout() {
  const { t } = useTranslation();
  const { market, webview } = useMarket();
  const route = useCurrentRoute();
  const showHeader = route ? chromeShown({ header: route.header }, webview) : !webview;
  const showFooter = route ? chromeShown({ footer: route.footer }, webview) : !webview;
  const main = useRef<HTMLElement>(null);
  const settled = useSettled();
  const location = useLocation();
  const first = useRef(true);
  const consentAsking = useConsentAsking(location.search);
  const helpWanted = useSelector(selectHelpWanted);
  const signedIn = useSelector(selectSessionStatus) === 'authenticated';
  // Asked for (the header's launcher, a Get help) before it came: the area comes and stays.
  const [helpCame, setHelpCame] = useState(false);
  if (helpWanted && !helpCame) setHelpCame(true);

  useEffect(() => {
    document.documentElement.lang = market.languageRegionCode;
    document.documentElement.dataset.brand = market.brand;
  }, [market]);

  // After an in-app navigation, focus goes to the new page's content (as a page load would) and the page starts at the top.
  // Spec 002 §3: a page view per page shown (the analytics feature decides whether anything is sent).
  const dispatch = useAppDispatch();
  const routeId = route?.id;
  useEffect(() => {
    if (routeId) dispatch(trackRequested({ event: 'pageView', page: { name: routeId, route: location.pathname } }));
  }, [dispatch, routeId, location.pathname]);

  // A notification belongs to the page that raised it.
  useEffect(() => {
    dispatch(pageShown(location.pathname));
  }, [dispatch, location.pathname]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    main.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  // Memoised: a held part must not be given a new element while it waits for its hydration (hydrate-later.tsx).
  const header = useMemo(
    () =>
      showHeader && (
        <HydrateLater>
          <Header />
          <ShortcutsNav />
        </HydrateLater>
      ),
    [showHeader],
  );
  const footer = useMemo(
    () =>
      showFooter && (
        <HydrateLater>
          <Footer />
        </HydrateLater>
      ),
    [showFooter],
  );

  const online = useOnline();
  const guardTexts = useMemo(
    () => ({
      title: t('app.unsavedChanges.title'),
      body: t('app.unsavedChanges.body'),
      stay: t('app.unsavedChanges.stay'),
      leave: t('app.unsavedChanges.leave'),
    }),
    [t],
  );

  return (
    <UnsavedChangesGuard texts={guardTexts}>
      {/* First in the tab order while it is open (it sits at the bottom of the screen): the choice comes first. */}
      <ConsentBanner />
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      {header}
      <main id="main" ref={main} tabIndex={-1}>
        {showHeader && route && <PageBreadcrumbs route={route} />}
        {/* In the page's column, above the screen: arriving with the screen, it moves no header or breadcrumb. */}
        <NotificationArea />
        <Outlet />
      </main>
      {footer}
      {/* What was typed stays on the page; saving works again once the connection is back. At the page's end, stuck to
          the screen's bottom (app.css): arriving, it moves nothing on the page. */}
      {!online && <OfflineNotice />}
      <TokenRefusedDialog />
      {signedIn && !webview && settled && !consentAsking && (
        <Suspense fallback={null}>
          <TermsCheck />
        </Suspense>
      )}
      {/* The pop-up (in the dock, after the footer: while it shows, the page ends with room for it) and the panel;
          their launcher is in the header. Once asked for, the area stays. */}
      {!webview && ((settled && !consentAsking) || helpCame) && (
        <div className="help-dock">
          <Suspense fallback={null}>
            <HelpArea />
          </Suspense>
        </div>
      )}
    </UnsavedChangesGuard>
  );
}
