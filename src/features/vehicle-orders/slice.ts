import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CANCELLED_RESERVATION } from './reservation-status';
import type { Reservation, VehicleOrder, VehicleOrderDetail } from '../../generated/types/api/owner';
import type { TextKey } from '../../lib/texts/text-key';

type Load = 'idle' | 'loading' | 'loaded' | 'failed';

/** Why a guest look-up gave no order: the page says each differently (never which detail was wrong). */
export type GuestRefusal = 'notFound' | 'tooMany' | 'expired' | 'failed';

export interface VehicleOrdersState {
  orders: { status: Load; items: VehicleOrder[] };
  reservations: { status: Load; items: Reservation[] };
  /** Cancelling a reservation: asked (the confirm modal), sent, refused (the error shows in the modal). */
  cancel: {
    reservationId: string | null;
    status: 'idle' | 'confirming' | 'cancelling' | 'failed';
    errorKey: TextKey | null;
    doneId: string | null;
  };
  /** The status page's order. */
  detail: { orderId: string | null; status: Load | 'notFound'; order: VehicleOrderDetail | null };
  sticker: { status: 'idle' | 'loading' | 'saved' | 'failed' };
  /** The guest's check of one order (no sign-in). */
  guest: { status: 'idle' | 'loading' | 'loaded' | GuestRefusal; order: VehicleOrderDetail | null };
}

const initialState: VehicleOrdersState = {
  orders: { status: 'idle', items: [] },
  reservations: { status: 'idle', items: [] },
  cancel: { reservationId: null, status: 'idle', errorKey: null, doneId: null },
  detail: { orderId: null, status: 'idle', order: null },
  sticker: { status: 'idle' },
  guest: { status: 'idle', order: null },
};

export const vehicleOrders = createSlice({
  name: 'vehicleOrders',
  initialState,
  reducers: {
    ordersRequested: (s) => {
      s.orders.status = 'loading';
    },
    ordersLoaded: (s, a: PayloadAction<VehicleOrder[]>) => {
      s.orders = { status: 'loaded', items: a.payload };
    },
    ordersFailed: (s) => {
      s.orders.status = 'failed';
    },
    /** A 401: sign-in takes over; the list loads again when the owner is back. */
    ordersInterrupted: (s) => {
      s.orders.status = 'idle';
    },

    reservationsRequested: (s) => {
      s.reservations.status = 'loading';
      s.cancel = initialState.cancel;
    },
    reservationsLoaded: (s, a: PayloadAction<Reservation[]>) => {
      s.reservations = { status: 'loaded', items: a.payload };
    },
    reservationsFailed: (s) => {
      s.reservations.status = 'failed';
    },
    reservationsInterrupted: (s) => {
      s.reservations.status = 'idle';
    },

    cancelReservationAsked: (s, a: PayloadAction<string>) => {
      s.cancel = { reservationId: a.payload, status: 'confirming', errorKey: null, doneId: null };
    },
    cancelReservationDismissed: (s) => {
      if (s.cancel.status !== 'cancelling') s.cancel = { ...initialState.cancel, doneId: s.cancel.doneId };
    },
    cancelReservationRequested: (s, a: PayloadAction<string>) => {
      s.cancel = { reservationId: a.payload, status: 'cancelling', errorKey: null, doneId: null };
    },
    reservationCancelled: (s, a: PayloadAction<string>) => {
      const found = s.reservations.items.find((r) => r.reservationId === a.payload);
      // The service answers 204 with no body: the reservation is now what the service calls a cancelled one.
      if (found) found.statusCode = CANCELLED_RESERVATION;
      s.cancel = { reservationId: null, status: 'idle', errorKey: null, doneId: a.payload };
    },
    cancelReservationFailed: (s, a: PayloadAction<TextKey>) => {
      s.cancel.status = 'failed';
      s.cancel.errorKey = a.payload;
    },
    cancelReservationInterrupted: (s) => {
      s.cancel = initialState.cancel;
    },

    orderStatusRequested: (s, a: PayloadAction<string>) => {
      s.detail = { orderId: a.payload, status: 'loading', order: null };
      s.sticker = initialState.sticker;
    },
    orderStatusLoaded: (s, a: PayloadAction<VehicleOrderDetail>) => {
      s.detail.status = 'loaded';
      s.detail.order = a.payload;
    },
    orderStatusNotFound: (s) => {
      s.detail.status = 'notFound';
    },
    orderStatusFailed: (s) => {
      s.detail.status = 'failed';
    },
    orderStatusInterrupted: (s) => {
      s.detail.status = 'idle';
    },

    stickerRequested: (s, _a: PayloadAction<string>) => {
      s.sticker.status = 'loading';
    },
    stickerSaved: (s) => {
      s.sticker.status = 'saved';
    },
    stickerFailed: (s) => {
      s.sticker.status = 'failed';
    },

    guestStatusRequested: (s, _a: PayloadAction<{ orderId: string; email: string }>) => {
      s.guest = { status: 'loading', order: null };
    },
    guestStatusLoaded: (s, a: PayloadAction<VehicleOrderDetail>) => {
      s.guest = { status: 'loaded', order: a.payload };
    },
    guestStatusRefused: (s, a: PayloadAction<GuestRefusal>) => {
      s.guest = { status: a.payload, order: null };
    },
  },
  selectors: {
    selectOrders: (s) => s.orders,
    selectReservations: (s) => s.reservations,
    selectCancel: (s) => s.cancel,
    selectDetail: (s) => s.detail,
    selectSticker: (s) => s.sticker,
    selectGuest: (s) => s.guest,
  },
});

export const {
  ordersRequested,
  ordersLoaded,
  ordersFailed,
  ordersInterrupted,
  reservationsRequested,
  reservationsLoaded,
  reservationsFailed,
  reservationsInterrupted,
  cancelReservationAsked,
  cancelReservationDismissed,
  cancelReservationRequested,
  reservationCancelled,
  cancelReservationFailed,
  cancelReservationInterrupted,
  orderStatusRequested,
  orderStatusLoaded,
  orderStatusNotFound,
  orderStatusFailed,
  orderStatusInterrupted,
  stickerRequested,
  stickerSaved,
  stickerFailed,
  guestStatusRequested,
  guestStatusLoaded,
  guestStatusRefused,
} = vehicleOrders.actions;
export const { selectOrders, selectReservations, selectCancel, selectDetail, selectSticker, selectGuest } =
  vehicleOrders.selectors;
