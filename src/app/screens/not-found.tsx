import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../ui/route-link';

/** Anything no route matches (the server answers such addresses with status 404). */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <section className="screen" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('screen.not-found.title')}</h1>
      <p>{t('notFound.description')}</p>
      <RouteLink to="accountDashboardView" className="button button-primary">
        {t('notFound.home')}
      </RouteLink>
    </section>
  );
}
