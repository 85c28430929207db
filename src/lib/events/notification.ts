import { createAction } from '@reduxjs/toolkit';
import type { TextKey } from '../texts/text-key';

/** Spec 002 §2-3: the notification banner's types. */
export type NotificationType = 'success' | 'error' | 'info' | 'default' | 'dealer-consent-success' | 'none';

export interface NotificationRequest {
  type: NotificationType;
  /** A text key; empty means the banner's default text for the type (from content). */
  messageKey: TextKey | '';
  /** Spec 002 §2: a notification from the dashboard does not auto-close. */
  fromDashboard?: boolean;
  /** Raised for the page the flow goes to next (e.g. saved, then on to the dashboard): it is shown there. */
  forNextPage?: boolean;
}

/** Any feature may show a notification at the top of the page; the shell owns the banner (features never import each other). */
export const notify = createAction<NotificationRequest>('shell/notify');
export const notificationDismissed = createAction('shell/notificationDismissed');
