import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import type { TextKey } from '../../../lib/texts/text-key';
import { Spinner } from '../../../ui/spinner';
import type { DropOffDealer } from '../api';
import { selectReturns } from '../slice';

/** The dealers to drop off at, the preferred one first and badged, as radio buttons with the choice's error. */
export function DropOffDealerChoice({
  ids,
  dealers,
  preferred,
  chosen,
  dealerError,
  onChoose,
}: {
  ids: string;
  dealers: DropOffDealer[];
  preferred: DropOffDealer | null;
  chosen: string | null;
  dealerError: TextKey | null;
  onChoose: (dealerCode: string) => void;
}) {
  const { t } = useTranslation();
  const { dropOff } = useSelector(selectReturns);
  return (
    <fieldset className="return-dealers" aria-describedby={dealerError ? `${ids}-dealer-error` : undefined}>
      <legend>{t('dropOff.dealerLegend')}</legend>
      {dropOff.preferred.status === 'loading' && <Spinner label={t('app.loading')} />}
      {dropOff.preferred.status === 'failed' && <p className="hint">{t('dropOff.preferredFailed')}</p>}
      {dropOff.preferred.status === 'loaded' && !preferred && <p className="hint">{t('dropOff.noPreferred')}</p>}
      {dealers.map((d) => (
        <div key={d.dealerCode} className="return-method-choice">
          <input
            id={`${ids}-dealer-${d.dealerCode}`}
            type="radio"
            name={`${ids}-dealer`}
            value={d.dealerCode}
            checked={chosen === d.dealerCode}
            onChange={() => onChoose(d.dealerCode)}
          />
          <label htmlFor={`${ids}-dealer-${d.dealerCode}`}>
            <span className="return-method-name">{d.name}</span>
            {d.dealerCode === preferred?.dealerCode && (
              <span className="badge badge-muted">{t('dropOff.preferred')}</span>
            )}
            <span className="return-line-meta">{d.address}</span>
          </label>
        </div>
      ))}
      {dealerError && (
        <p className="field-error" id={`${ids}-dealer-error`}>
          {t(dealerError)}
        </p>
      )}
    </fieldset>
  );
}
