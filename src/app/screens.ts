import type { ComponentType } from 'react';
import type { ScreenId } from '../generated/types/routes';
import type { ScreenProps } from '../ui/screen';

type ScreenModule = Promise<{ default: ComponentType<ScreenProps> }>;

/**
 * Every screen id of the route map and the component that renders it; a screen id without an entry is a type
 * error. Each screen is its own chunk, loaded when its route is first shown.
 */
export const screens: Record<ScreenId, () => ScreenModule> = {
  dashboard: () => import('./screen-groups/account').then((m) => ({ default: m.DashboardScreen })),
  'not-found': () => import('./screen-groups/account').then((m) => ({ default: m.NotFoundScreen })),
  'account-settings': () =>
    import('./screen-groups/account-settings').then((m) => ({ default: m.AccountSettingsScreen })),
  'email-preference': () => import('./screen-groups/account').then((m) => ({ default: m.EmailPreferenceScreen })),
  'change-email': () => import('./screen-groups/account').then((m) => ({ default: m.ChangeEmailScreen })),
  'delete-account': () => import('./screen-groups/account').then((m) => ({ default: m.DeleteAccountScreen })),
  wallet: () => import('./screen-groups/account').then((m) => ({ default: m.WalletScreen })),
  'connected-services': () => import('./screen-groups/account').then((m) => ({ default: m.ConnectedServicesScreen })),
  'vehicle-recalls': () => import('./screen-groups/account').then((m) => ({ default: m.VehicleRecallsScreen })),
  'vehicle-health': () => import('./screen-groups/account').then((m) => ({ default: m.VehicleHealthScreen })),
  'feature-guide': () => import('./screen-groups/account').then((m) => ({ default: m.FeatureGuideScreen })),
  // Its own module: the terms feature is also what the shell's terms check loads, so the account group does not carry it.
  'terms-and-consents': () =>
    import('../features/terms/components/terms-screen').then((m) => ({ default: m.TermsAndConsentsScreen })),
  'deleted-vehicles': () => import('./screen-groups/account').then((m) => ({ default: m.DeletedVehiclesScreen })),
  'my-data': () => import('./screen-groups/account').then((m) => ({ default: m.MyDataScreen })),
  'units-of-measurement': () =>
    import('./screen-groups/account').then((m) => ({ default: m.UnitsOfMeasurementScreen })),
  'marketing-options': () => import('./screen-groups/account').then((m) => ({ default: m.MarketingOptionsScreen })),
  'communication-preference': () =>
    import('./screen-groups/account').then((m) => ({ default: m.CommunicationPreferenceScreen })),
  'communication-center': () =>
    import('./screen-groups/account').then((m) => ({ default: m.CommunicationCenterScreen })),
  'eu-post-registration': () =>
    import('./screen-groups/post-registration').then((m) => ({ default: m.PostRegistrationScreen })),
  'signin-credentials': () => import('./screen-groups/account').then((m) => ({ default: m.SignInSecurityScreen })),
  'country-selector': () => import('./screen-groups/account').then((m) => ({ default: m.CountrySelectorScreen })),
  'preferred-dealer': () => import('./screen-groups/dealer').then((m) => ({ default: m.PreferredDealerScreen })),
  'order-details': () => import('./screen-groups/orders').then((m) => ({ default: m.OrderDetailsScreen })),
  'order-history': () => import('./screen-groups/orders').then((m) => ({ default: m.OrderHistoryScreen })),
  'create-return': () => import('./screen-groups/orders').then((m) => ({ default: m.CreateReturnScreen })),
  'return-to-dealer': () => import('./screen-groups/orders').then((m) => ({ default: m.ReturnToDealerScreen })),
  'complete-return': () => import('./screen-groups/orders').then((m) => ({ default: m.CompleteReturnScreen })),
  'vehicle-order-tracking': () =>
    import('./screen-groups/orders').then((m) => ({ default: m.VehicleOrderTrackingScreen })),
  'tracking-status': () => import('./screen-groups/orders').then((m) => ({ default: m.TrackingStatusScreen })),
  'guest-order': () => import('./screen-groups/orders').then((m) => ({ default: m.GuestOrderScreen })),
  'guest-return': () => import('./screen-groups/orders').then((m) => ({ default: m.GuestReturnScreen })),
  'single-order-tracking': () => import('./screen-groups/orders').then((m) => ({ default: m.CheckOrderStatusScreen })),
  'ownership-delinking': () => import('./screen-groups/account').then((m) => ({ default: m.OwnershipDelinkingScreen })),
};
