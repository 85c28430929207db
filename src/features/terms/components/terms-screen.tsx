import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { TermsConsent } from '../../../generated/types/api/owner';
import { formatDate } from '../../../lib/format/date-time';
import { dataTextKey } from '../../../lib/texts/text-key';
import { useFeature } from '../../../ui/feature-host';
import { LoadState } from '../../../ui/load-state';
import { useMarket, useSite } from '../../../ui/market-context';
import { ScreenHeader } from '../../../ui/screen-header';
import { termsFeature } from '../feature';
import { currentAcceptance, earlierAcceptances, type TermsDocument } from '../outstanding';
import { acceptRequested, consentsRequested, selectTerms, type TermsState } from '../slice';

/** /terms-and-consents: each document the owner accepts, the version accepted and when, and earlier versions. */
export function TermsAndConsentsScreen() {
  useFeature(termsFeature);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { documents } = useSite().terms;
  const state = useSelector((s: { terms: TermsState }) => selectTerms(s));
  useEffect(() => {
    dispatch(consentsRequested());
  }, [dispatch]);
  return (
    <div className="screen terms">
      <ScreenHeader title={t('screen.terms-and-consents.title')} lead={t('terms.lead')} />
      {state.status === 'loaded' ? (
        <>
          {state.accept.status === 'saved' && (
            <p className="terms-saved" role="status">
              {t('terms.accepted')}
            </p>
          )}
          {state.accept.status === 'failed' && (
            <p className="terms-failed" role="alert">
              {t('terms.acceptFailed')}
            </p>
          )}
          {documents.map((d) => (
            <TermsDocumentPanel
              key={d.id}
              document={d}
              consents={state.consents}
              saving={state.accept.status === 'saving'}
            />
          ))}
        </>
      ) : (
        <LoadState
          status={state.status}
          loadingLabel={t('app.loading')}
          message={t('terms.loadFailed')}
          retryLabel={t('terms.retry')}
          onRetry={() => dispatch(consentsRequested())}
        />
      )}
    </div>
  );
}

/** The words of a document of site.json terms. */
export function useDocumentTexts(document: TermsDocument) {
  const { t } = useTranslation();
  const { market } = useMarket();
  return {
    title: t(dataTextKey('terms.doc', `${document.id}.title`)),
    changes: t(dataTextKey('terms.doc', `${document.id}.changes`)),
    version: t('terms.version', { version: document.version, date: formatDate(document.publishedOn, market, 'long') }),
  };
}

/** A link to a document's full text, named by which. */
export function ReadDocument({ document, title }: { document: TermsDocument; title: string }) {
  const { t } = useTranslation();
  return (
    <a href={document.href} className="terms-read" aria-label={t('terms.readOf', { document: title })}>
      {t('terms.read')}
    </a>
  );
}

function TermsDocumentPanel({
  document,
  consents,
  saving,
}: {
  document: TermsDocument;
  consents: TermsConsent[];
  saving: boolean;
}) {
  const { t } = useTranslation();
  const { market } = useMarket();
  const dispatch = useDispatch();
  const headingId = useId();
  const texts = useDocumentTexts(document);
  const current = currentAcceptance(document, consents);
  const earlier = earlierAcceptances(document, consents);
  return (
    <section className="panel terms-document" aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.title}</h2>
      <p className="terms-version">{texts.version}</p>
      {current ? (
        <p className="terms-accepted">
          {t('terms.acceptedOn', { date: formatDate(current.acceptedAt, market, 'long') })}
        </p>
      ) : (
        <>
          <p className="terms-not-accepted">{t('terms.notAccepted')}</p>
          <p>{texts.changes}</p>
        </>
      )}
      <p className="terms-actions">
        <ReadDocument document={document} title={texts.title} />
        {!current && (
          <button
            type="button"
            className="button button-primary"
            disabled={saving}
            aria-label={saving ? undefined : t('terms.acceptOf', { document: texts.title })}
            onClick={() =>
              dispatch(acceptRequested({ documents: [{ id: document.id, version: document.version }], from: 'page' }))
            }
          >
            {saving ? t('terms.accepting') : t('terms.accept')}
          </button>
        )}
      </p>
      {earlier.length > 0 && (
        <>
          <h3>{t('terms.earlier')}</h3>
          <ul className="terms-earlier">
            {earlier.map((c) => (
              <li key={`${c.version}-${c.acceptedAt}`}>
                {t('terms.earlierItem', { version: c.version, date: formatDate(c.acceptedAt, market, 'long') })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
