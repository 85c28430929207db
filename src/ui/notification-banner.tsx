import { useEffect, useEffectEvent, useState } from 'react';
import { useSite } from './market-context';
import type { NotificationType } from '../lib/events/notification';

export type { NotificationType };

export interface Notification {
  type: NotificationType;
  message: string;
  /** Notifications raised on the dashboard stay until dismissed. */
  fromDashboard?: boolean;
}

export interface NotificationBannerProps {
  notification: Notification | null;
  onDismiss: () => void;
  /** Shown when a success or error notification has no message of its own (texts from content). */
  defaults: { successText: string; failureText: string };
  /** Accessible name of the dismiss button, e.g. "Close notification". */
  closeLabel: string;
}

function textOf(notification: Notification, defaults: NotificationBannerProps['defaults']): string {
  if (notification.message) return notification.message;
  switch (notification.type) {
    case 'success':
    case 'dealer-consent-success':
      return defaults.successText;
    case 'error':
      return defaults.failureText;
    default:
      return '';
  }
}

/**
 * The banner at the top of the page. When a notification arrives the page scrolls to the top,
 * the text appears 0.5 s later (site.json timings.notificationContentDelayMs) and the banner dismisses
 * itself after 10 s (timings.notificationAutoCloseMs) unless it came from the dashboard. Each new
 * notification object restarts both timers.
 */
export function NotificationBanner({ notification, onDismiss, defaults, closeLabel }: NotificationBannerProps) {
  const text = notification && notification.type !== 'none' ? textOf(notification, defaults) : '';
  const shown = notification !== null && text !== '';
  const [contentFor, setContentFor] = useState<Notification | null>(null);
  const dismiss = useEffectEvent(onDismiss);
  const { notificationContentDelayMs: contentDelayMs, notificationAutoCloseMs: autoCloseMs } = useSite().timings;

  useEffect(() => {
    if (!shown) return;
    window.scrollTo({ top: 0 });
    const timers = [window.setTimeout(() => setContentFor(notification), contentDelayMs)];
    if (!notification.fromDashboard) timers.push(window.setTimeout(() => dismiss(), autoCloseMs));
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, [notification, shown, contentDelayMs, autoCloseMs]);

  if (!shown) return null;
  const tone = notification.type === 'dealer-consent-success' ? 'success' : notification.type;
  const arrived = contentFor === notification;
  // The banner takes its final size at once (a hidden copy of the text, the close button kept in place but unseen),
  // so the text arriving later does not push the page down a second time.
  return (
    <div className={`ui-notification ui-notification--${tone}`}>
      <div className="ui-notification-body">
        {/* The live region is in the page before its text arrives, so screen readers announce the text. */}
        <div role={notification.type === 'error' ? 'alert' : 'status'} className="ui-notification-message">
          {arrived ? text : null}
        </div>
        {arrived ? null : (
          <div className="ui-notification-sizer" aria-hidden="true">
            {text}
          </div>
        )}
      </div>
      <button type="button" className="ui-close-button" aria-label={closeLabel} onClick={onDismiss} hidden={!arrived}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
