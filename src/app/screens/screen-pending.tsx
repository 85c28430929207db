import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../ui/screen';
import { RouteLink } from '../../ui/route-link';

/**
 * A screen whose capability is not built yet. The registry names it explicitly per screen id, so a route is
 * never silently left without a screen.
 */
export function ScreenPending({ route }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <section className="screen" aria-labelledby="pending-title">
      <h1 id="pending-title">{t(`screen.${route.screen}.title`)}</h1>
      <p>{t('pending.body')}</p>
      <RouteLink to="accountDashboardView" className="button">{t('app.returnToDashboard')}</RouteLink>
    </section>
  );
}
