import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { consentChosen, consentSettingsOpened, selectConsent } from '../slice';

/**
 * Spec 002 §2: the cookie choice. Accept and Decline have equal weight (same look, same size, side by side);
 * the banner does not block the page. It comes first in the page's tab order (the layout puts it before the
 * skip link); opened again from the footer, it takes the focus. Once the choice is made, the focus goes back
 * where it came from (the footer's link), or else to the page's content, never to <body>.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const state = useSelector(selectConsent);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!state.bannerOpen || !state.reopened) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
  }, [state.bannerOpen, state.reopened]);
  useEffect(() => {
    const closed = wasOpen.current && !state.bannerOpen;
    wasOpen.current = state.bannerOpen;
    if (!closed) return;
    const back = opener.current;
    opener.current = null;
    // Only when the focus went down with the banner (a choice pressed in it): otherwise the owner is elsewhere.
    if (document.activeElement && document.activeElement !== document.body) return;
    (back?.isConnected ? back : document.getElementById('main'))?.focus({ preventScroll: !back?.isConnected });
  }, [state.bannerOpen]);
  if (!state.bannerOpen) return null;
  return (
    <section className="consent-banner" aria-labelledby="consent-title">
      <div className="consent-inner">
        <h2 id="consent-title" ref={heading} tabIndex={-1}>
          {t('consent.title')}
        </h2>
        <p>{t('consent.body')}</p>
        {state.error && (
          <p className="field-error" role="alert">
            {t('consent.failed')}
          </p>
        )}
        <div className="consent-actions">
          <button type="button" className="button button-primary" onClick={() => dispatch(consentChosen('accept'))}>
            {t('consent.accept')}
          </button>
          <button type="button" className="button button-primary" onClick={() => dispatch(consentChosen('decline'))}>
            {t('consent.decline')}
          </button>
        </div>
      </div>
    </section>
  );
}

/** Spec 002 §2: a footer link reopens the choice, where the market asks for one. */
export function ConsentSettingsLink() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { mode } = useSelector(selectConsent);
  if (mode !== 'banner') return null;
  return (
    <button type="button" className="link-button site-footer-consent" onClick={() => dispatch(consentSettingsOpened())}>
      {t('consent.settings')}
    </button>
  );
}
