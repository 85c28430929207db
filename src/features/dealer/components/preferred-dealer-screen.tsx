import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useFeature } from '../../../ui/feature-host';
import { useMarket } from '../../../ui/market-context';
import { ScreenHeader } from '../../../ui/screen-header';
import { Spinner } from '../../../ui/spinner';
import { useShownOnceReady } from '../../../ui/use-shown-once-ready';
import { preferredDealerFeature } from '../feature';
import { preferredDealerOpened, selectPreferredDealer } from '../slice';
import { DealerCard } from './dealer-card';
import { DealerErrorPanel } from './dealer-error';
import { DealerSearch } from './dealer-search';
import { SelectedDealer } from './selected-dealer';
import { numberFormat } from '../../../lib/format/intl-formats';

/** The preferred dealer first, then a dealer search, the chosen result's details, and "set as preferred" after the dealer consent. */
export function PreferredDealerScreen() {
  useFeature(preferredDealerFeature);
  const { t } = useTranslation();
  const { market } = useMarket();
  const dispatch = useDispatch();
  const state = useSelector(selectPreferredDealer);
  useEffect(() => {
    dispatch(preferredDealerOpened());
  }, [dispatch]);
  // The search appears with the preferred dealer, not above a panel still growing from a spinner to a dealer card.
  const ready = useShownOnceReady(state.preferred.status === 'idle' || state.preferred.status === 'loading');
  return (
    <div className="screen preferred-dealer">
      <ScreenHeader title={t('screen.preferred-dealer.title')} />
      <section className="panel dealer-current" aria-labelledby="dealer-current-heading">
        <h2 id="dealer-current-heading">{t('dealer.current.heading')}</h2>
        {(state.preferred.status === 'loading' || state.preferred.status === 'idle') && (
          <Spinner label={t('app.loading')} />
        )}
        {state.preferred.status === 'failed' && state.preferred.error && (
          <DealerErrorPanel error={state.preferred.error} onRetry={() => dispatch(preferredDealerOpened())} />
        )}
        {state.preferred.status === 'loaded' &&
          (state.preferred.dealer ? (
            <DealerCard dealer={state.preferred.dealer} />
          ) : (
            <p className="dealer-none">{t('dealer.current.none')}</p>
          ))}
        {state.rewardPoints !== null && state.rewardPoints > 0 && (
          <p className="dealer-rewards" role="status">
            {t('dealer.rewards.earned', {
              points: numberFormat(market.languageRegionCode).format(state.rewardPoints),
              count: state.rewardPoints,
            })}
          </p>
        )}
      </section>
      {ready && <DealerSearch />}
      {ready && <SelectedDealer />}
    </div>
  );
}
