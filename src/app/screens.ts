import type { ComponentType } from 'react';
import type { ScreenId } from '../generated/types/routes';
import type { ScreenProps } from '../ui/screen';

type ScreenModule = Promise<{ default: ComponentType<ScreenProps> }>;

// Each screen is its own chunk, loaded when its route is first shown.
const pending = (): ScreenModule => import('./screens/screen-pending').then((m) => ({ default: m.ScreenPending }));

/**
 * Every screen id of the route map and the component that renders it. A screen id without an entry is a type
 * error; screens of capabilities still to come say so explicitly (`pending`).
 */
export const screens: Record<ScreenId, () => ScreenModule> = {
  'dashboard': () => import('../features/profile/components/dashboard-screen').then((m) => ({ default: m.DashboardScreen })),
  'not-found': () => import('./screens/not-found').then((m) => ({ default: m.NotFoundScreen })),
  'account-settings': () => import('../features/account-settings/components/account-settings-screen').then((m) => ({ default: m.AccountSettingsScreen })),
  'email-preference': () => import('../features/communication/components/email-preference-screen').then((m) => ({ default: m.EmailPreferenceScreen })),
  'change-email': () => import('../features/change-email/components/change-email-screen').then((m) => ({ default: m.ChangeEmailScreen })),
  'delete-account': () => import('../features/delete-account/components/delete-account-screen').then((m) => ({ default: m.DeleteAccountScreen })),
  'wallet': () => import('../features/wallet/components/wallet-screen').then((m) => ({ default: m.WalletScreen })),
  'connected-services': () => import('../features/connected-services/components/connected-services-screen').then((m) => ({ default: m.ConnectedServicesScreen })),
  'marketing-options': () => import('../features/marketing-options/components/marketing-options-screen').then((m) => ({ default: m.MarketingOptionsScreen })),
  'communication-preference': () => import('../features/communication/components/communication-preference-screen').then((m) => ({ default: m.CommunicationPreferenceScreen })),
  'communication-center': () => import('../features/communication/components/communication-center-screen').then((m) => ({ default: m.CommunicationCenterScreen })),
  'eu-post-registration': () => import('../features/marketing-options/components/post-registration-screen').then((m) => ({ default: m.PostRegistrationScreen })),
  'signin-credentials': () => import('../features/sign-in-security/components/sign-in-security-screen').then((m) => ({ default: m.SignInSecurityScreen })),
  'country-selector': () => import('../features/country-selector/components/country-selector-screen').then((m) => ({ default: m.CountrySelectorScreen })),
  'preferred-dealer': () => import('../features/dealer/components/preferred-dealer-screen').then((m) => ({ default: m.PreferredDealerScreen })),
  'order-details': pending,
  'order-history': pending,
  'create-return': pending,
  'return-to-dealer': pending,
  'complete-return': pending,
  'vehicle-order-tracking': pending,
  'tracking-status': pending,
  'guest-order': pending,
  'guest-return': pending,
  'single-order-tracking': pending,
  'ownership-delinking': () => import('../features/ownership-delinking/components/ownership-delinking-screen').then((m) => ({ default: m.OwnershipDelinkingScreen })),
};
