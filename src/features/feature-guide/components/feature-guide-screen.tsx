import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { FeatureGuideResponse } from '../../../generated/types/api/owner';
import { vehicleModel } from '../../../lib/format/vehicle-name';
import { BackToGarage } from '../../../ui/back-to-garage';
import { fragmentRetried, type FragmentState } from '../../../ui/content/slice';
import { useFragmentState } from '../../../ui/content/use-fragment';
import { ContentHtml } from '../../../ui/content-html';
import { useFeature } from '../../../ui/feature-host';
import { LoadFailed, LoadState } from '../../../ui/load-state';
import { ScreenHeader } from '../../../ui/screen-header';
import { Spinner } from '../../../ui/spinner';
import { useAskAgainOnline } from '../../../ui/use-online';
import { useVinParam } from '../../../ui/use-vin-param';
import { featureGuideFeature } from '../feature';
import { guideTopics } from '../guide-content';
import { guideRequested, selectGuideOf, type FeatureGuideState } from '../slice';

/** The content fragment of the articles' words (category and name alike). */
const FRAGMENT = 'feature-guide';

/**
 * /feature-guide?vin=…: how to use the features of one vehicle of the garage, by topic. The service answers which
 * articles apply to its model and year; their words are content in the owner's language (every vehicle card of the
 * dashboard links here).
 */
export function FeatureGuideScreen() {
  useFeature(featureGuideFeature);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const vin = useVinParam();
  const state = useSelector((s: { featureGuide: FeatureGuideState }) => selectGuideOf(s, vin));
  useEffect(() => {
    if (vin) dispatch(guideRequested({ vin }));
  }, [dispatch, vin]);
  useAskAgainOnline(state.status === 'failed' && state.offline && vin !== '', () => dispatch(guideRequested({ vin })));
  // Asked for as the screen opens, beside the guide: the articles wait for both.
  const fragment = useFragmentState(FRAGMENT, FRAGMENT);

  return (
    <div className="screen feature-guide">
      <ScreenHeader title={t('screen.feature-guide.title')} lead={t('guide.lead')} />
      {!vin ? (
        <div className="panel guide-message">
          <p>{t('guide.noVehicle')}</p>
          <BackToGarage />
        </div>
      ) : state.status === 'failed' && state.reason === 'not-in-garage' ? (
        <LoadFailed message={t('guide.notInGarage')}>
          <BackToGarage />
        </LoadFailed>
      ) : state.status === 'loaded' ? (
        <Articles guide={state.guide} fragment={fragment} />
      ) : (
        <LoadState
          status={state.status}
          loadingLabel={t('app.loading')}
          message={t('guide.loadFailed')}
          retryLabel={t('guide.retry')}
          onRetry={() => dispatch(guideRequested({ vin }))}
        />
      )}
    </div>
  );
}

/** The articles that apply, under their topics; each opens in place to its steps. */
function Articles({ guide, fragment }: { guide: FeatureGuideResponse; fragment: FragmentState }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const topics = useMemo(
    () => (fragment.status === 'loaded' ? guideTopics(fragment.data, guide.articles) : null),
    [fragment, guide.articles],
  );
  const vehicle = vehicleModel({ modelName: guide.model, modelYear: guide.modelYear }, t);
  if (fragment.status === 'loading') return <Spinner label={t('app.loading')} />;
  return (
    <>
      <p className="guide-vehicle">{t('guide.vehicle', { vehicle })}</p>
      {fragment.status === 'unavailable' ? (
        // Asked for as the screen opened, the words may have failed where the guide's call did not: asked again.
        <LoadFailed
          message={t('guide.contentUnavailable')}
          retryLabel={t('guide.retry')}
          onRetry={() => dispatch(fragmentRetried({ category: FRAGMENT, name: FRAGMENT }))}
        />
      ) : topics === null ? (
        // Content without a guide: asking again would bring the same.
        <p className="panel guide-message" role="status">
          {t('guide.contentUnavailable')}
        </p>
      ) : topics.length === 0 ? (
        <div className="panel guide-message">
          <p>{t('guide.empty')}</p>
          <BackToGarage />
        </div>
      ) : (
        topics.map((topic) => (
          <section key={topic.id} className="guide-topic" aria-labelledby={`guide-topic-${topic.id}`}>
            <h2 id={`guide-topic-${topic.id}`}>{topic.name}</h2>
            <ul className="guide-articles">
              {topic.articles.map((a) => (
                <li key={a.id} className="guide-article">
                  <details>
                    <summary>
                      <span className="guide-article-title">{a.title}</span>
                      <span className="guide-article-summary">{a.summary}</span>
                    </summary>
                    {/* Content's markup, sanitised before it reaches the page. */}
                    <ContentHtml className="guide-article-body" html={a.bodyHtml} />
                  </details>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      {topics !== null && topics.length > 0 && (
        <p className="guide-back">
          <BackToGarage />
        </p>
      )}
    </>
  );
}
