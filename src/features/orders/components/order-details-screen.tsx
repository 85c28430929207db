import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useParams, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useFeature } from '../../../ui/feature-host';
import { LoadState } from '../../../ui/load-state';
import { RouteLink } from '../../../ui/route-link';
import { ScreenHeader } from '../../../ui/screen-header';
import { ordersFeature } from '../feature';
import {
  cancelChosen,
  cancelDismissed,
  cancelItemRequested,
  orderDetailsRequested,
  selectCancel,
  selectDetails,
} from '../slice';
import { OrderView } from './order-view';

const CANCEL_MODAL = 'orders-cancel-item';
const DETAILS_HEADING = 'order-details-heading';

/**
 * An order of the owner: by number (/order-details/US-300540), by ?orderNo=, or else the most recent one. A line that
 * may still be cancelled is cancelled after a confirmation.
 */
export function OrderDetailsScreen() {
  useFeature(ordersFeature);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const params = useParams();
  const [search] = useSearchParams();
  const orderNo = params.orderNo || search.get('orderNo') || null;
  const details = useSelector(selectDetails);
  const cancel = useSelector(selectCancel);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusAfterCancel = useRef(false);

  useEffect(() => {
    dispatch(orderDetailsRequested({ orderNo }));
  }, [dispatch, orderNo]);

  // The cancelled line's button is gone with the modal: focus goes to the order rather than to the page's start.
  useEffect(() => {
    if (cancel.line === null && focusAfterCancel.current) {
      focusAfterCancel.current = false;
      // After the modal's own focus return to the (removed) opener.
      window.setTimeout(() => heading.current?.focus(), 0);
    }
  }, [cancel.line]);

  const dismiss = () => {
    focusAfterCancel.current = false;
    dispatch(cancelDismissed());
  };
  const order = details.order;
  const line = order?.items.find((l) => l.line === cancel.line) ?? null;
  return (
    <div className="screen orders-screen">
      {/* One way back (the breadcrumbs) and one heading: the order's own once it is here. */}
      <ScreenHeader
        headingId={DETAILS_HEADING}
        focusRef={heading}
        title={
          details.status === 'loaded' && order
            ? t('orders.details.heading', { orderNo: order.orderNo })
            : t('screen.order-details.title')
        }
      />
      <LoadState
        status={details.status}
        loadingLabel={t('app.loading')}
        message={t('orders.details.failed')}
        retryLabel={t('orders.retry')}
        onRetry={() => dispatch(orderDetailsRequested({ orderNo }))}
      />
      {details.status === 'notFound' && (
        <div className="panel orders-empty">
          <h2>{t('orders.details.notFound.heading')}</h2>
          <p>{t('orders.details.notFound.body', { orderNo: details.orderNo ?? '' })}</p>
          <RouteLink to="order-history" className="button">
            {t('orders.details.back')}
          </RouteLink>
        </div>
      )}
      {details.status === 'none' && (
        <div className="panel orders-empty">
          <h2>{t('orders.history.empty.heading')}</h2>
          <p>{t('orders.history.empty.body')}</p>
        </div>
      )}
      {details.status === 'loaded' && order && (
        <>
          <OrderView
            headingId={DETAILS_HEADING}
            order={order}
            readOnly={false}
            returnRoute="create-return"
            showReturns
            onCancel={(l) => dispatch(cancelChosen(l.line))}
          />
          <ConfirmDialog
            name={CANCEL_MODAL}
            activeModal={line ? CANCEL_MODAL : null}
            title={t('orders.cancel.title')}
            body={line && t('orders.cancel.body', { name: line.name, orderNo: order.orderNo })}
            error={cancel.status === 'failed' && cancel.errorKey ? t(cancel.errorKey) : null}
            busy={cancel.status === 'cancelling'}
            cancelLabel={t('orders.cancel.keep')}
            confirmLabel={cancel.status === 'cancelling' ? t('orders.cancel.cancelling') : t('orders.cancel.confirm')}
            onCancel={() => {
              if (cancel.status !== 'cancelling') dismiss();
            }}
            onConfirm={() => {
              if (!line) return;
              focusAfterCancel.current = true;
              dispatch(cancelItemRequested({ orderNo: order.orderNo, line: line.line }));
            }}
          />
        </>
      )}
    </div>
  );
}
