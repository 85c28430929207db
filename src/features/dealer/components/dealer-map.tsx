import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { scriptWanted } from '../../../lib/events/analytics';
import { useMarket } from '../../../ui/market-context';
import { type Dealer } from '../dealer-details';
import { selectPreferredDealer } from '../slice';

/** The market's map of the results (numbered as the list); nothing where the market has none or consent is missing. */
export function DealerMap({ results }: { results: Dealer[] }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { market } = useMarket();
  const { mapsLoaded } = useSelector(selectPreferredDealer);
  const element = useRef<HTMLDivElement>(null);
  const offered = market.scripts.maps !== '';
  useEffect(() => {
    if (offered) dispatch(scriptWanted('maps'));
  }, [dispatch, offered]);
  useEffect(() => {
    const maps = (
      window as {
        ownerMaps?: {
          mount(el: HTMLElement, o: { label: string; dealers: { code: string; name: string }[] }): () => void;
        };
      }
    ).ownerMaps;
    if (!mapsLoaded || !maps || !element.current) return undefined;
    return maps.mount(element.current, {
      label: t('dealer.map.label'),
      dealers: results.map((d) => ({ code: d.dealerCode, name: d.name })),
    });
  }, [mapsLoaded, results, t]);
  if (!offered) return null;
  return (
    <>
      <div ref={element} className="dealer-map" />
      {!mapsLoaded && <p className="hint">{t('dealer.map.consent')}</p>}
    </>
  );
}
