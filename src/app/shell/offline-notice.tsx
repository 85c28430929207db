import { useTranslation } from 'react-i18next';
import { useHeightProperty } from '../../ui/use-height-property';

/**
 * "You are offline": stuck to the screen's bottom (app.css). It measures itself into --offline-notice-block-size,
 * which the page's bottom scroll padding follows while it shows: on a phone it is several lines tall, and what the
 * browser brings into view (a control reached from the keyboard, a link to a part of the page) stops above it.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const ref = useHeightProperty<HTMLParagraphElement>('--offline-notice-block-size');
  return (
    <p ref={ref} className="offline-notice" role="status">
      {t('app.offline.notice')}
    </p>
  );
}
