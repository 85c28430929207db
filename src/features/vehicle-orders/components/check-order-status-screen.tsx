import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { useFeature } from '../../../ui/feature-host';
import { useOrdersTable } from '../../../ui/market-context';
import { ScreenHeader } from '../../../ui/screen-header';
import { Spinner } from '../../../ui/spinner';
import { vehicleOrdersFeature } from '../feature';
import { guestLookupErrors, type GuestLookupErrors } from '../order-lookup';
import { guestStatusRequested, selectGuest, type GuestRefusal } from '../slice';
import { TrackingNotOffered, useTrackingOffered } from './not-offered';
import { OrderStatusView } from './order-status-view';
import type { TextKey } from '../../../lib/texts/text-key';

/** A guest (no sign-in) checks one vehicle order by its number and the email it was placed with. */
export function CheckOrderStatusScreen() {
  const { t } = useTranslation();
  const offered = useTrackingOffered();
  if (!offered) return <TrackingNotOffered title={t('screen.single-order-tracking.title')} />;
  return <GuestCheck />;
}

/** `minutes`: the look-up window of markets/orders.json (guestLookup.windowMinutes). */
const refusalText = (refusal: GuestRefusal, minutes: number): [TextKey, Record<string, string | number>] => {
  if (refusal === 'notFound') return ['orderLookup.notFound', {}];
  if (refusal === 'tooMany') return ['orderLookup.tooMany', { minutes: String(minutes), count: minutes }];
  if (refusal === 'expired') return ['orderLookup.expired', {}];
  return ['orderLookup.failed', {}];
};

function GuestCheck() {
  useFeature(vehicleOrdersFeature);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const location = useLocation();
  const guest = useSelector(selectGuest);
  const { guestLookup } = useOrdersTable();
  // The values stay as typed after any answer: a wrong detail is corrected, not typed again.
  const [orderId, setOrderId] = useState(() => new URLSearchParams(location.search).get('orderId') ?? '');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<GuestLookupErrors>({});
  const orderRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const orderFieldId = useId();
  const emailFieldId = useId();
  const orderHintId = useId();
  const orderErrorId = useId();
  const emailErrorId = useId();
  const loading = guest.status === 'loading';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = guestLookupErrors(orderId, email);
    setErrors(found);
    if (found.orderId) orderRef.current?.focus();
    else if (found.email) emailRef.current?.focus();
    else dispatch(guestStatusRequested({ orderId, email }));
  };
  const refusal =
    guest.status === 'notFound' || guest.status === 'tooMany' || guest.status === 'expired' || guest.status === 'failed'
      ? refusalText(guest.status, guestLookup.windowMinutes)
      : null;

  return (
    <div className="screen vehicle-orders tracking-guest">
      <ScreenHeader title={t('screen.single-order-tracking.title')} lead={t('orderLookup.lead')} />
      <form className="panel tracking-guest-form" onSubmit={submit} noValidate aria-label={t('orderLookup.formLabel')}>
        <div className="field">
          <label htmlFor={orderFieldId}>{t('orderLookup.orderId.label')}</label>
          <input
            ref={orderRef}
            id={orderFieldId}
            name="orderId"
            value={orderId}
            onChange={(e) => setOrderId(e.target.value)}
            autoComplete="off"
            maxLength={30}
            aria-invalid={errors.orderId ? true : undefined}
            aria-describedby={errors.orderId ? `${orderHintId} ${orderErrorId}` : orderHintId}
          />
          <p className="hint tracking-field-hint" id={orderHintId}>
            {t('orderLookup.orderId.hint')}
          </p>
          {errors.orderId && (
            <p className="field-error" id={orderErrorId}>
              {t(errors.orderId)}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={emailFieldId}>{t('orderLookup.email.label')}</label>
          <input
            ref={emailRef}
            id={emailFieldId}
            name="email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="email"
            maxLength={254}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? emailErrorId : undefined}
          />
          {errors.email && (
            <p className="field-error" id={emailErrorId}>
              {t(errors.email)}
            </p>
          )}
        </div>
        {refusal && (
          <p className="panel panel-error tracking-guest-error" role="alert">
            {t(refusal[0], refusal[1])}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={loading}>
            {loading ? t('orderLookup.checking') : t('orderLookup.submit')}
          </button>
        </div>
      </form>
      {loading && <Spinner label={t('app.loading')} />}
      {guest.status === 'loaded' && guest.order && (
        <div className="tracking-guest-result">
          <OrderStatusView order={guest.order} />
        </div>
      )}
    </div>
  );
}
