import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { useFragmentState } from '../../../ui/content/use-fragment';
import { useFeature } from '../../../ui/feature-host';
import { RouteLink, useHasRoute } from '../../../ui/route-link';
import { ScreenHeader } from '../../../ui/screen-header';
import { Spinner } from '../../../ui/spinner';
import { CONTENT_CATEGORY, CONTENT_NAME, readEmailContent, type EmailContent } from '../content';
import { communicationFeature } from '../feature';
import { questionsOf } from '../options';
import { selectCommPrefs } from '../prefs-slice';
import { PreferencePage, type PrefSection } from './preference-page';

function sectionsOf(content: EmailContent): PrefSection[] {
  return [
    {
      id: 'emails',
      heading: content.emailsHeading,
      items: content.emails.map((o) => ({
        variable: o.apiVariable,
        name: o.optionName,
        description: o.optionDescription,
        mandatory: o.mandatory,
        yesLabel: content.yes,
        noLabel: content.no,
      })),
    },
    {
      id: 'format',
      heading: '',
      items: [
        {
          variable: content.formatVariable,
          name: content.formatHeading,
          description: '',
          mandatory: false,
          yesLabel: content.html,
          noLabel: content.plainText,
        },
      ],
    },
  ];
}

/**
 * Which emails the owner receives and in which format (1 HTML, 0 plain text), saved through the marketing ECP call
 * into the privacy preferences of the profile.
 */
export function EmailPreferenceScreen() {
  useFeature(communicationFeature);
  const { t } = useTranslation();
  const fragment = useFragmentState(CONTENT_CATEGORY, CONTENT_NAME);
  const content = useMemo(() => (fragment.status === 'loaded' ? readEmailContent(fragment.data) : null), [fragment]);
  const questions = useMemo(
    () => (content ? [...questionsOf(content.emails), { variable: content.formatVariable, mandatory: false }] : []),
    [content],
  );
  const sections = useMemo(() => (content ? sectionsOf(content) : []), [content]);
  return (
    <div className="screen email-preference">
      <ScreenHeader title={content?.heading ?? t('screen.email-preference.title')} lead={content?.description} />
      {fragment.status === 'loading' && <Spinner label={t('app.loading')} />}
      {fragment.status !== 'loading' && !content && (
        <p className="panel panel-error" role="alert">
          {t('comm.unavailable')}
        </p>
      )}
      {content && (
        <PreferencePage
          page="email-preference"
          texts={content}
          sections={sections}
          questions={questions}
          format={content.formatVariable}
        >
          <EmailAddress />
        </PreferencePage>
      )}
      <p className="return-link">
        <RouteLink to="account-dashboard" className="button">
          {t('app.returnToDashboard')}
        </RouteLink>
      </p>
    </div>
  );
}

/** Where the emails go, and where that address is changed (the change-email page, where the market has it). */
function EmailAddress() {
  const { t } = useTranslation();
  const { email } = useSelector(selectCommPrefs);
  const hasRoute = useHasRoute();
  if (!email) return null;
  return (
    <p className="comm-address">
      {t('emailPref.sentTo', { email })}{' '}
      {hasRoute('change-email') ? (
        <RouteLink to="change-email">{t('emailPref.changeAddress')}</RouteLink>
      ) : (
        t('emailPref.changeElsewhere')
      )}
    </p>
  );
}
