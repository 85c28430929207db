import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  GuestAuthorization,
  GuestOrderResponse,
  Order,
  OrderHistoryResponse,
  OrderSummary,
} from '../../generated/types/api/owner';
import type { TextKey } from '../../lib/texts/text-key';

type Load = 'idle' | 'loading' | 'loaded' | 'failed';

export interface OrdersState {
  /** One page of the owner's order history: `requested` the page asked for, `page` the one the service answered (it clamps one past the end). */
  history: {
    status: Load;
    requested: number;
    page: number;
    pageSize: number;
    totalOrders: number;
    orders: OrderSummary[];
  };
  /** 'notFound': the service does not know the number (or it is another owner's); 'none': no number asked and no order at all. */
  details: { status: Load | 'notFound' | 'none'; orderNo: string | null; order: Order | null };
  /** The line whose cancellation the owner is confirming; kept after a failure so the modal still says which. */
  cancel: { line: number | null; status: 'idle' | 'cancelling' | 'failed'; errorKey: TextKey | null };
  /** The guest look-up; the authorization lets a guest go on to a return without signing in. */
  guest: {
    status: 'idle' | 'searching' | 'found' | 'failed';
    errorKey: TextKey | null;
    order: Order | null;
    authorization: GuestAuthorization | null;
  };
}

const initialState: OrdersState = {
  history: { status: 'idle', requested: 1, page: 1, pageSize: 10, totalOrders: 0, orders: [] },
  details: { status: 'idle', orderNo: null, order: null },
  cancel: { line: null, status: 'idle', errorKey: null },
  guest: { status: 'idle', errorKey: null, order: null, authorization: null },
};

export const ordersSlice = createSlice({
  name: 'orders',
  initialState,
  reducers: {
    historyPageRequested: (s, a: PayloadAction<number>) => {
      s.history.status = 'loading';
      s.history.requested = a.payload;
    },
    historyLoaded: (s, a: PayloadAction<OrderHistoryResponse>) => {
      const { orders, page, pageSize, totalOrders } = a.payload;
      s.history = { status: 'loaded', requested: s.history.requested, orders, page, pageSize, totalOrders };
    },
    historyFailed: (s) => {
      s.history.status = 'failed';
    },
    /** 401: sign-in takes over; nothing failed as far as the owner is concerned. */
    historyInterrupted: (s) => {
      s.history.status = 'idle';
    },

    /** null: the most recent order (the first of page 1 of the history). */
    orderDetailsRequested: (s, a: PayloadAction<{ orderNo: string | null }>) => {
      s.details = { status: 'loading', orderNo: a.payload.orderNo, order: null };
      s.cancel = initialState.cancel;
    },
    orderDetailsLoaded: (s, a: PayloadAction<Order>) => {
      s.details = { status: 'loaded', orderNo: a.payload.orderNo, order: a.payload };
    },
    orderNotFound: (s, a: PayloadAction<string>) => {
      s.details = { status: 'notFound', orderNo: a.payload, order: null };
    },
    noOrders: (s) => {
      s.details = { status: 'none', orderNo: null, order: null };
    },
    orderDetailsFailed: (s) => {
      s.details.status = 'failed';
    },
    orderDetailsInterrupted: (s) => {
      s.details.status = 'idle';
    },

    cancelChosen: (s, a: PayloadAction<number>) => {
      s.cancel = { line: a.payload, status: 'idle', errorKey: null };
    },
    cancelDismissed: (s) => {
      s.cancel = initialState.cancel;
    },
    cancelItemRequested: (s, _a: PayloadAction<{ orderNo: string; line: number }>) => {
      s.cancel.status = 'cancelling';
      s.cancel.errorKey = null;
    },
    cancelItemSucceeded: (s, a: PayloadAction<Order>) => {
      s.cancel = initialState.cancel;
      s.details = { status: 'loaded', orderNo: a.payload.orderNo, order: a.payload };
    },
    cancelItemFailed: (s, a: PayloadAction<TextKey>) => {
      s.cancel.status = 'failed';
      s.cancel.errorKey = a.payload;
    },
    cancelItemInterrupted: (s) => {
      s.cancel.status = 'idle';
    },

    guestLookupRequested: (s, _a: PayloadAction<{ orderNo: string; email: string }>) => {
      s.guest = { status: 'searching', errorKey: null, order: null, authorization: null };
    },
    guestOrderFound: (s, a: PayloadAction<GuestOrderResponse>) => {
      s.guest = { status: 'found', errorKey: null, order: a.payload.order, authorization: a.payload.authorization };
    },
    guestLookupFailed: (s, a: PayloadAction<TextKey>) => {
      s.guest = { status: 'failed', errorKey: a.payload, order: null, authorization: null };
    },
    /** Back to the form, to look up another order. */
    guestLookupReset: (s) => {
      s.guest = initialState.guest;
    },
  },
  selectors: {
    selectHistory: (s) => s.history,
    selectDetails: (s) => s.details,
    selectCancel: (s) => s.cancel,
    selectGuest: (s) => s.guest,
  },
});

export const {
  historyPageRequested,
  historyLoaded,
  historyFailed,
  historyInterrupted,
  orderDetailsRequested,
  orderDetailsLoaded,
  orderNotFound,
  noOrders,
  orderDetailsFailed,
  orderDetailsInterrupted,
  cancelChosen,
  cancelDismissed,
  cancelItemRequested,
  cancelItemSucceeded,
  cancelItemFailed,
  cancelItemInterrupted,
  guestLookupRequested,
  guestOrderFound,
  guestLookupFailed,
  guestLookupReset,
} = ordersSlice.actions;
export const { selectHistory, selectDetails, selectCancel, selectGuest } = ordersSlice.selectors;
