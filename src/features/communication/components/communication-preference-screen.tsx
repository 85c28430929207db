import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFragmentState } from '../../../ui/content/use-fragment';
import { useFeature } from '../../../ui/feature-host';
import { RouteLink } from '../../../ui/route-link';
import { ScreenHeader } from '../../../ui/screen-header';
import { Spinner } from '../../../ui/spinner';
import {
  CONTENT_CATEGORY,
  CONTENT_NAME,
  readCommunicationContent,
  type CommOption,
  type CommunicationContent,
} from '../content';
import { communicationFeature } from '../feature';
import { questionsOf } from '../options';
import { PreferencePage, type PrefItem } from './preference-page';

const items = (options: CommOption[], content: CommunicationContent): PrefItem[] =>
  options.map((o) => ({
    variable: o.apiVariable,
    name: o.optionName,
    description: o.optionDescription,
    mandatory: o.mandatory,
    yesLabel: content.yes,
    noLabel: content.no,
  }));

/** How (channels) and about what (topics) the owner may be contacted, saved as privacy preferences. */
export function CommunicationPreferenceScreen() {
  useFeature(communicationFeature);
  const { t } = useTranslation();
  const fragment = useFragmentState(CONTENT_CATEGORY, CONTENT_NAME);
  const content = useMemo(
    () => (fragment.status === 'loaded' ? readCommunicationContent(fragment.data) : null),
    [fragment],
  );
  const questions = useMemo(() => (content ? questionsOf([...content.channels, ...content.topics]) : []), [content]);
  const sections = useMemo(
    () =>
      content
        ? [
            { id: 'channels', heading: content.channelsHeading, items: items(content.channels, content) },
            { id: 'topics', heading: content.topicsHeading, items: items(content.topics, content) },
          ]
        : [],
    [content],
  );
  return (
    <div className="screen communication-preference">
      <ScreenHeader
        title={content?.heading ?? t('screen.communication-preference.title')}
        lead={content?.description}
      />
      {fragment.status === 'loading' && <Spinner label={t('app.loading')} />}
      {fragment.status !== 'loading' && !content && (
        <p className="panel panel-error" role="alert">
          {t('comm.unavailable')}
        </p>
      )}
      {content && (
        <PreferencePage page="communication-preference" texts={content} sections={sections} questions={questions} />
      )}
      <p className="return-link">
        <RouteLink to="account-dashboard" className="button">
          {t('app.returnToDashboard')}
        </RouteLink>
      </p>
    </div>
  );
}
