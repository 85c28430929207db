import { useTranslation } from 'react-i18next';
import { notificationDismissed } from '../../lib/events/notification';
import { NotificationBanner } from '../../ui/notification-banner';
import { useAppDispatch, useAppSelector } from '../hooks';
import { selectNotification } from './shell-slice';
import { useFragment } from './use-fragment';

const text = (data: Record<string, unknown> | null, key: string): string =>
  typeof data?.[key] === 'string' ? data[key] : '';

/** The one notification banner at the top of every page; any feature raises it with `notify`. */
export function NotificationArea() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const notification = useAppSelector(selectNotification);
  // Spec 002 §2: the default success and failure texts come from content.
  const defaults = useFragment('notification-banner');
  const shown = notification && {
    type: notification.type,
    message: notification.messageKey ? t(notification.messageKey) : '',
    fromDashboard: notification.fromDashboard,
  };
  return (
    <NotificationBanner
      key={notification?.id}
      notification={shown}
      onDismiss={() => dispatch(notificationDismissed())}
      defaults={{ successText: text(defaults, 'successText'), failureText: text(defaults, 'failureText') }}
      closeLabel={text(defaults, 'closeLabel') || t('shell.closeNotification')}
    />
  );
}
