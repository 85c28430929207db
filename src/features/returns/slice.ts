import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DropOffDealer } from './api';
import type { GuestCredentials } from '../../api/client';
import type {
  Booking,
  BookingResponse,
  CreateReturnRequest,
  Order,
  OrderReturn,
  PhotoUploadRequest,
} from '../../generated/types/api/owner';
import type { TextKey } from '../../lib/texts/text-key';

type Load = 'idle' | 'loading' | 'loaded' | 'failed' | 'notFound';
type Action = 'idle' | 'working' | 'failed';

/** Who is asking: an owner (token) or a guest (the order's authorization, kept here in memory only, never in storage). */
export interface Asker {
  guest?: GuestCredentials;
}

export interface ReturnsState {
  /** The order a return is made from (orderDetails for owners, the guest lookup for guests). */
  order: { status: Load; order: Order | null };
  create: { status: 'idle' | 'saving' | 'failed' | 'created'; error: TextKey | null; created: OrderReturn | null };
  /** The return of the drop-off and complete screens. */
  current: { status: Load; returnId: string | null; value: OrderReturn | null };
  /** When the stored label was made (null: none yet); `cached` when the last download was that stored one. */
  label: { status: Action; createdAt: string | null; cached: boolean };
  slip: { status: Action };
  photo: { status: 'idle' | 'uploading' | 'done' | 'failed'; progress: number; error: TextKey | null };
  dropOff: {
    preferred: { status: Load; dealer: DropOffDealer | null };
    search: { status: Load; query: string; results: DropOffDealer[] };
    booking: { status: Action; error: TextKey | null };
    cancel: { status: Action };
    /** The booking's cancel code (authorization.accessCode): shown so the owner can cancel without signing in. */
    reference: string | null;
  };
  guest: {
    step: 'lookup' | 'choose' | 'complete';
    lookup: { status: Action; error: TextKey | null };
    /** What the guest typed, kept for the next attempt (and after an expired authorization). */
    details: { orderNo: string; email: string };
    authorization: GuestCredentials | null;
    /** Why the guest is back at step 1 (their authorization expired). */
    notice: TextKey | null;
  };
}

const initialState: ReturnsState = {
  order: { status: 'idle', order: null },
  create: { status: 'idle', error: null, created: null },
  current: { status: 'idle', returnId: null, value: null },
  label: { status: 'idle', createdAt: null, cached: false },
  slip: { status: 'idle' },
  photo: { status: 'idle', progress: 0, error: null },
  dropOff: {
    preferred: { status: 'idle', dealer: null },
    search: { status: 'idle', query: '', results: [] },
    booking: { status: 'idle', error: null },
    cancel: { status: 'idle' },
    reference: null,
  },
  guest: {
    step: 'lookup',
    lookup: { status: 'idle', error: null },
    details: { orderNo: '', email: '' },
    authorization: null,
    notice: null,
  },
};

const withBooking = (s: ReturnsState, booking: Booking | null) => {
  if (!s.current.value) return;
  s.current.value.booking = booking;
  s.current.value.status = booking ? 'DROP_OFF_BOOKED' : 'OPEN';
};

export const returns = createSlice({
  name: 'returns',
  initialState,
  reducers: {
    orderRequested: (s, _a: PayloadAction<string>) => {
      s.order = { status: 'loading', order: null };
      s.create = initialState.create;
    },
    orderLoaded: (s, a: PayloadAction<Order>) => {
      s.order = { status: 'loaded', order: a.payload };
    },
    orderFailed: (s, a: PayloadAction<{ notFound: boolean }>) => {
      s.order = { status: a.payload.notFound ? 'notFound' : 'failed', order: null };
    },
    /** No order number in the address: nothing to load. */
    orderMissing: (s) => {
      s.order = { status: 'notFound', order: null };
    },

    createRequested: (s, _a: PayloadAction<{ body: CreateReturnRequest } & Asker>) => {
      s.create = { status: 'saving', error: null, created: null };
    },
    returnCreated: (s, a: PayloadAction<OrderReturn>) => {
      s.create = { status: 'created', error: null, created: a.payload };
      if (s.guest.authorization) s.guest.step = 'complete';
    },
    createFailed: (s, a: PayloadAction<TextKey>) => {
      s.create = { status: 'failed', error: a.payload, created: null };
    },
    /** A 401: sign-in (owner) or step 1 (guest) takes over; the form keeps its choices. */
    createInterrupted: (s) => {
      s.create = initialState.create;
    },

    returnRequested: (s, a: PayloadAction<{ returnId: string } & Asker>) => {
      const same = s.current.returnId === a.payload.returnId;
      s.current = { status: 'loading', returnId: a.payload.returnId, value: same ? s.current.value : null };
      if (!same) {
        s.label = initialState.label;
        s.slip = initialState.slip;
        s.photo = initialState.photo;
        s.dropOff = initialState.dropOff;
      }
    },
    returnLoaded: (s, a: PayloadAction<OrderReturn>) => {
      s.current = { status: 'loaded', returnId: a.payload.returnId, value: a.payload };
      if (a.payload.labelCreatedAt) s.label.createdAt = a.payload.labelCreatedAt;
    },
    returnFailed: (s, a: PayloadAction<{ notFound: boolean }>) => {
      s.current.status = a.payload.notFound ? 'notFound' : 'failed';
    },
    /** No return id in the address. */
    returnMissing: (s) => {
      s.current = { status: 'notFound', returnId: null, value: null };
    },
    storedLabelFound: (s, a: PayloadAction<string>) => {
      s.label.createdAt = a.payload;
    },

    labelRequested: (s, _a: PayloadAction<{ returnId: string } & Asker>) => {
      s.label.status = 'working';
    },
    labelSaved: (s, a: PayloadAction<{ createdAt: string; cached: boolean }>) => {
      s.label = { status: 'idle', ...a.payload };
    },
    labelFailed: (s) => {
      s.label.status = 'failed';
    },
    slipRequested: (s, _a: PayloadAction<{ returnId: string } & Asker>) => {
      s.slip.status = 'working';
    },
    slipSaved: (s) => {
      s.slip.status = 'idle';
    },
    slipFailed: (s) => {
      s.slip.status = 'failed';
    },

    photoUploadRequested: (s, _a: PayloadAction<{ returnId: string; body: PhotoUploadRequest } & Asker>) => {
      s.photo = { status: 'uploading', progress: 0, error: null };
    },
    photoProgress: (s, a: PayloadAction<number>) => {
      if (s.photo.status === 'uploading') s.photo.progress = a.payload;
    },
    /** 100 only now: the service has answered. */
    photoUploaded: (s, a: PayloadAction<OrderReturn>) => {
      s.photo = { status: 'done', progress: 100, error: null };
      s.current.value = a.payload;
    },
    photoFailed: (s, a: PayloadAction<TextKey>) => {
      s.photo = { status: 'failed', progress: s.photo.progress, error: a.payload };
    },
    /** A problem found before sending (type, size): nothing went out. */
    photoRefused: (s, a: PayloadAction<TextKey>) => {
      s.photo = { status: 'failed', progress: 0, error: a.payload };
    },

    preferredDealerRequested: (s) => {
      s.dropOff.preferred = { status: 'loading', dealer: null };
    },
    preferredDealerLoaded: (s, a: PayloadAction<DropOffDealer | null>) => {
      s.dropOff.preferred = { status: 'loaded', dealer: a.payload };
    },
    preferredDealerFailed: (s) => {
      s.dropOff.preferred = { status: 'failed', dealer: null };
    },
    dealerSearchRequested: (s, a: PayloadAction<string>) => {
      s.dropOff.search = { status: 'loading', query: a.payload, results: [] };
    },
    dealerSearchLoaded: (s, a: PayloadAction<DropOffDealer[]>) => {
      s.dropOff.search.status = 'loaded';
      s.dropOff.search.results = a.payload;
    },
    dealerSearchFailed: (s) => {
      s.dropOff.search.status = 'failed';
    },

    bookingRequested: (s, _a: PayloadAction<{ returnId: string; dealerCode: string; date: string }>) => {
      s.dropOff.booking = { status: 'working', error: null };
    },
    bookingDateChangeRequested: (s, _a: PayloadAction<{ bookingId: string; date: string }>) => {
      s.dropOff.booking = { status: 'working', error: null };
    },
    bookingSaved: (s, a: PayloadAction<BookingResponse>) => {
      s.dropOff.booking = { status: 'idle', error: null };
      s.dropOff.reference = a.payload.authorization.accessCode;
      withBooking(s, a.payload.booking);
    },
    bookingFailed: (s, a: PayloadAction<TextKey>) => {
      s.dropOff.booking = { status: 'failed', error: a.payload };
    },
    bookingCancelRequested: (s, _a: PayloadAction<string>) => {
      s.dropOff.cancel.status = 'working';
    },
    /** The return is OPEN again and the drop-off form shows. */
    bookingCancelled: (s) => {
      s.dropOff.cancel.status = 'idle';
      s.dropOff.reference = null;
      s.dropOff.booking = initialState.dropOff.booking;
      withBooking(s, null);
    },
    bookingCancelFailed: (s) => {
      s.dropOff.cancel.status = 'failed';
    },

    guestLookupRequested: (s, a: PayloadAction<{ orderNo: string; email: string }>) => {
      s.guest.lookup = { status: 'working', error: null };
      s.guest.details = a.payload;
      s.guest.notice = null;
    },
    guestLookedUp: (s, a: PayloadAction<{ order: Order; authorization: GuestCredentials }>) => {
      s.guest.lookup = { status: 'idle', error: null };
      // Only what the headers need: the expiry is the service's to enforce (a 401 brings the guest back here).
      s.guest.authorization = {
        identifier: a.payload.authorization.identifier,
        accessCode: a.payload.authorization.accessCode,
      };
      s.guest.step = 'choose';
      s.order = { status: 'loaded', order: a.payload.order };
      s.create = initialState.create;
    },
    guestLookupFailed: (s, a: PayloadAction<TextKey>) => {
      s.guest.lookup = { status: 'failed', error: a.payload };
    },
    /** The guest's authorization expired (a 401): back to step 1 with a word why; what they typed stays. */
    guestExpired: (s) => {
      s.guest = { ...initialState.guest, details: s.guest.details, notice: 'returns.lookup.expired' };
      s.order = initialState.order;
      s.create = initialState.create;
      s.current = initialState.current;
    },
    /** The guest screen opened: a fresh start, the order number of the address filled in. */
    guestStarted: (s, a: PayloadAction<string>) => {
      s.guest = { ...initialState.guest, details: { orderNo: a.payload, email: '' } };
      s.order = initialState.order;
      s.create = initialState.create;
      s.current = initialState.current;
    },
  },
  selectors: { selectReturns: (s) => s },
});

export const {
  orderRequested,
  orderLoaded,
  orderFailed,
  orderMissing,
  createRequested,
  returnCreated,
  createFailed,
  createInterrupted,
  returnRequested,
  returnLoaded,
  returnFailed,
  returnMissing,
  storedLabelFound,
  labelRequested,
  labelSaved,
  labelFailed,
  slipRequested,
  slipSaved,
  slipFailed,
  photoUploadRequested,
  photoProgress,
  photoUploaded,
  photoFailed,
  photoRefused,
  preferredDealerRequested,
  preferredDealerLoaded,
  preferredDealerFailed,
  dealerSearchRequested,
  dealerSearchLoaded,
  dealerSearchFailed,
  bookingRequested,
  bookingDateChangeRequested,
  bookingSaved,
  bookingFailed,
  bookingCancelRequested,
  bookingCancelled,
  bookingCancelFailed,
  guestLookupRequested,
  guestLookedUp,
  guestLookupFailed,
  guestExpired,
  guestStarted,
} = returns.actions;
export const { selectReturns } = returns.selectors;
