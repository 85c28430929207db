import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { offersRoute } from '../../../lib/market/offers-route';
import { useFeature } from '../../../ui/feature-host';
import { useMarket } from '../../../ui/market-context';
import { RouteLink } from '../../../ui/route-link';
import { ScreenHeader } from '../../../ui/screen-header';
import { Spinner } from '../../../ui/spinner';
import { walletFeature } from '../feature';
import { selectWalletScript, walletFailed, walletRequested } from '../slice';
import { registeredWallet } from '../wallet-app';

/**
 * The wallet page: the market's wallet application mounted into its element. Where the market has no wallet
 * (spec 001 §3.1) the address still answers, with a page that says so; navigation does not offer it (offersRoute).
 */
export function WalletScreen() {
  const { market, routes, tables } = useMarket();
  return offersRoute(market, routes, 'wallet', tables) ? <Wallet /> : <WalletUnavailable />;
}

function Wallet() {
  useFeature(walletFeature);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { market } = useMarket();
  const status = useSelector(selectWalletScript);
  const element = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    dispatch(walletRequested());
  }, [dispatch]);

  useEffect(() => {
    const app = registeredWallet(window);
    const target = element.current;
    if (status !== 'ready' || !app || !target) return undefined;
    let unmount: (() => void) | void;
    try {
      unmount = app.mount(target, { locale: market.languageRegionCode, market: market.id });
    } catch (error) {
      console.info('wallet mount failed', { message: error instanceof Error ? error.message : String(error) });
      dispatch(walletFailed());
      return undefined;
    }
    return () => {
      if (typeof unmount === 'function') unmount();
      else target.replaceChildren();
    };
  }, [status, market, dispatch]);

  const retry = () => {
    // The button goes away with the error: focus stays on the page, at its heading.
    heading.current?.focus();
    dispatch(walletRequested());
  };

  return (
    <div className="screen wallet">
      <ScreenHeader title={t('screen.wallet.title')} lead={t('wallet.intro')} focusRef={heading} />
      {(status === 'idle' || status === 'loading') && <Spinner label={t('wallet.loading')} />}
      {status === 'failed' && (
        <div className="panel panel-error wallet-failed" role="alert">
          <p>{t('wallet.failed')}</p>
          <button type="button" className="button button-primary" onClick={retry}>
            {t('wallet.retry')}
          </button>
        </div>
      )}
      {/* The wallet application owns what is inside this element; React leaves it empty. */}
      <div ref={element} className="wallet-app" hidden={status !== 'ready'} />
    </div>
  );
}

/** A market without a wallet: the page says so and leads back to the dashboard. */
function WalletUnavailable() {
  const { t } = useTranslation();
  const { market } = useMarket();
  const country = market.countryName;
  return (
    <div className="screen wallet">
      <ScreenHeader title={t('screen.wallet.title')} />
      <div className="panel wallet-unavailable">
        <svg
          className="wallet-unavailable-icon"
          viewBox="0 0 48 48"
          width="48"
          height="48"
          aria-hidden="true"
          focusable="false"
        >
          <rect x="5" y="12" width="38" height="26" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M5 20h38" stroke="currentColor" strokeWidth="3" />
          <path d="M10 6l28 36" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
        <div>
          <h2>{t('wallet.unavailable.title', { country })}</h2>
          <p>{t('wallet.unavailable.body')}</p>
          <RouteLink to="accountDashboardView" className="button button-primary">
            {t('app.returnToDashboard')}
          </RouteLink>
        </div>
      </div>
    </div>
  );
}
