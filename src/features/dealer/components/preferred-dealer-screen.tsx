import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useFragmentState } from '../../../lib/content/use-fragment';
import { scriptWanted } from '../../../lib/events/analytics';
import { formatDate, formatTime } from '../../../lib/format/date-time';
import { useFeature } from '../../../ui/feature-host';
import { useMarket } from '../../../ui/market-context';
import { ContentHtml } from '../../../ui/content-html';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { useUnsavedChanges } from '../../../ui/unsaved-changes';
import { useShownOnceReady } from '../../../ui/use-shown-once-ready';
import { DEALER_TRANSFORMATION_ERROR, type Dealer, type DealerError } from '../dealer-details';
import { preferredDealerFeature } from '../feature';
import { SEARCH_MAX_LENGTH, searchText } from '../sagas';
import { dealerSelected, preferredDealerOpened, searchRequested, selectPreferredDealer, setPreferredRequested } from '../slice';
import { addressLines, townLine } from '../../../lib/format/address';
import { phoneForDisplay, phoneHref } from '../../../lib/phone/display';

const CONSENT_MODAL = 'dealer-consent';
const CONSENT_FRAGMENT = 'dealer-consent';

/** The preferred dealer first, then a dealer search, the chosen result's details, and "set as preferred" after the dealer consent. */
export function PreferredDealerScreen() {
  useFeature(preferredDealerFeature);
  const { t } = useTranslation();
  const { market } = useMarket();
  const dispatch = useDispatch();
  const state = useSelector(selectPreferredDealer);
  useEffect(() => { dispatch(preferredDealerOpened()); }, [dispatch]);
  // The search appears with the preferred dealer, not above a panel still growing from a spinner to a dealer card.
  const ready = useShownOnceReady(state.preferred.status === 'idle' || state.preferred.status === 'loading');
  return (
    <div className="screen preferred-dealer">
      <div className="screen-header">
        <h1>{t('screen.preferred-dealer.title')}</h1>
      </div>
      <section className="panel dealer-current" aria-labelledby="dealer-current-heading">
        <h2 id="dealer-current-heading">{t('dealer.current.heading')}</h2>
        {(state.preferred.status === 'loading' || state.preferred.status === 'idle') && <Spinner label={t('app.loading')} />}
        {state.preferred.status === 'failed' && state.preferred.error && (
          <DealerErrorPanel error={state.preferred.error} onRetry={() => dispatch(preferredDealerOpened())} />
        )}
        {state.preferred.status === 'loaded' && (state.preferred.dealer
          ? <DealerCard dealer={state.preferred.dealer} />
          : <p className="dealer-none">{t('dealer.current.none')}</p>)}
        {state.rewardPoints !== null && state.rewardPoints > 0 && (
          <p className="dealer-rewards" role="status">{t('dealer.rewards.earned', { points: new Intl.NumberFormat(market.languageRegionCode).format(state.rewardPoints), count: state.rewardPoints })}</p>
        )}
      </section>
      {ready && <DealerSearch />}
      {ready && <SelectedDealer />}
    </div>
  );
}

function DealerSearch() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { search } = useSelector(selectPreferredDealer);
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = searchText(query);
    setProblem(q === null);
    if (q !== null) dispatch(searchRequested(q));
  };
  return (
    <section className="panel dealer-search" aria-labelledby="dealer-search-heading">
      <h2 id="dealer-search-heading">{t('dealer.search.heading')}</h2>
      <form className="dealer-search-form" onSubmit={submit} noValidate role="search" aria-labelledby="dealer-search-heading">
        <div className="field">
          <label htmlFor={inputId}>{t('dealer.search.label')}</label>
          <input id={inputId} type="search" value={query} maxLength={SEARCH_MAX_LENGTH} onChange={(e) => setQuery(e.target.value)}
            aria-describedby={problem ? `${hintId} ${errorId}` : hintId} aria-invalid={problem ? true : undefined} />
          <p className="hint" id={hintId}>{t('dealer.search.hint')}</p>
        </div>
        {problem && <p className="field-error" id={errorId} role="alert">{t('dealer.search.empty')}</p>}
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={search.status === 'loading'}>{t('dealer.search.submit')}</button>
        </div>
      </form>
      {search.status === 'loading' && <Spinner label={t('app.loading')} />}
      {search.status === 'failed' && search.error && <DealerErrorPanel error={search.error} />}
      {search.status === 'loaded' && search.results.length === 0 && <p role="status">{t('dealer.search.noResults', { query: search.query })}</p>}
      {search.status === 'loaded' && search.results.length > 0 && <DealerResults results={search.results} query={search.query} />}
    </section>
  );
}

/**
 * The results as a list, and on a map where the market has a maps script and consent group 6 allows it (the consent
 * feature loads it on scriptWanted); without one the list is the whole presentation.
 */
function DealerResults({ results, query }: { results: Dealer[]; query: string }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { selected, mapsLoaded } = useSelector(selectPreferredDealer);
  const { market } = useMarket();
  return (
    <>
      <h3 className="dealer-results-heading">{t('dealer.search.results', { query })}</h3>
      <DealerMap results={results} />
      <ol className="dealer-results">
        {results.map((d, i) => (
          <li key={d.dealerCode}>
            <button type="button" className="dealer-result" aria-pressed={selected.dealerCode === d.dealerCode}
              onClick={() => { if (d.dealerId) dispatch(dealerSelected({ dealerId: d.dealerId, dealerCode: d.dealerCode })); }}>
              <span className="dealer-result-name">{mapsLoaded && <span className="dealer-result-number">{`${i + 1}. `}</span>}{d.name}</span>
              <span className="dealer-result-address">{`${d.street}, ${townLine(d, market.countryCode)}`}</span>
            </button>
          </li>
        ))}
      </ol>
    </>
  );
}

function SelectedDealer() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const state = useSelector(selectPreferredDealer);
  const [modal, setModal] = useState<string | null>(null);
  const { selected } = state;
  const dealer = selected.status === 'idle' ? null : selected.dealer;
  const isPreferred = dealer !== null && state.preferred.dealer?.dealerCode === dealer.dealerCode;
  // A dealer chosen but not yet set as preferred is an unsaved change.
  useUnsavedChanges(dealer !== null && !isPreferred);
  if (selected.status === 'idle') return null;
  return (
    <section className="panel dealer-details" aria-labelledby="dealer-details-heading">
      <h2 id="dealer-details-heading">{t('dealer.details.heading')}</h2>
      {selected.status === 'loading' && <Spinner label={t('app.loading')} />}
      {selected.status === 'failed' && selected.error && <DealerErrorPanel error={selected.error} />}
      {dealer && (
        <>
          <DealerCard dealer={dealer} />
          {state.saveError && <p className="field-error" role="alert">{t(state.saveError)}</p>}
          {isPreferred
            ? <p className="dealer-is-preferred">{t('dealer.details.isPreferred')}</p>
            : (
              <div className="form-actions">
                <button type="button" className="button button-primary" disabled={state.saving} onClick={() => setModal(CONSENT_MODAL)}>
                  {state.saving ? t('dealer.saving') : t('dealer.setPreferred')}
                </button>
              </div>
            )}
          <ConsentModal activeModal={modal} onClose={() => setModal(null)} onAccept={() => { setModal(null); dispatch(setPreferredRequested(dealer)); }} />
        </>
      )}
    </section>
  );
}

/** The dealer consent (content fragment dealer-consent): the owner agrees before the dealer receives their details. */
function ConsentModal({ activeModal, onClose, onAccept }: { activeModal: string | null; onClose: () => void; onAccept: () => void }) {
  const { t } = useTranslation();
  const fragment = useFragmentState(CONSENT_FRAGMENT, CONSENT_FRAGMENT);
  const data = fragment.status === 'loaded' ? fragment.data : null;
  const text = (key: string) => (data && typeof data[key] === 'string' ? data[key] : null);
  const heading = text('heading');
  const bodyHtml = text('bodyHtml');
  const accept = text('acceptLabel');
  return (
    <Modal name={CONSENT_MODAL} activeModal={activeModal} onClose={onClose} title={heading ?? t('dealer.setPreferred')} closeLabel={t('dealer.consent.cancel')}>
      {fragment.status === 'loading' && <Spinner label={t('app.loading')} />}
      {fragment.status !== 'loading' && (!heading || !bodyHtml || !accept) && <p role="alert">{t('dealer.consent.unavailable')}</p>}
      {/* Content's markup, sanitised before it reaches the page. */}
      {bodyHtml && <ContentHtml className="dealer-consent-body" html={bodyHtml} />}
      <div className="form-actions">
        <button type="button" className="button" onClick={onClose}>{t('dealer.consent.cancel')}</button>
        {accept && heading && bodyHtml && <button type="button" className="button button-primary" onClick={onAccept}>{accept}</button>}
      </div>
    </Modal>
  );
}

/** Monday..Sunday as the service names them, and a date that is that weekday (2024-01-01 was a Monday). */
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function DealerCard({ dealer }: { dealer: Dealer }) {
  const { t, i18n } = useTranslation();
  const { market } = useMarket();
  const dayName = (day: string) => {
    const index = WEEKDAYS.indexOf(day);
    if (index < 0) return day;
    return new Intl.DateTimeFormat(market.languageRegionCode, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + index)));
  };
  const time = (hhmm: string) => (/^\d{2}:\d{2}$/.test(hhmm) ? formatTime(new Date(`1970-01-01T${hhmm}:00Z`), market, 'UTC') : hhmm);
  const slots = [
    dealer.appointments.AM && t('dealer.appointment.am'),
    dealer.appointments.PM && t('dealer.appointment.pm'),
    dealer.appointments.weekend && t('dealer.appointment.weekend'),
  ].filter((s): s is string => typeof s === 'string');
  // The service names its services by code (OIL-CHANGE); the market's language names them. A name the texts do
  // not know is shown as the service sent it.
  const serviceName = (code: string) => (i18n.exists(`dealer.service.${code}`) ? t(`dealer.service.${code}`) : code);
  const services = [...dealer.filterRegularServices, ...dealer.filterDeliveryServices, ...dealer.filterDidServices].map(serviceName);
  if (dealer.delivery) services.push(t('dealer.delivery'));
  return (
    <article className="dealer-card" aria-label={dealer.name}>
      <h3>{dealer.name}</h3>
      <dl className="dealer-facts">
        <div className="dealer-fact">
          <dt>{t('dealer.field.address')}</dt>
          <dd><address>{addressLines({ lines: [dealer.street], town: dealer.town, region: dealer.region, postalCode: dealer.postalCode }, market.countryCode).map((l, i) => <span key={`${i}-${l}`} className="address-line">{l}</span>)}</address></dd>
        </div>
        <div className="dealer-fact">
          <dt>{t('dealer.field.phone')}</dt>
          <dd><a href={phoneHref(dealer.phone, market.countryCode)}>{phoneForDisplay(dealer.phone, market.countryCode)}</a></dd>
        </div>
        <div className="dealer-fact">
          <dt>{t('dealer.field.hours')}</dt>
          <dd>
            <ul className="dealer-hours">
              {dealer.openingHours.map((h) => <li key={h.day}>{`${dayName(h.day)}: ${time(h.open)} – ${time(h.close)}`}</li>)}
            </ul>
          </dd>
        </div>
        <div className="dealer-fact">
          <dt>{t('dealer.field.appointment')}</dt>
          <dd>
            {formatDate(dealer.appointments.nextAppointmentDate, market, 'long')}
            <br />
            {slots.length > 0 ? t('dealer.appointment.slots', { slots: slots.join(', ') }) : t('dealer.appointment.none')}
          </dd>
        </div>
        <div className="dealer-fact">
          <dt>{t('dealer.field.services')}</dt>
          <dd>{services.length > 0 ? services.join(', ') : t('dealer.services.none')}</dd>
        </div>
      </dl>
    </article>
  );
}

/** Spec 001 §8: a dealer error, by its mapped code, as a panel that says what happened. */
export function dealerErrorKey(error: DealerError): string {
  if (error.errorCode === DEALER_TRANSFORMATION_ERROR) return 'dealer.error.transformation';
  if (error.errorCode === 'DEALER_NOT_FOUND' || error.statusCode === 404) return 'dealer.error.notFound';
  return 'dealer.error.service';
}

function DealerErrorPanel({ error, onRetry }: { error: DealerError; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="panel panel-error dealer-error" role="alert">
      <h3>{t('dealer.error.title')}</h3>
      <p>{t(dealerErrorKey(error))}</p>
      <p className="dealer-error-code">{t('dealer.error.code', { code: error.statusCode ? `${error.errorCode} (${error.statusCode})` : error.errorCode })}</p>
      {onRetry && <button type="button" className="button" onClick={onRetry}>{t('dealer.retry')}</button>}
    </div>
  );
}

/** The market's map of the results (numbered as the list); nothing where the market has none or consent is missing. */
function DealerMap({ results }: { results: Dealer[] }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { market } = useMarket();
  const { mapsLoaded } = useSelector(selectPreferredDealer);
  const element = useRef<HTMLDivElement>(null);
  const offered = market.scripts.maps !== '';
  useEffect(() => { if (offered) dispatch(scriptWanted('maps')); }, [dispatch, offered]);
  useEffect(() => {
    const maps = (window as { ownerMaps?: { mount(el: HTMLElement, o: { label: string; dealers: { code: string; name: string }[] }): () => void } }).ownerMaps;
    if (!mapsLoaded || !maps || !element.current) return undefined;
    return maps.mount(element.current, { label: t('dealer.map.label'), dealers: results.map((d) => ({ code: d.dealerCode, name: d.name })) });
  }, [mapsLoaded, results, t]);
  if (!offered) return null;
  return (
    <>
      <div ref={element} className="dealer-map" />
      {!mapsLoaded && <p className="hint">{t('dealer.map.consent')}</p>}
    </>
  );
}
