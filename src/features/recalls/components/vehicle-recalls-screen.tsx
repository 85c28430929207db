import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import type { Recall } from '../../../generated/types/api/owner';
import { formatDate } from '../../../lib/format/date-time';
import { Fact } from '../../../ui/fact';
import { useFeature } from '../../../ui/feature-host';
import { LoadFailed, LoadState } from '../../../ui/load-state';
import { useMarket } from '../../../ui/market-context';
import { RouteLink } from '../../../ui/route-link';
import { ScreenHeader } from '../../../ui/screen-header';
import { useOnline } from '../../../ui/use-online';
import { recallsFeature } from '../feature';
import { isOpen, recallsRequested, selectRecallsOf, type RecallsState } from '../slice';

/** The VIN of the address (?vin=), as an owner may have typed it: spaces and case do not matter. */
const vinOf = (search: URLSearchParams): string => (search.get('vin') ?? '').replace(/\s+/g, '').toUpperCase();

/**
 * /vehicle-recalls?vin=…: the safety recalls of one vehicle of the owner's garage (the dashboard's vehicle card links
 * here), each with what it concerns, the risk, the free remedy and where it stands; an open one leads to the dealer.
 */
export function VehicleRecallsScreen() {
  useFeature(recallsFeature);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [search] = useSearchParams();
  const vin = vinOf(search);
  const state = useSelector((s: { recalls: RecallsState }) => selectRecallsOf(s, vin));
  const online = useOnline();
  useEffect(() => {
    if (vin) dispatch(recallsRequested({ vin }));
  }, [dispatch, vin]);
  // Failed because the connection was lost (the offline notice says so): asked again by itself once it is back.
  const failedOffline = state.status === 'failed' && state.offline;
  useEffect(() => {
    if (online && failedOffline && vin) dispatch(recallsRequested({ vin }));
  }, [dispatch, online, failedOffline, vin]);

  return (
    <div className="screen recalls">
      <ScreenHeader title={t('screen.vehicle-recalls.title')} lead={t('recalls.lead')} />
      {!vin ? (
        <div className="panel recalls-message">
          <p>{t('recalls.noVehicle')}</p>
          <BackToGarage />
        </div>
      ) : state.status === 'failed' && state.reason === 'not-in-garage' ? (
        <LoadFailed message={t('recalls.notInGarage')}>
          <BackToGarage />
        </LoadFailed>
      ) : state.status === 'loaded' ? (
        <RecallList vin={vin} checkedAt={state.checkedAt} recalls={state.recalls} />
      ) : (
        <LoadState
          status={state.status}
          loadingLabel={t('app.loading')}
          message={t('recalls.loadFailed')}
          retryLabel={t('app.offline.retry')}
          onRetry={() => dispatch(recallsRequested({ vin }))}
        />
      )}
    </div>
  );
}

function BackToGarage() {
  const { t } = useTranslation();
  return (
    <RouteLink to="account-dashboard" className="button">
      {t('recalls.backToGarage')}
    </RouteLink>
  );
}

/** The vehicle (its VIN, once) and when it was checked, then a card per recall: open ones first, as the service sends them. */
function RecallList({ vin, checkedAt, recalls }: { vin: string; checkedAt: string; recalls: Recall[] }) {
  const { t } = useTranslation();
  const { market } = useMarket();
  const checked = formatDate(checkedAt, market);
  return (
    <>
      <p className="recalls-vehicle">
        <span className="recalls-vin">{t('recalls.vin', { vin })}</span>
        <span className="recalls-checked">{t('recalls.checked', { date: checked })}</span>
      </p>
      {recalls.length === 0 ? (
        <p className="panel recalls-none" role="status">
          {t('recalls.none')}
        </p>
      ) : (
        <ul className="recalls-list">
          {recalls.map((r) => (
            <RecallCard key={r.campaignId} recall={r} />
          ))}
        </ul>
      )}
    </>
  );
}

/** One campaign: the part it concerns, its number and date, where it stands, the risk and the free remedy. */
function RecallCard({ recall }: { recall: Recall }) {
  const { t } = useTranslation();
  const { market } = useMarket();
  const date = (value: string) => formatDate(value, market, 'long');
  const open = isOpen(recall);
  return (
    <li className={`recall-card recall-card-${recall.status}`}>
      <h2 className="recall-title">{t(`recalls.component.${recall.component}`)}</h2>
      <p className="recall-campaign">
        <span>{t('recalls.campaign', { id: recall.campaignId })}</span>
        <span>{t('recalls.issued', { date: date(recall.issuedOn) })}</span>
      </p>
      <dl className="recall-facts">
        <Fact label={t('recalls.statusLabel')} className="recall-status">
          <span className={`recall-badge recall-badge-${recall.status}`}>{t(`recalls.status.${recall.status}`)}</span>
          {recall.status === 'scheduled' && recall.scheduledFor && recall.dealerName && (
            <span className="recall-status-detail">
              {t('recalls.scheduledFor', { date: date(recall.scheduledFor), dealer: recall.dealerName })}
            </span>
          )}
          {recall.status === 'remedied' && recall.remediedOn && (
            <span className="recall-status-detail">{t('recalls.remediedOn', { date: date(recall.remediedOn) })}</span>
          )}
        </Fact>
        <Fact label={t('recalls.riskLabel')}>{t(`recalls.risk.${recall.risk}`)}</Fact>
        <Fact label={t('recalls.remedyLabel')}>{t(`recalls.remedy.${recall.remedy}`)}</Fact>
      </dl>
      {open && <p className="recall-free">{t('recalls.free')}</p>}
      {recall.status === 'open' &&
        (recall.remedyAvailable ? (
          <p className="recall-action">
            <RouteLink to="preferred-dealer" className="button button-primary">
              {t('recalls.contactDealer')}
            </RouteLink>
          </p>
        ) : (
          <p className="recall-wait">{t('recalls.notYetAvailable')}</p>
        ))}
    </li>
  );
}
