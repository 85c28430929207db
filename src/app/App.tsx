import { useCallback, useEffect, useMemo, useState } from 'react';
import { Provider } from 'react-redux';
import { brands, site } from '../generated/site';
import { pathTo, resolveLocation } from '../lib/market/resolve';
import type { Boot } from './boot';
import { tables } from './boot';
import { Dashboard } from './screens/Dashboard';
import { NotFound } from './screens/NotFound';
import { ScreenPending } from './screens/ScreenPending';

/** The shell: finds the route of the address, sends anonymous visitors to sign-in, renders the screen. */
export function App({ boot }: { boot: Boot }) {
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

  const showChrome = !boot.webview && route.header;
  const signOut = async () => {
    await boot.auth.signOut();
    window.location.assign(market.root);
  };

  let screen;
  if (boot.signInRefused !== null) {
    screen = (
      <section aria-labelledby="signin-failed">
        <h1 id="signin-failed">Sign-in did not complete</h1>
        <p role="alert">The sign-in could not be finished ({boot.signInRefused}). Please try again.</p>
        <button type="button" onClick={() => void boot.auth.signIn(pathTo(tables, market, 'accountDashboardView') ?? market.root)}>Sign in again</button>
      </section>
    );
  } else if (needsSignIn || redirectTo) {
    screen = <p role="status">Redirecting…</p>;
  } else if (route.screen === 'dashboard') {
    screen = <Dashboard />;
  } else if (route.screen === 'not-found') {
    screen = <NotFound homePath={market.root} />;
  } else {
    screen = <ScreenPending screen={route.screen} dashboardPath={pathTo(tables, market, 'accountDashboardView') ?? market.root} />;
  }

  return (
    <Provider store={boot.store}>
      <div lang={market.languageRegionCode}>
        {showChrome && (
          <header className="site-header">
            <a href={market.root} className="brand">{brands.find((b) => b.id === market.brand)?.displayName} account · {market.name}</a>
            {signedIn && <button type="button" onClick={() => void signOut()}>Sign out</button>}
          </header>
        )}
        <main>{screen}</main>
      </div>
    </Provider>
  );
}
