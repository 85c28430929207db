import { OffersSection } from '../../features/offers/components/offers-section';
import { DashboardScreen } from '../../features/profile/components/dashboard-screen';

/** The dashboard with what other features put on it: the owner's offers, last. */
export function Dashboard() {
  return <DashboardScreen atEnd={(vehicles) => <OffersSection vehicles={vehicles} />} />;
}
