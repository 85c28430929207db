import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { EMAIL_SHAPE } from '../../../lib/forms/email-shape';
import { guestOrderHandOff } from '../../../lib/orders/guest-hand-off';
import { useFeature } from '../../../ui/feature-host';
import { useOrdersTable } from '../../../ui/market-context';
import { ScreenHeader } from '../../../ui/screen-header';
import { Spinner } from '../../../ui/spinner';
import { ordersFeature } from '../feature';
import { guestLookupRequested, guestLookupReset, selectGuest } from '../slice';
import { OrderView } from './order-view';

type Field = 'orderNo' | 'email';
type Problems = Partial<Record<Field, string>>;

/** Spec 000 §5: non-empty first (its text, then the label), then the pattern. */
function problemsOf(
  values: Record<Field, string>,
  labels: Record<Field, string>,
  texts: { nonEmpty: string; email: string },
): Problems {
  const problems: Problems = {};
  if (values.orderNo.trim() === '') problems.orderNo = `${texts.nonEmpty} ${labels.orderNo}`;
  if (values.email.trim() === '') problems.email = `${texts.nonEmpty} ${labels.email}`;
  else if (!EMAIL_SHAPE.test(values.email.trim())) problems.email = texts.email;
  return problems;
}

/**
 * A guest (no sign-in) finds an order by its number and the email it was placed with, and sees it read-only. A
 * failed look-up never says which of the two was wrong, and keeps what was typed.
 */
export function GuestOrderScreen() {
  useFeature(ordersFeature);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const guest = useSelector(selectGuest);
  const { guestLookup } = useOrdersTable();
  const [values, setValues] = useState<Record<Field, string>>({ orderNo: '', email: '' });
  const [problems, setProblems] = useState<Problems>({});
  const ids = { orderNo: useId(), email: useId(), orderNoError: useId(), emailError: useId(), hint: useId() };
  const orderHeading = useRef<HTMLHeadingElement>(null);
  const fields = { orderNo: useRef<HTMLInputElement>(null), email: useRef<HTMLInputElement>(null) };

  // A look-up belongs to this visit of the page: coming back starts with the form.
  useEffect(() => {
    dispatch(guestLookupReset());
  }, [dispatch]);
  useEffect(() => {
    if (guest.status === 'found') orderHeading.current?.focus();
  }, [guest.status]);

  const labels = { orderNo: t('orders.guest.orderNo'), email: t('orders.guest.email') };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(values, labels, { nonEmpty: t('form.nonEmpty'), email: t('orders.guest.emailInvalid') });
    setProblems(found);
    const first = (['orderNo', 'email'] as const).find((f) => found[f]);
    if (first) {
      // The last look-up's answer is about other details: it goes, the field errors say what to fix now.
      dispatch(guestLookupReset());
      fields[first].current?.focus();
      return;
    }
    dispatch(guestLookupRequested({ orderNo: values.orderNo.trim().toUpperCase(), email: values.email.trim() }));
  };
  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (problems[field]) setProblems((p) => ({ ...p, [field]: undefined }));
  };
  const input = (field: Field, type: 'text' | 'email', autoComplete: string) => {
    const errorId = field === 'orderNo' ? ids.orderNoError : ids.emailError;
    const problem = problems[field];
    const describedBy =
      [field === 'orderNo' ? ids.hint : null, problem ? errorId : null].filter(Boolean).join(' ') || undefined;
    return (
      <div className="field">
        <label htmlFor={ids[field]}>{labels[field]}</label>
        <input
          id={ids[field]}
          ref={fields[field]}
          type={type}
          value={values[field]}
          required
          autoComplete={autoComplete}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => change(field, e.target.value)}
        />
        {field === 'orderNo' && (
          <p className="hint" id={ids.hint}>
            {t('orders.guest.orderNoHint')}
          </p>
        )}
        {problem && (
          <p className="field-error" id={errorId}>
            {problem}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="screen orders-screen guest-order">
      <ScreenHeader title={t('screen.guest-order.title')} lead={t('orders.guest.lead')} />
      {guest.status !== 'found' && (
        <section className="panel guest-order-form" aria-labelledby="guest-order-form-heading">
          <h2 id="guest-order-form-heading">{t('orders.guest.heading')}</h2>
          <form onSubmit={submit} noValidate>
            {input('orderNo', 'text', 'off')}
            {input('email', 'email', 'email')}
            {guest.status === 'failed' && guest.errorKey && (
              <p className="panel panel-error guest-order-error" role="alert">
                {t(guest.errorKey, {
                  minutes: String(guestLookup.windowMinutes),
                  count: guestLookup.windowMinutes,
                })}
              </p>
            )}
            <div className="form-actions actions">
              <button type="submit" className="button button-primary" disabled={guest.status === 'searching'}>
                {t('orders.guest.submit')}
              </button>
            </div>
          </form>
          {guest.status === 'searching' && <Spinner label={t('app.loading')} />}
        </section>
      )}
      {guest.status === 'found' && guest.order && (
        <>
          <OrderView
            ref={orderHeading}
            order={guest.order}
            readOnly
            returnRoute="make-return"
            showReturns={false}
            returnState={guest.authorization ? guestOrderHandOff(guest.order, guest.authorization) : undefined}
          />
          <p>
            <button type="button" className="button" onClick={() => dispatch(guestLookupReset())}>
              {t('orders.guest.another')}
            </button>
          </p>
        </>
      )}
    </div>
  );
}
