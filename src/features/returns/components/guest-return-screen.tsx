import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useSearchParams } from 'react-router-dom';
import { EMAIL_SHAPE } from '../../../lib/forms/email-shape';
import { readGuestOrderHandOff } from '../../../lib/orders/guest-hand-off';
import { useFeature } from '../../../ui/feature-host';
import { useOrdersTable } from '../../../ui/market-context';
import { ScreenHeader } from '../../../ui/screen-header';
import { returnsFeature } from '../feature';
import { guestLookedUp, guestLookupRequested, guestStarted, selectReturns } from '../slice';
import { CompleteReturnView } from './complete-return-view';
import { ReturnForm } from './return-form';

/**
 * /make-return, no sign-in: 1 the order by number and email, 2 the items (the create-return form), 3 complete (label,
 * packing slip, photos). The order's authorization lives in the store only (memory): a reload starts again at step 1.
 */
export function GuestReturnScreen() {
  useFeature(returnsFeature);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const prefill = params.get('orderNo')?.trim() ?? '';
  const { guest, order, create } = useSelector(selectReturns);
  const state: unknown = useLocation().state;
  useEffect(() => {
    dispatch(guestStarted(prefill));
    // Coming from the guest order page: that look-up's order and authorization, so the guest is not asked again.
    const handOff = readGuestOrderHandOff(state, prefill, Date.now());
    if (handOff) dispatch(guestLookedUp(handOff));
  }, [dispatch, prefill, state]);
  const authorization = guest.authorization ?? undefined;
  const step = guest.step;
  return (
    <div className="screen returns">
      <ScreenHeader title={t('screen.guest-return.title')} lead={t(`guestReturn.step.${step}`)} />
      <ol className="return-steps" aria-label={t('returns.steps.heading')}>
        {(['lookup', 'choose', 'complete'] as const).map((s, i, all) => {
          const at = all.indexOf(step);
          return (
            <li
              key={s}
              className={i < at ? 'return-step-done' : i === at ? 'return-step-current' : undefined}
              aria-current={i === at ? 'step' : undefined}
            >
              <span className="return-step-number" aria-hidden="true">
                {i + 1}
              </span>
              <span>{t(`guestReturn.stepName.${s}`)}</span>
            </li>
          );
        })}
      </ol>
      {/* After an expired authorization what the guest typed comes back; on arrival, the order number of the address. */}
      {step === 'lookup' && <GuestLookup initial={guest.notice ? guest.details : { orderNo: prefill, email: '' }} />}
      {step === 'choose' && order.order && authorization && (
        <section className="panel" aria-labelledby="guest-choose-heading">
          <h2 id="guest-choose-heading">{t('returns.create.heading')}</h2>
          {/* Guests send their return by mail only: a dealer drop-off is booked against the owner's preferred dealer and
              account (dealer search and booking are owner calls), which a guest does not have. */}
          <ReturnForm order={order.order} guest={authorization} dealerOffered={false} />
        </section>
      )}
      {step === 'complete' && create.created && authorization && (
        <CompleteReturnView returnId={create.created.returnId} guest={authorization} />
      )}
    </div>
  );
}

function GuestLookup({ initial }: { initial: { orderNo: string; email: string } }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { guest } = useSelector(selectReturns);
  const { guestLookup } = useOrdersTable();
  const [orderNo, setOrderNo] = useState(initial.orderNo);
  const [email, setEmail] = useState(initial.email);
  const [tried, setTried] = useState(false);
  const ids = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (guest.lookup.status === 'failed') failureRef.current?.focus();
  }, [guest.lookup.status]);

  const orderError = tried && orderNo.trim() === '' ? 'guestReturn.orderNoMissing' : null;
  const emailError = !tried
    ? null
    : email.trim() === ''
      ? 'guestReturn.emailMissing'
      : EMAIL_SHAPE.test(email.trim())
        ? null
        : 'guestReturn.emailInvalid';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const bad = orderNo.trim() === '' || !EMAIL_SHAPE.test(email.trim());
    if (bad) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    dispatch(guestLookupRequested({ orderNo: orderNo.trim(), email: email.trim() }));
  };
  const working = guest.lookup.status === 'working';
  return (
    <section className="panel" aria-labelledby="guest-lookup-heading">
      <h2 id="guest-lookup-heading">{t('guestReturn.lookupHeading')}</h2>
      {guest.notice && (
        <p className="notice" role="alert">
          {t(guest.notice)}
        </p>
      )}
      <form ref={formRef} onSubmit={submit} noValidate className="return-guest-form">
        <div className="field">
          <label htmlFor={`${ids}-order`}>{t('guestReturn.orderNo')}</label>
          <input
            id={`${ids}-order`}
            value={orderNo}
            autoComplete="off"
            onChange={(e) => setOrderNo(e.target.value)}
            aria-invalid={orderError ? true : undefined}
            aria-describedby={orderError ? `${ids}-order-error` : `${ids}-order-hint`}
          />
          {orderError ? (
            <p className="field-error" id={`${ids}-order-error`}>
              {t(orderError)}
            </p>
          ) : (
            <p className="hint" id={`${ids}-order-hint`}>
              {t('guestReturn.orderNoHint')}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${ids}-email`}>{t('guestReturn.email')}</label>
          <input
            id={`${ids}-email`}
            type="email"
            value={email}
            autoComplete="email"
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${ids}-email-error` : undefined}
          />
          {emailError && (
            <p className="field-error" id={`${ids}-email-error`}>
              {t(emailError)}
            </p>
          )}
        </div>
        {guest.lookup.status === 'failed' && guest.lookup.error && (
          <div className="panel panel-error" role="alert" tabIndex={-1} ref={failureRef}>
            <p>
              {t(guest.lookup.error, {
                minutes: String(guestLookup.windowMinutes),
                count: guestLookup.windowMinutes,
              })}
            </p>
          </div>
        )}
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={working}>
            {working ? t('guestReturn.finding') : t('guestReturn.find')}
          </button>
        </div>
      </form>
    </section>
  );
}
