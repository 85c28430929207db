import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Vehicle } from '../../../generated/types/api/owner';
import { formatDate } from '../../../lib/format/date-time';
import { vehicleModel } from '../../../lib/format/vehicle-name';
import { useMarket } from '../../../ui/market-context';
import { RouteLink } from '../../../ui/route-link';
import type { RecallSummary } from '../slice';

/** A count as wide as the line will need (two digits), for the space the line keeps before its answer is in. */
const SPACE_COUNT = 10;

/**
 * A vehicle card's safety-recall line, a link to the vehicle's recalls: how many are open (marked as a warning), or
 * none as of the day they were checked, or that they could not be checked. The card shows before the answer is in,
 * so the line keeps its space from the start: every form it can take lies in the same grid cell, hidden, and the
 * cell is as tall as the tallest; the answer arriving moves nothing.
 */
export function RecallLine({ vehicle, summary }: { vehicle: Vehicle; summary: RecallSummary | undefined }) {
  const { t } = useTranslation();
  const { market } = useMarket();
  // The day of the forms that keep the space: the answer's is this day's (or one a few minutes older, cached).
  const [today] = useState(() => new Date().toISOString());
  const name = vehicle.nickName ?? vehicleModel(vehicle, t);
  const forms = [
    t('garage.recalls.open', { count: SPACE_COUNT }),
    t('garage.recalls.none', { date: formatDate(today, market) }),
    t('garage.recalls.failed'),
  ];
  const shown =
    summary === undefined
      ? null
      : summary.status === 'failed'
        ? { kind: 'failed', text: t('garage.recalls.failed') }
        : summary.open > 0
          ? { kind: 'open', text: t('garage.recalls.open', { count: summary.open }) }
          : { kind: 'none', text: t('garage.recalls.none', { date: formatDate(summary.checkedAt, market) }) };
  return (
    <p className={`vehicle-recalls${shown ? ` vehicle-recalls-${shown.kind}` : ''}`}>
      {forms.map((text, i) => (
        <span key={i} className="vehicle-recalls-space" aria-hidden="true">
          {text}
        </span>
      ))}
      {shown && (
        // Named by what it shows (WCAG 2.5.3), then whose recalls it leads to: every card has such a link.
        <RouteLink
          to="vehicle-recalls"
          query={new URLSearchParams({ vin: vehicle.vin }).toString()}
          aria-label={`${shown.text} – ${t('garage.recalls.link', { vehicle: name })}`}
        >
          {shown.text}
        </RouteLink>
      )}
    </p>
  );
}
