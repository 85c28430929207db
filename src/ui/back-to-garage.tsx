import { useTranslation } from 'react-i18next';
import { RouteLink } from './route-link';

/** The way back from a page about one vehicle to the owner's vehicles (the dashboard). */
export function BackToGarage() {
  const { t } = useTranslation();
  return (
    <RouteLink to="account-dashboard" className="button">
      {t('vehicle.backToGarage')}
    </RouteLink>
  );
}
