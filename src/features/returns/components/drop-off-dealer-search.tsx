import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Spinner } from '../../../ui/spinner';
import { dealerSearchRequested, selectReturns } from '../slice';

/** The longest search text the dealer search takes (schemas/api dealerSearchQuery.q). */
const SEARCH_MAX = 60;

/** The dealer search: a text to look dealers up by, and how the search went (the results join the dealer choice). */
export function DropOffDealerSearch({ ids }: { ids: string }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { dropOff } = useSelector(selectReturns);
  const [query, setQuery] = useState('');
  const [queryProblem, setQueryProblem] = useState(false);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    const bad = q.length === 0 || q.length > SEARCH_MAX;
    setQueryProblem(bad);
    if (!bad) dispatch(dealerSearchRequested(q));
  };

  return (
    <section className="panel" aria-labelledby={`${ids}-search`}>
      <h2 id={`${ids}-search`}>{t('dropOff.searchHeading')}</h2>
      <form
        role="search"
        aria-labelledby={`${ids}-search`}
        onSubmit={search}
        noValidate
        className="return-dealer-search"
      >
        <div className="field">
          <label htmlFor={`${ids}-q`}>{t('dropOff.searchLabel')}</label>
          <input
            id={`${ids}-q`}
            type="search"
            value={query}
            maxLength={SEARCH_MAX}
            onChange={(e) => setQuery(e.target.value)}
            aria-invalid={queryProblem ? true : undefined}
            aria-describedby={queryProblem ? `${ids}-q-error` : undefined}
          />
          {queryProblem && (
            <p className="field-error" id={`${ids}-q-error`}>
              {t('dropOff.searchEmpty')}
            </p>
          )}
        </div>
        <div className="form-actions">
          <button type="submit" className="button" disabled={dropOff.search.status === 'loading'}>
            {t('dropOff.searchSubmit')}
          </button>
        </div>
      </form>
      {dropOff.search.status === 'loading' && <Spinner label={t('app.loading')} />}
      {dropOff.search.status === 'failed' && (
        <p className="field-error" role="alert">
          {t('dropOff.searchFailed')}
        </p>
      )}
      {dropOff.search.status === 'loaded' && dropOff.search.results.length === 0 && (
        <p role="status">{t('dropOff.noResults', { query: dropOff.search.query })}</p>
      )}
    </section>
  );
}
