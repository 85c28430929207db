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
  'account-settings': pending,
  'email-preference': pending,
  'change-email': pending,
  'delete-account': pending,
  'wallet': pending,
  'connected-services': () => import('../features/connected-services/components/connected-services-screen').then((m) => ({ default: m.ConnectedServicesScreen })),
  'marketing-options': () => import('../features/marketing-options/components/marketing-options-screen').then((m) => ({ default: m.MarketingOptionsScreen })),
  'communication-preference': pending,
  'communication-center': pending,
  'eu-post-registration': () => import('../features/marketing-options/components/post-registration-screen').then((m) => ({ default: m.PostRegistrationScreen })),
  'signin-credentials': () => import('../features/sign-in-security/components/sign-in-security-screen').then((m) => ({ default: m.SignInSecurityScreen })),
  'country-selector': pending,
  'preferred-dealer': pending,
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
  'ownership-delinking': pending,
};
