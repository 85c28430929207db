import { useTranslation } from 'react-i18next';
import { statusText } from '../labels';

/** An order's or a line's status as the owner reads it, coloured by its code (`.order-status[data-status]`). */
export function OrderStatus({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <span className="order-status" data-status={code}>
      {statusText(t, code)}
    </span>
  );
}
