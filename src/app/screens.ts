import type { ComponentType } from 'react';
import type { ScreenId } from '../generated/types/routes';
import type { ScreenProps } from '../ui/screen';

type ScreenModule = Promise<{ default: ComponentType<ScreenProps> }>;

/**
 * Every screen id of the route map and the component that renders it; a screen id without an entry is a type
 * error. Each screen is its own chunk, loaded when its route is first shown.
 */
export const screens: Record<ScreenId, () => ScreenModule> = {
  dashboard: () => import('./screens/dashboard').then((m) => ({ default: m.Dashboard })),
  'not-found': () => import('./screens/not-found').then((m) => ({ default: m.NotFoundScreen })),
  'account-settings': () =>
    import('../features/account-settings/components/account-settings-screen').then((m) => ({
      default: m.AccountSettingsScreen,
    })),
  'email-preference': () =>
    import('../features/communication/components/email-preference-screen').then((m) => ({
      default: m.EmailPreferenceScreen,
    })),
  'change-email': () =>
    import('../features/change-email/components/change-email-screen').then((m) => ({ default: m.ChangeEmailScreen })),
  'delete-account': () =>
    import('../features/delete-account/components/delete-account-screen').then((m) => ({
      default: m.DeleteAccountScreen,
    })),
  wallet: () => import('../features/wallet/components/wallet-screen').then((m) => ({ default: m.WalletScreen })),
  'connected-services': () =>
    import('../features/connected-services/components/connected-services-screen').then((m) => ({
      default: m.ConnectedServicesScreen,
    })),
  'vehicle-recalls': () =>
    import('../features/recalls/components/vehicle-recalls-screen').then((m) => ({ default: m.VehicleRecallsScreen })),
  'vehicle-health': () =>
    import('../features/vehicle-health/components/vehicle-health-screen').then((m) => ({
      default: m.VehicleHealthScreen,
    })),
  'feature-guide': () =>
    import('../features/feature-guide/components/feature-guide-screen').then((m) => ({
      default: m.FeatureGuideScreen,
    })),
  // Its own module: the terms feature is also what the shell's terms check loads, so the account group does not carry it.
  'terms-and-consents': () =>
    import('../features/terms/components/terms-screen').then((m) => ({ default: m.TermsAndConsentsScreen })),
  'deleted-vehicles': () =>
    import('../features/deleted-vehicles/components/deleted-vehicles-screen').then((m) => ({
      default: m.DeletedVehiclesScreen,
    })),
  'my-data': () => import('../features/my-data/components/my-data-screen').then((m) => ({ default: m.MyDataScreen })),
  'units-of-measurement': () =>
    import('../features/units/components/units-screen').then((m) => ({ default: m.UnitsOfMeasurementScreen })),
  'marketing-options': () =>
    import('../features/marketing-options/components/marketing-options-screen').then((m) => ({
      default: m.MarketingOptionsScreen,
    })),
  'communication-preference': () =>
    import('../features/communication/components/communication-preference-screen').then((m) => ({
      default: m.CommunicationPreferenceScreen,
    })),
  'communication-center': () =>
    import('../features/communication/components/communication-center-screen').then((m) => ({
      default: m.CommunicationCenterScreen,
    })),
  'eu-post-registration': () =>
    import('../features/marketing-options/components/post-registration-screen').then((m) => ({
      default: m.PostRegistrationScreen,
    })),
  'signin-credentials': () =>
    import('../features/sign-in-security/components/sign-in-security-screen').then((m) => ({
      default: m.SignInSecurityScreen,
    })),
  'country-selector': () =>
    import('../features/country-selector/components/country-selector-screen').then((m) => ({
      default: m.CountrySelectorScreen,
    })),
  'preferred-dealer': () =>
    import('../features/dealer/components/preferred-dealer-screen').then((m) => ({ default: m.PreferredDealerScreen })),
  'order-details': () => import('./screen-groups/orders').then((m) => ({ default: m.OrderDetailsScreen })),
  'order-history': () => import('./screen-groups/orders').then((m) => ({ default: m.OrderHistoryScreen })),
  'create-return': () => import('./screen-groups/returns').then((m) => ({ default: m.CreateReturnScreen })),
  'return-to-dealer': () => import('./screen-groups/returns').then((m) => ({ default: m.ReturnToDealerScreen })),
  'complete-return': () => import('./screen-groups/returns').then((m) => ({ default: m.CompleteReturnScreen })),
  'vehicle-order-tracking': () =>
    import('./screen-groups/vehicle-orders').then((m) => ({ default: m.VehicleOrderTrackingScreen })),
  'tracking-status': () => import('./screen-groups/vehicle-orders').then((m) => ({ default: m.TrackingStatusScreen })),
  'guest-order': () => import('./screen-groups/orders').then((m) => ({ default: m.GuestOrderScreen })),
  'guest-return': () => import('./screen-groups/returns').then((m) => ({ default: m.GuestReturnScreen })),
  'single-order-tracking': () =>
    import('./screen-groups/vehicle-orders').then((m) => ({ default: m.CheckOrderStatusScreen })),
  'ownership-delinking': () =>
    import('../features/ownership-delinking/components/ownership-delinking-screen').then((m) => ({
      default: m.OwnershipDelinkingScreen,
    })),
};
