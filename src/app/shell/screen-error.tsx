import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../ui/route-link';

/** A screen's code that could not be downloaded (Chromium, Firefox, Safari word it differently), or no connection at all. */
export function isLoadFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return true;
  return error instanceof Error && /dynamically imported module|importing a module script failed|failed to fetch/i.test(error.message);
}

/**
 * A screen that throws (or whose chunk fails to load) shows this in its place, inside the shell: the header and
 * footer stay, and the owner has a way on. The error is logged, not shown. A screen that could not be downloaded
 * says the connection is lost and loads again by itself when it is back (or on Try again), without a reload, so
 * nothing typed elsewhere on the page is lost.
 */
export function ScreenError({ error, retry }: { error?: unknown; retry?: () => void }) {
  const { t } = useTranslation();
  const lost = retry !== undefined && isLoadFailure(error);
  useEffect(() => {
    if (!lost) return;
    // Back online after the failure: try the screen again.
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [lost, retry]);
  if (lost) {
    return (
      <section className="screen" aria-labelledby="screen-error-title">
        <h1 id="screen-error-title">{t('app.offline.title')}</h1>
        <p role="alert">{t('app.offline.body')}</p>
        <p className="actions">
          <button type="button" className="button button-primary" onClick={retry}>{t('app.screenError.reload')}</button>
        </p>
      </section>
    );
  }
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
