import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../ui/route-link';

/**
 * A screen that throws (or whose chunk fails to load) shows this in its place, inside the shell: the header and
 * footer stay, and the owner has a way on. The error is logged, not shown.
 */
export function ScreenError() {
  const { t } = useTranslation();
  return (
    <section className="screen" aria-labelledby="screen-error-title">
      <h1 id="screen-error-title">{t('app.screenError.title')}</h1>
      <p role="alert">{t('app.screenError.body')}</p>
      <p className="actions">
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>{t('app.screenError.reload')}</button>
        <RouteLink to="accountDashboardView" className="button">{t('app.returnToDashboard')}</RouteLink>
      </p>
    </section>
  );
}
