import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { consentChosen, consentSettingsOpened, selectConsent } from '../slice';

/**
 * Spec 002 §2: the cookie choice. Accept and Decline have equal weight (same look, same size, side by side);
 * the banner does not block the page. Opened again from the footer, it takes the focus.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const state = useSelector(selectConsent);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.bannerOpen && state.reopened) heading.current?.focus();
  }, [state.bannerOpen, state.reopened]);
  if (!state.bannerOpen) return null;
  return (
    <section className="consent-banner" aria-labelledby="consent-title">
      <div className="consent-inner">
        <h2 id="consent-title" ref={heading} tabIndex={-1}>{t('consent.title')}</h2>
        <p>{t('consent.body')}</p>
        {state.error && <p className="field-error" role="alert">{t('consent.failed')}</p>}
        <div className="consent-actions">
          <button type="button" className="button button-primary" onClick={() => dispatch(consentChosen('accept'))}>{t('consent.accept')}</button>
          <button type="button" className="button button-primary" onClick={() => dispatch(consentChosen('decline'))}>{t('consent.decline')}</button>
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
  return <button type="button" className="link-button site-footer-consent" onClick={() => dispatch(consentSettingsOpened())}>{t('consent.settings')}</button>;
}
