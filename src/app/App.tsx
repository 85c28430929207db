import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { brands, site } from '../generated/site';
import type { Market } from '../generated/types/market';
import type { ResolvedRoute } from '../generated/types/routes';
import { pathTo, resolveLocation } from '../lib/market/resolve';
import type { Boot } from './boot';
import { tables } from './boot';

// Each screen is its own chunk: a page loads only the screen it shows.
const Dashboard = lazy(() => import('./screens/Dashboard').then((m) => ({ default: m.Dashboard })));
const NotFound = lazy(() => import('./screens/NotFound').then((m) => ({ default: m.NotFound })));
const ScreenPending = lazy(() => import('./screens/ScreenPending').then((m) => ({ default: m.ScreenPending })));

/** The shell: finds the route of the address, sends anonymous visitors to sign-in, renders the screen. */
export function App({ boot }: { boot: Boot }) {
  return (
    <I18nextProvider i18n={boot.i18n}>
      <Provider store={boot.store}>
        <Shell boot={boot} />
      </Provider>
    </I18nextProvider>
  );
}

function Shell({ boot }: { boot: Boot }) {
  const { t } = useTranslation();
  const [href, setHref] = useState(() => window.location.href);
  const navigate = useCallback((path: string, replace = false) => {
    window.history[replace ? 'replaceState' : 'pushState'](null, '', path);
    setHref(window.location.href);
  }, []);
  useEffect(() => {
    const onPop = () => setHref(window.location.href);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const url = useMemo(() => new URL(href), [href]);
  const { market, route } = resolveLocation(tables, site, { host: url.host, path: url.pathname, query: url.search });
  const signedIn = boot.auth.isAuthenticated();
  const needsSignIn = route.auth === 'owner' && !signedIn && boot.signInRefused === null;
  const redirectTo = signedIn && route.signedInRedirect ? pathTo(tables, market, route.signedInRedirect) : undefined;

  useEffect(() => {
    if (needsSignIn) void boot.auth.signIn(url.pathname + url.search + url.hash);
    else if (redirectTo) navigate(redirectTo, true);
  }, [needsSignIn, redirectTo, url, boot.auth, navigate]);

  useEffect(() => {
    document.title = `${t(`screen.${route.screen}.title`)} · ${t('app.title')}`;
    document.documentElement.lang = market.languageRegionCode;
  }, [t, route.screen, market.languageRegionCode]);

  const signOut = async () => {
    await boot.auth.signOut();
    window.location.assign(market.root);
  };
  const dashboardPath = pathTo(tables, market, 'accountDashboardView') ?? market.root;

  let screen;
  if (boot.signInRefused !== null) {
    screen = (
      <section aria-labelledby="signin-failed">
        <h1 id="signin-failed">{t('app.signInFailed.title')}</h1>
        <p role="alert">{t('app.signInFailed.body')}</p>
        <button type="button" onClick={() => void boot.auth.signIn(dashboardPath)}>{t('app.signInAgain')}</button>
      </section>
    );
  } else if (needsSignIn || redirectTo) {
    screen = <p role="status">{t('app.redirecting')}</p>;
  } else {
    screen = <Screen route={route} market={market} dashboardPath={dashboardPath} />;
  }

  return (
    <>
      <a className="skip-link" href="#main">{t('app.skipToContent')}</a>
      {!boot.webview && route.header && (
        <header className="site-header">
          <a href={market.root} className="brand">
            {t('app.accountOf', { brand: brands.find((b) => b.id === market.brand)?.displayName, country: market.name })}
          </a>
          {signedIn && <button type="button" onClick={() => void signOut()}>{t('app.signOut')}</button>}
        </header>
      )}
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p role="status">{t('app.loading')}</p>}>{screen}</Suspense>
      </main>
    </>
  );
}

function Screen({ route, market, dashboardPath }: { route: ResolvedRoute; market: Market; dashboardPath: string }) {
  switch (route.screen) {
    case 'dashboard': return <Dashboard />;
    case 'not-found': return <NotFound homePath={market.root} />;
    default: return <ScreenPending screen={route.screen} dashboardPath={dashboardPath} />;
  }
}
