import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { selectSessionStatus } from '../../features/session/slice';
import type { ResolvedRoute } from '../../generated/types/routes';
import { routePath } from '../../lib/market/route-paths';
import { parentTrail } from '../../lib/market/route-trail';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { useMarket } from '../../ui/market-context';
import { useAppSelector } from '../hooks';
import { useFragment } from './use-fragment';

const RouterLink = ({ to, children }: { to: string; children: ReactNode }) => <Link to={to}>{children}</Link>;

/**
 * Spec 000 §2 breadcrumbs on every page below the dashboard: the start label from configuration (the
 * app-information fragment) leading to the account home, the dashboard (unless the home is the dashboard), the
 * pages the route data names as its parents (order details: order history), then the current page. A guest on a guest
 * page is not offered the dashboard, which would only send them to sign in.
 */
export function PageBreadcrumbs({ route }: { route: ResolvedRoute }) {
  const { t } = useTranslation();
  const { routes } = useMarket();
  const info = useFragment('app-information');
  const start = typeof info?.breadcrumbStart === 'string' ? info.breadcrumbStart : null;
  const dashboard = routePath(routes, 'accountDashboardView');
  const signedIn = useAppSelector(selectSessionStatus) === 'authenticated';
  // Where the account home shows the dashboard, the start already leads there: no second link to the same page.
  const homeIsDashboard = routes.some((r) => r.paths.includes('/') && r.screen === 'dashboard');
  if (route.screen === 'dashboard' || route.screen === 'not-found' || route.breadcrumbs === false) return null;
  if (!start || !dashboard) return null;
  const parents = parentTrail(routes, route).flatMap((p) => {
    const to = routePath(routes, p.id);
    return to === undefined ? [] : [{ label: t(`screen.${p.screen}.title`), to }];
  });
  return (
    <Breadcrumbs
      startLabel={start}
      startTo="/"
      trail={
        route.auth === 'owner' || signedIn
          ? [...(homeIsDashboard ? [] : [{ label: t('screen.dashboard.title'), to: dashboard }]), ...parents]
          : []
      }
      current={t(`screen.${route.screen}.title`)}
      Link={RouterLink}
      expandLabel={t('ui.breadcrumbs.expand')}
      navLabel={t('ui.breadcrumbs.nav')}
    />
  );
}
