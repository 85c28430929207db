import { useTranslation } from 'react-i18next';
import type { Vehicle } from '../../../generated/types/api/owner';
import { vehicleModel } from '../../../lib/format/vehicle-name';
import type { TextKey } from '../../../lib/texts/text-key';
import { RouteLink } from '../../../ui/route-link';

/** Each state's badge and link: a connected vehicle's status and health; for another, how to connect it. */
const FORMS: Record<'connected' | 'notConnected', { badge: TextKey; link: TextKey; linkOf: TextKey; kind: string }> = {
  connected: {
    badge: 'dashboard.connected',
    link: 'garage.health.link',
    linkOf: 'garage.health.linkOf',
    kind: 'badge-connected',
  },
  notConnected: {
    badge: 'dashboard.notConnected',
    link: 'garage.health.connect',
    linkOf: 'garage.health.connectOf',
    kind: 'badge-muted',
  },
};

/**
 * A vehicle card's connected line: whether the vehicle is connected, and the way to its status and health, or to how
 * to connect it (the same page says so for a vehicle that is not). The card shows as soon as the owner's vehicles
 * are in, before each one's connected status (one more call per vehicle), so the line keeps its space from the
 * start: both forms lie hidden in the one grid cell, the cell is as tall as the taller, and the answer arriving
 * moves nothing (as the recall line does).
 */
export function ConnectedLine({ vehicle, connected }: { vehicle: Vehicle; connected: boolean | undefined }) {
  const { t } = useTranslation();
  const name = vehicle.nickName ?? vehicleModel(vehicle, t);
  const shown = connected === undefined ? undefined : FORMS[connected ? 'connected' : 'notConnected'];
  return (
    <p className="vehicle-connected">
      {Object.values(FORMS).map((form) => (
        <span key={form.badge} className="vehicle-connected-space" aria-hidden="true">
          <span className={`badge ${form.kind}`}>{t(form.badge)}</span>
          <span className="vehicle-health-link">{t(form.link)}</span>
        </span>
      ))}
      {shown && (
        <span>
          <span className={`badge ${shown.kind}`}>{t(shown.badge)}</span>
          {/* Named by what it shows, then whose (WCAG 2.5.3): every card has one. */}
          <RouteLink
            to="vehicle-health"
            query={new URLSearchParams({ vin: vehicle.vin }).toString()}
            className="vehicle-health-link"
            aria-label={t(shown.linkOf, { vehicle: name })}
          >
            {t(shown.link)}
          </RouteLink>
        </span>
      )}
    </p>
  );
}
