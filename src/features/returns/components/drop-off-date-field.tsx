import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/date-time';
import { dropOffWindow } from '../../../lib/orders/drop-off';
import type { TextKey } from '../../../lib/texts/text-key';
import { DayField } from '../../../ui/day-field';
import { useMarket, useOrdersTable } from '../../../ui/market-context';
import { dropOffDateError } from '../drop-off-date';
import { todayUtc } from './drop-off-today';

/**
 * A drop-off date being chosen (a new booking or a change): the value, the window of markets/orders.json dropOff
 * from today, and its error once a send was tried. `check()` marks it tried and says whether it may be sent.
 */
export function useDropOffDate(initial: string) {
  const rules = useOrdersTable().dropOff;
  const [date, setDate] = useState(initial);
  const [tried, setTried] = useState(false);
  const today = todayUtc();
  const { min, max } = dropOffWindow(today, rules);
  const problem = dropOffDateError(date, today, rules);
  return {
    date,
    setDate,
    tried,
    check: () => {
      setTried(true);
      return problem === null;
    },
    /** The props of DropOffDateField, but its id. */
    field: { value: date, onChange: setDate, error: tried ? problem : null, min, max },
  };
}

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
    <DayField
      id={id}
      className="return-date"
      label={t('dropOff.date')}
      hint={t('dropOff.window', { min: formatDate(min, market, 'long'), max: formatDate(max, market, 'long') })}
      error={error ? t(error) : null}
      value={value}
      onChange={onChange}
      min={min}
      max={max}
    />
  );
}
