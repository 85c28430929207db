import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { townLine } from '../../../lib/format/address';
import { useMarket } from '../../../ui/market-context';
import { Spinner } from '../../../ui/spinner';
import { type Dealer } from '../dealer-details';
import { SEARCH_MAX_LENGTH, searchText } from '../sagas/dealer';
import { dealerSelected, newVehiclesOnlyChanged, searchRequested, selectPreferredDealer } from '../slice';
import { DealerErrorPanel } from './dealer-error';
import { DealerMap } from './dealer-map';

export function DealerSearch() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { search } = useSelector(selectPreferredDealer);
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const filterId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = searchText(query);
    setProblem(q === null);
    if (q !== null) dispatch(searchRequested(q));
  };
  return (
    <section className="panel dealer-search" aria-labelledby="dealer-search-heading">
      <h2 id="dealer-search-heading">{t('dealer.search.heading')}</h2>
      <form
        className="dealer-search-form"
        onSubmit={submit}
        noValidate
        role="search"
        aria-labelledby="dealer-search-heading"
      >
        <div className="field">
          <label htmlFor={inputId}>{t('dealer.search.label')}</label>
          <input
            id={inputId}
            type="search"
            value={query}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(e) => setQuery(e.target.value)}
            aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
            aria-invalid={problem ? true : undefined}
          />
          <p className="hint" id={hintId}>
            {t('dealer.search.hint')}
          </p>
        </div>
        {/* Beside the search: a search already made is made again at once with the filter on or off. */}
        <div className="dealer-search-filter">
          <input
            id={filterId}
            type="checkbox"
            checked={search.newVehiclesOnly}
            onChange={(e) => dispatch(newVehiclesOnlyChanged(e.target.checked))}
          />
          <label htmlFor={filterId}>{t('dealer.search.newVehicles')}</label>
        </div>
        {problem && (
          <p className="field-error" id={errorId} role="alert">
            {t('dealer.search.empty')}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={search.status === 'loading'}>
            {t('dealer.search.submit')}
          </button>
        </div>
      </form>
      {search.status === 'loading' && <Spinner label={t('app.loading')} />}
      {search.status === 'failed' && search.error && <DealerErrorPanel error={search.error} />}
      {search.status === 'loaded' && search.results.length === 0 && (
        <p role="status">
          {search.newVehiclesOnly
            ? t('dealer.search.noNewVehicleResults', { query: search.query })
            : t('dealer.search.noResults', { query: search.query })}
        </p>
      )}
      {search.status === 'loaded' && search.results.length > 0 && (
        <DealerResults results={search.results} query={search.query} newVehiclesOnly={search.newVehiclesOnly} />
      )}
    </section>
  );
}

/**
 * The results as a list, and on a map where the market has a maps script and consent group 6 allows it (the consent
 * feature loads it on scriptWanted); without one the list is the whole presentation.
 */
export function DealerResults({
  results,
  query,
  newVehiclesOnly,
}: {
  results: Dealer[];
  query: string;
  newVehiclesOnly: boolean;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { selected, mapsLoaded } = useSelector(selectPreferredDealer);
  const { market, tables } = useMarket();
  const { site } = tables;
  return (
    <>
      <h3 className="dealer-results-heading">
        {newVehiclesOnly ? t('dealer.search.newVehicleResults', { query }) : t('dealer.search.results', { query })}
      </h3>
      <DealerMap results={results} />
      <ol className="dealer-results">
        {results.map((d, i) => (
          <li key={d.dealerCode}>
            <button
              type="button"
              className="dealer-result"
              aria-pressed={selected.dealerCode === d.dealerCode}
              onClick={() => {
                if (d.dealerId) dispatch(dealerSelected({ dealerId: d.dealerId, dealerCode: d.dealerCode }));
              }}
            >
              <span className="dealer-result-name">
                {mapsLoaded && <span className="dealer-result-number">{`${i + 1}. `}</span>}
                {d.name}
              </span>
              <span className="dealer-result-address">{`${d.street}, ${townLine(d, market.countryCode, site.formats.addressFormats)}`}</span>
              {d.sellsNewVehicles === true && <span className="dealer-result-badge">{t('dealer.newVehicles')}</span>}
            </button>
          </li>
        ))}
      </ol>
    </>
  );
}
