import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { selectSessionStatus, selectSignInProblem, signInRequested } from '../../features/session/slice';
import type { ScreenId } from '../../generated/types/routes';
import type { ResolvedRoute } from '../../generated/types/routes';
import { loadFullStylesheet, startSheetStyles } from '../../lib/full-stylesheet';
import { routePath, underRoot } from '../../lib/market/route-paths';
import { useMarket } from '../../ui/market-context';
import type { ScreenProps } from '../../ui/screen';
import { Spinner } from '../../ui/spinner';
import { useAppDispatch, useAppSelector } from '../hooks';
import { screenTextsLoaded } from './screen-texts';
import { SignedOut, SignInUnavailable } from './sign-in-problem';
import { screens } from '../screens';

/**
 * A screen's code, its own texts (screen-texts.ts) and its styles: it renders once all are in. The page's own screen
 * is styled by the page's start sheet; another waits for the whole stylesheet (src/lib/full-stylesheet.ts).
 */
const loadScreen = async (id: ScreenId) =>
  (
    await Promise.all([screens[id](), screenTextsLoaded(id), startSheetStyles(id) ? undefined : loadFullStylesheet()])
  )[0];

/** Each screen's component: lazy until preloadScreen puts the loaded one in its place. */
const screenComponents = Object.fromEntries(
  (Object.keys(screens) as ScreenId[]).map((id) => [id, lazy(() => loadScreen(id))]),
) as Record<ScreenId, LazyExoticComponent<ComponentType<ScreenProps>> | ComponentType<ScreenProps>>;

/**
 * Loads a screen's code before the first render. A lazy screen suspends at least once, even when its code is
 * already downloaded, and React then holds the revealed page back for its fallback throttle (some 300 ms).
 * Also how a screen whose code failed to download is asked for again: React keeps a lazy component's failure
 * for good, while the browser fetches a failed module again on the next import().
 */
export async function preloadScreen(id: ScreenId): Promise<void> {
  screenComponents[id] = (await loadScreen(id)).default;
}

/**
 * One route of the table: owner routes need a signed-in owner (spec 000 §6: sign-in starts), guest and public
 * ones are open; a signed-in owner on the market root goes on to the dashboard (signedInRedirect).
 */
export function RouteScreen({ route }: { route: ResolvedRoute }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { routes } = useMarket();
  const status = useAppSelector(selectSessionStatus);
  const problem = useAppSelector(selectSignInProblem);
  const signedIn = status === 'authenticated';
  const needsSignIn = route.auth === 'owner' && !signedIn;

  // A sign-in that could not start is not tried again on its own: the page says so (SignInUnavailable).
  useEffect(() => {
    if (needsSignIn && status === 'unauthenticated' && problem === undefined) dispatch(signInRequested());
  }, [needsSignIn, status, problem, dispatch]);

  useEffect(() => {
    document.title = `${t(`screen.${route.screen}.title`)} · ${t('app.title')}`;
  }, [t, route.screen]);

  if (status === 'signedOut') return <SignedOut />;
  if (needsSignIn && status === 'refused') return <SignInRefused />;
  if (!signedIn && problem === 'unavailable') return <SignInUnavailable />;
  if (needsSignIn) return <Spinner label={t('app.redirecting')} />;
  const redirect = signedIn && route.signedInRedirect ? routePath(routes, route.signedInRedirect) : undefined;
  if (redirect !== undefined) return <Navigate to={redirect} replace />;
  const Screen = screenComponents[route.screen];
  return (
    <Suspense fallback={<Spinner label={t('app.loading')} />}>
      <Screen route={route} />
    </Suspense>
  );
}

/** The provider sent the owner back but the sign-in could not be completed: say so, offer to try again. */
function SignInRefused() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { market, routes } = useMarket();
  const dashboard = routePath(routes, 'accountDashboardView');
  return (
    <section className="screen" aria-labelledby="signin-failed">
      <h1 id="signin-failed">{t('app.signInFailed.title')}</h1>
      <p role="alert">{t('app.signInFailed.body')}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => dispatch(signInRequested({ returnPath: dashboard && underRoot(market, dashboard) }))}
      >
        {t('app.signInAgain')}
      </button>
    </section>
  );
}
