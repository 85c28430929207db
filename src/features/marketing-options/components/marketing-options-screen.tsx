import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { returnTarget } from '../../../lib/market/return-target';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useFragmentState } from '../../../ui/content/use-fragment';
import { YesNo } from '../../../ui/forms/yes-no';
import { LoadState } from '../../../ui/load-state';
import { useMarket, useSite } from '../../../ui/market-context';
import { RouteLink } from '../../../ui/route-link';
import { ScreenHeader } from '../../../ui/screen-header';
import { Spinner } from '../../../ui/spinner';
import { useUnsavedChanges } from '../../../ui/unsaved-changes';
import { useCampaignLink } from '../../../ui/use-campaign-link';
import { useModeFocus } from '../../../ui/use-mode-focus';
import { CONTENT_CATEGORY, CONTENT_NAME, readMarketingContent, type MarketingContent } from '../content';
import { canSave } from '../options';
import {
  allToggled,
  editCancelled,
  editStarted,
  imageConsentChanged,
  optionChanged,
  pageOpened,
  saveRequested,
  selectEveryYes,
  selectHasEdits,
  selectMarketing,
} from '../slice';
import { usePageOpened } from './use-page-opened';

const DISCARD_MODAL = 'marketing-options-discard';

/** Spec 000 §2: the marketing options page, view mode then edit mode. */
export function MarketingOptionsScreen() {
  const { t } = useTranslation();
  const fragment = useFragmentState(CONTENT_CATEGORY, CONTENT_NAME);
  // Read once per fragment: the options list starts the page load, so it must keep its identity.
  const content = useMemo(
    () => (fragment.status === 'loaded' ? readMarketingContent(fragment.data) : null),
    [fragment],
  );
  return (
    <div className="screen marketing-options">
      <ScreenHeader title={content?.heading ?? t('screen.marketing-options.title')} lead={content?.description} />
      {fragment.status === 'loading' && <Spinner label={t('app.loading')} />}
      {fragment.status !== 'loading' && !content && (
        <p className="panel panel-error" role="alert">
          {t('marketing.unavailable')}
        </p>
      )}
      {content && <MarketingOptions content={content} />}
      <ReturnButton />
    </div>
  );
}

function MarketingOptions({ content }: { content: MarketingContent }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const state = useSelector(selectMarketing);
  const allYes = useSelector(selectEveryYes);
  const hasEdits = useSelector(selectHasEdits);
  const { market } = useMarket();
  const site = useSite();
  const [activeModal, setActiveModal] = useState<string | null>(null);
  const options = content.options;
  const panel = useRef<HTMLElement>(null);
  // The image markets also ask for the image consent (market.imageConsent), a preference of its own.
  const imagePreference = market.imageConsent === true ? site.imageConsent.preference : null;
  usePageOpened('marketing-options', options, imagePreference);
  useModeFocus(panel, state.mode !== 'view');
  useUnsavedChanges(state.mode !== 'view' && hasEdits);

  if (state.load !== 'loaded') {
    return (
      <LoadState
        status={state.load}
        loadingLabel={t('app.loading')}
        message={t('marketing.loadFailed')}
        retryLabel={t('dashboard.retry')}
        onRetry={() => dispatch(pageOpened({ page: 'marketing-options', options, imagePreference }))}
      />
    );
  }

  if (state.mode === 'view') {
    return (
      <section ref={panel} className="panel option-summary" aria-labelledby="marketing-choices">
        <div className="panel-heading">
          <h2 id="marketing-choices">{t('marketing.yourChoices')}</h2>
          <button type="button" className="button button-primary" onClick={() => dispatch(editStarted())}>
            {content.editButton}
          </button>
        </div>
        <dl className="option-values">
          {options.map((o) => (
            <div key={o.apiVariable} className="option-value">
              <dt>{o.optionName}</dt>
              <dd>{valueText(state.saved[o.apiVariable] ?? null, content, t('marketing.notSet'))}</dd>
            </div>
          ))}
        </dl>
        {state.image && (
          <>
            <h3 className="option-group-heading">{t('marketing.image.heading')}</h3>
            <dl className="option-values">
              <div className="option-value">
                <dt>{t('marketing.image.question')}</dt>
                <dd>{valueText(state.image.saved, content, t('marketing.notSet'))}</dd>
              </div>
            </dl>
          </>
        )}
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave(state.values) && !state.saving) dispatch(saveRequested());
  };
  const cancel = () => (hasEdits ? setActiveModal(DISCARD_MODAL) : dispatch(editCancelled()));
  return (
    <form
      ref={(el) => {
        panel.current = el;
      }}
      className="panel option-form"
      onSubmit={submit}
      aria-labelledby="marketing-edit"
      noValidate
    >
      <div className="panel-heading">
        <h2 id="marketing-edit">{t('marketing.yourChoices')}</h2>
        <button type="button" className="link-button" onClick={() => dispatch(allToggled())}>
          {allYes ? content.deselectAll : content.selectAll}
        </button>
      </div>
      {state.restored && (
        <p className="notice" role="status">
          {t('marketing.restored')}
        </p>
      )}
      {options.map((o) => (
        <YesNo
          key={o.apiVariable}
          name={`option-${o.apiVariable}`}
          legend={o.optionName}
          description={o.optionDescription}
          value={state.values[o.apiVariable] ?? null}
          onChange={(value) => dispatch(optionChanged({ variable: o.apiVariable, value }))}
          yesLabel={content.yes}
          noLabel={content.no}
          disabled={state.saving}
        />
      ))}
      {state.image && (
        <>
          <h3 className="option-group-heading">{t('marketing.image.heading')}</h3>
          <YesNo
            name="image-consent"
            legend={t('marketing.image.question')}
            description={t('marketing.image.description')}
            value={state.image.value}
            onChange={(value) => dispatch(imageConsentChanged(value))}
            yesLabel={content.yes}
            noLabel={content.no}
            disabled={state.saving}
          />
        </>
      )}
      {!canSave(state.values) && (
        <p className="hint" id="marketing-incomplete">
          {t('marketing.answerAll')}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={cancel} disabled={state.saving}>
          {content.cancelButton}
        </button>
        <button
          type="submit"
          className="button button-primary"
          disabled={!canSave(state.values) || state.saving}
          aria-describedby={canSave(state.values) ? undefined : 'marketing-incomplete'}
        >
          {state.saving ? t('marketing.saving') : content.saveButton}
        </button>
      </div>
      <ConfirmDialog
        name={DISCARD_MODAL}
        activeModal={activeModal}
        title={t('marketing.discardTitle')}
        body={t('marketing.discardBody')}
        cancelLabel={t('marketing.keepEditing')}
        confirmLabel={t('marketing.discard')}
        onCancel={() => setActiveModal(null)}
        onConfirm={() => {
          setActiveModal(null);
          dispatch(editCancelled());
        }}
      />
    </form>
  );
}

function valueText(value: 1 | 0 | null, content: MarketingContent, unknown: string): string {
  if (value === 1) return content.yes;
  if (value === 0) return content.no;
  return unknown;
}

/** Spec 000 §2: hidden in webview; where it goes is data (src/lib/market/return-target.ts). */
export function ReturnButton() {
  const { t } = useTranslation();
  const { market, webview } = useMarket();
  const { returnLinks } = useSite().marketingOptions;
  const location = useLocation();
  const campaignLink = useCampaignLink();
  const target = useMemo(
    () => returnTarget(returnLinks, market.countryCode, market.domain, location),
    [returnLinks, market, location],
  );
  if (webview) return null;
  const label =
    'route' in target && target.route === 'signinCredentialsView'
      ? t('marketing.returnToSecurity')
      : t('app.returnToDashboard');
  return (
    <p className="return-link">
      {'route' in target ? (
        <RouteLink to={target.route} className="button">
          {label}
        </RouteLink>
      ) : (
        <a href={campaignLink(target.href)} className="button">
          {label}
        </a>
      )}
    </p>
  );
}
