import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Recall } from '../../generated/types/api/owner';
import type { TextKey } from '../../lib/texts/text-key';

/** Why a vehicle's recalls are not shown: it is not in this owner's garage (404, or no VIN at all), or the call failed. */
export type RecallsFailure = 'not-in-garage' | 'error';

/**
 * The recalls of one VIN. idle: asked for, but a sign-in interrupted the call (the sign-in takes over); loading:
 * the call is under way; loaded: the service's answer; failed: why not.
 */
export type VinRecalls =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; checkedAt: string; recalls: Recall[] }
  | { status: 'failed'; reason: RecallsFailure; offline: boolean };

/**
 * What the owner last did with one recall's remedy: booking a day with the preferred dealer, or cancelling that
 * booking. idle: nothing under way (done: what just succeeded, for the card's announcement); working: sent;
 * failed: the error's text. `date` is the day the owner chose for a booking: kept when it fails.
 */
export interface RecallBooking {
  kind: 'book' | 'cancel';
  status: 'idle' | 'working' | 'failed';
  error: TextKey | null;
  date: string | null;
  done: 'booked' | 'cancelled' | null;
}

export interface RecallsState {
  /** By VIN (upper case): the page shows the one of its ?vin=, and finds the others again when the owner comes back. */
  byVin: Record<string, VinRecalls>;
  /** By VIN, then campaign: the booking (or cancelling) of a recall's remedy. */
  bookings: Record<string, Record<string, RecallBooking>>;
}

const initialState: RecallsState = { byVin: {}, bookings: {} };

type RecallRef = { vin: string; campaignId: string };

const setBooking = (s: RecallsState, { vin, campaignId }: RecallRef, booking: RecallBooking) => {
  (s.bookings[vin] ??= {})[campaignId] = booking;
};

/** What just succeeded: nothing under way, the card announces it. */
const idleAfter = (kind: RecallBooking['kind'], done: RecallBooking['done']): RecallBooking => ({
  kind,
  status: 'idle',
  error: null,
  date: null,
  done,
});

/** The service's answer in place of the recall it concerns, in the loaded list of its VIN. */
const replaceRecall = (s: RecallsState, vin: string, recall: Recall) => {
  const loaded = s.byVin[vin];
  if (loaded?.status !== 'loaded') return;
  loaded.recalls = loaded.recalls.map((r) => (r.campaignId === recall.campaignId ? recall : r));
};

export const recallsSlice = createSlice({
  name: 'recalls',
  initialState,
  reducers: {
    /** The page opened for a VIN, or asked again (retry, back online). What is shown already stays while it reloads. */
    recallsRequested: (s, a: PayloadAction<{ vin: string }>) => {
      if (s.byVin[a.payload.vin]?.status !== 'loaded') s.byVin[a.payload.vin] = { status: 'loading' };
      // What was announced on an earlier visit is not said again.
      for (const booking of Object.values(s.bookings[a.payload.vin] ?? {})) booking.done = null;
    },
    recallsLoaded: (s, a: PayloadAction<{ vin: string; checkedAt: string; recalls: Recall[] }>) => {
      const { vin, checkedAt, recalls } = a.payload;
      s.byVin[vin] = { status: 'loaded', checkedAt, recalls };
    },
    /** offline: the call never reached the service because the browser was offline. */
    recallsFailed: (s, a: PayloadAction<{ vin: string; reason: RecallsFailure; offline?: boolean }>) => {
      const { vin, reason, offline = false } = a.payload;
      s.byVin[vin] = { status: 'failed', reason, offline };
    },
    /** A 401: sign-in takes over, and the page asks again when it is back. */
    recallsInterrupted: (s, a: PayloadAction<{ vin: string }>) => {
      if (s.byVin[a.payload.vin]?.status !== 'loaded') s.byVin[a.payload.vin] = { status: 'idle' };
    },
    /** The owner sends a day for a recall's remedy visit. */
    remedyBookingRequested: (s, a: PayloadAction<RecallRef & { date: string }>) => {
      setBooking(s, a.payload, { kind: 'book', status: 'working', error: null, date: a.payload.date, done: null });
    },
    /** Booked: the recall as it now stands (scheduled, with its day and dealer). */
    remedyBooked: (s, a: PayloadAction<{ vin: string; recall: Recall }>) => {
      const { vin, recall } = a.payload;
      replaceRecall(s, vin, recall);
      setBooking(s, { vin, campaignId: recall.campaignId }, idleAfter('book', 'booked'));
    },
    /** Refused or failed: the day chosen stays, with why. */
    remedyBookingFailed: (s, a: PayloadAction<RecallRef & { error: TextKey }>) => {
      const { vin, campaignId, error } = a.payload;
      const date = s.bookings[vin]?.[campaignId]?.date ?? null;
      setBooking(s, a.payload, { kind: 'book', status: 'failed', error, date, done: null });
    },
    /** The owner confirmed cancelling a booked remedy visit. */
    remedyCancelRequested: (s, a: PayloadAction<RecallRef>) => {
      setBooking(s, a.payload, { kind: 'cancel', status: 'working', error: null, date: null, done: null });
    },
    /** Cancelled: the recall open again. */
    remedyCancelled: (s, a: PayloadAction<{ vin: string; recall: Recall }>) => {
      const { vin, recall } = a.payload;
      replaceRecall(s, vin, recall);
      setBooking(s, { vin, campaignId: recall.campaignId }, idleAfter('cancel', 'cancelled'));
    },
    remedyCancelFailed: (s, a: PayloadAction<RecallRef & { error: TextKey }>) => {
      setBooking(s, a.payload, { kind: 'cancel', status: 'failed', error: a.payload.error, date: null, done: null });
    },
    /** A 401 while booking or cancelling: sign-in takes over; the day chosen stays, with no error. */
    remedyInterrupted: (s, a: PayloadAction<RecallRef>) => {
      const { vin, campaignId } = a.payload;
      const previous = s.bookings[vin]?.[campaignId];
      if (previous) setBooking(s, a.payload, { ...previous, status: 'idle', error: null });
    },
  },
  selectors: {
    /** The recalls of a VIN; idle until asked for. */
    selectRecallsOf: (s, vin: string): VinRecalls => s.byVin[vin] ?? IDLE,
    /** The booking of one recall's remedy; null while the owner did nothing with it. */
    selectBookingOf: (s, vin: string, campaignId: string): RecallBooking | null =>
      s.bookings[vin]?.[campaignId] ?? null,
  },
});

const IDLE: VinRecalls = { status: 'idle' };

/** Open: not remedied yet, whether or not a repair is booked. */
export const isOpen = (recall: Pick<Recall, 'status'>): boolean => recall.status !== 'remedied';

export const {
  recallsRequested,
  recallsLoaded,
  recallsFailed,
  recallsInterrupted,
  remedyBookingRequested,
  remedyBooked,
  remedyBookingFailed,
  remedyCancelRequested,
  remedyCancelled,
  remedyCancelFailed,
  remedyInterrupted,
} = recallsSlice.actions;
export const { selectRecallsOf, selectBookingOf } = recallsSlice.selectors;
