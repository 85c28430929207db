import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../ui/market-context';
import { RouteLink } from '../../ui/route-link';
import { useOnline } from '../../ui/use-online';

/** A screen's code that could not be downloaded (Chromium, Firefox, Safari word it differently), or no connection at all. */
export function isLoadFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return true;
  return (
    error instanceof Error &&
    /dynamically imported module|importing a module script failed|failed to fetch/i.test(error.message)
  );
}

/** Asks for the screen again; true once it is back. */
type Retry = () => Promise<boolean>;

/**
 * Tries a screen that could not be downloaded again by itself: when the browser is back online, and, since the
 * browser can be online while the server is out of reach, after a wait that doubles each time, while the page is
 * visible (a hidden tab waits, and tries at once when it is shown again). The first wait and its ceiling are
 * site.json timings.screenRetryFirstMs and screenRetryMaxMs. Returns the owner's own Try again.
 */
function useAutoRetry(active: boolean, retry: Retry | undefined): () => void {
  const now = useRef<() => void>(() => undefined);
  const { screenRetryFirstMs: firstMs, screenRetryMaxMs: maxMs } = useSite().timings;
  useEffect(() => {
    if (!active || !retry) return;
    let stopped = false;
    let busy = false;
    let attempt = 0;
    let timer: number | undefined;
    const schedule = () => {
      window.clearTimeout(timer);
      if (stopped || document.visibilityState !== 'visible' || !navigator.onLine) return; // `online` or `visibilitychange` brings it back
      timer = window.setTimeout(tryNow, Math.min(firstMs * 2 ** attempt, maxMs));
      attempt += 1;
    };
    const tryNow = () => {
      if (busy || stopped) return;
      busy = true;
      window.clearTimeout(timer);
      void retry().then((back) => {
        busy = false;
        if (!back) schedule();
      });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') tryNow();
      else window.clearTimeout(timer);
    };
    now.current = tryNow;
    window.addEventListener('online', tryNow);
    document.addEventListener('visibilitychange', onVisibility);
    schedule();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      window.removeEventListener('online', tryNow);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [active, retry, firstMs, maxMs]);
  return () => now.current();
}

/**
 * A screen that throws (or whose chunk fails to load) shows this in its place, inside the shell: the header and
 * footer stay, and the owner has a way on. The error is logged, not shown. A screen that could not be downloaded
 * says the connection is lost (the browser's, or only the server's) and loads again by itself (or on Try again),
 * without a reload, so nothing typed elsewhere on the page is lost.
 */
export function ScreenError({ error, retry }: { error?: unknown; retry?: Retry }) {
  const { t } = useTranslation();
  const online = useOnline();
  const lost = retry !== undefined && isLoadFailure(error);
  const tryAgain = useAutoRetry(lost, retry);
  if (lost) {
    const state = online ? 'app.unreachable' : 'app.offline';
    return (
      <section className="screen" aria-labelledby="screen-error-title">
        <h1 id="screen-error-title">{t(`${state}.title`)}</h1>
        <p role="alert">{t(`${state}.body`)}</p>
        <p className="actions">
          <button type="button" className="button button-primary" onClick={tryAgain}>
            {t('app.offline.retry')}
          </button>
        </p>
      </section>
    );
  }
  return (
    <section className="screen" aria-labelledby="screen-error-title">
      <h1 id="screen-error-title">{t('app.screenError.title')}</h1>
      <p role="alert">{t('app.screenError.body')}</p>
      <p className="actions">
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          {t('app.screenError.reload')}
        </button>
        <RouteLink to="accountDashboardView" className="button">
          {t('app.returnToDashboard')}
        </RouteLink>
      </p>
    </section>
  );
}
