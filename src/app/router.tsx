import { Component, useMemo, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { CurrentRoute, useCurrentRoute } from './shell/current-route';
import { Layout } from './shell/layout';
import { preloadScreen, RouteScreen } from './shell/route-screen';
import { ScreenError } from './shell/screen-error';
import type { ResolvedRoute } from '../generated/types/routes';
import { routerPath } from '../lib/market/route-paths';

/**
 * The react-router routes of one language entry, from its generated route table: every path of a route (the
 * localised ones, extra ones like no-no's /product/no-no) renders that route's screen, each behind its own error
 * boundary, inside the shell layout. Declarative routes (not the data router): the app loads its data in sagas,
 * and the data router's code would be half of the first bundle's routing (measured: 28.9 KB against 13.3 KB br).
 */
export function appRoutes(routes: readonly ResolvedRoute[]): RouteObject[] {
  const children: RouteObject[] = routes.flatMap((route) =>
    route.paths.map((p): RouteObject => {
      const path = routerPath(p, route.exact);
      const common = {
        element: (
          <ScreenBoundary>
            <RouteScreen route={route} />
          </ScreenBoundary>
        ),
        handle: route,
      };
      return path === '' ? { index: true, ...common } : { path, ...common };
    }),
  );
  return [{ element: <Layout />, children }];
}

/** The routes of the market's table, under a BrowserRouter whose basename is the market root. */
export function AppRoutes({ routes }: { routes: readonly ResolvedRoute[] }) {
  const objects = useMemo(() => appRoutes(routes), [routes]);
  const location = useLocation();
  const matches = matchRoutes(objects, location);
  const current = matches?.[matches.length - 1]?.route.handle as ResolvedRoute | undefined;
  const element = useRoutes(objects);
  return <CurrentRoute.Provider value={current}>{element}</CurrentRoute.Provider>;
}

/**
 * A screen that throws (or whose chunk fails to load) shows ScreenError in its place, inside the shell; another
 * page starts afresh (the boundary is keyed by the path).
 */
function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const route = useCurrentRoute();
  return (
    <ErrorBoundary key={pathname} load={() => (route ? preloadScreen(route.screen) : Promise.resolve())}>
      {children}
    </ErrorBoundary>
  );
}

class ErrorBoundary extends Component<
  { children: ReactNode; load: () => Promise<void> },
  { failed: boolean; error: unknown }
> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown): { failed: boolean; error: unknown } {
    return { failed: true, error };
  }

  /**
   * A screen whose code could not be downloaded is asked for again, in place. The screen comes back only once its
   * code is here: a failed attempt leaves the error shown (no spinner in between) and answers false.
   */
  private readonly retry = async (): Promise<boolean> => {
    try {
      await this.props.load();
    } catch {
      return false;
    }
    this.setState({ failed: false, error: undefined });
    return true;
  };

  override componentDidCatch(error: unknown): void {
    console.error('screen failed', error);
  }

  override render(): ReactNode {
    return this.state.failed ? <ScreenError error={this.state.error} retry={this.retry} /> : this.props.children;
  }
}
