import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/date-time';
import type { TextKey } from '../../../lib/texts/text-key';
import { useMarket } from '../../../ui/market-context';

/** The drop-off date input, with the window it must fall in and its error. */
export function DropOffDateField({
  id,
  value,
  onChange,
  error,
  min,
  max,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  error: TextKey | null;
  min: string;
  max: string;
}) {
  const { t } = useTranslation();
  const { market } = useMarket();
  return (
    <div className="field return-date">
      <label htmlFor={id}>{t('returns.dropOff.date')}</label>
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      <p className="hint" id={`${id}-hint`}>
        {t('returns.dropOff.window', { min: formatDate(min, market, 'long'), max: formatDate(max, market, 'long') })}
      </p>
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {t(error)}
        </p>
      )}
    </div>
  );
}
