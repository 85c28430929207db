import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HandoverChecklistResponse, HandoverItem } from '../../generated/types/api/owner';

/**
 * The handover-day checklist of the status page's order. A tick shows at once and is sent; a refused one is taken
 * back and said (failedItem). notOffered: the service has none for the order (409: not in delivery).
 */
export interface HandoverState {
  orderId: string | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed' | 'notOffered';
  checklist: HandoverChecklistResponse | null;
  /** The items whose tick is on its way. */
  saving: string[];
  failedItem: string | null;
}

const initialState: HandoverState = { orderId: null, status: 'idle', checklist: null, saving: [], failedItem: null };

export interface TickRequest {
  orderId: string;
  itemId: string;
  done: boolean;
}

const setItem = (s: HandoverState, item: Pick<HandoverItem, 'id' | 'done'> & Partial<HandoverItem>) => {
  const found = s.checklist?.items.find((i) => i.id === item.id);
  if (found) Object.assign(found, item);
};

export const handover = createSlice({
  name: 'handover',
  initialState,
  reducers: {
    handoverRequested: (s, a: PayloadAction<string>) => {
      if (s.orderId === a.payload && s.status === 'loaded') return;
      Object.assign(s, initialState, { orderId: a.payload, status: 'loading' });
    },
    handoverLoaded: (s, a: PayloadAction<HandoverChecklistResponse>) => {
      if (s.orderId !== a.payload.orderId) return;
      s.status = 'loaded';
      s.checklist = a.payload;
    },
    handoverFailed: (s, a: PayloadAction<{ orderId: string; notOffered: boolean }>) => {
      if (s.orderId === a.payload.orderId) s.status = a.payload.notOffered ? 'notOffered' : 'failed';
    },
    /** A 401: sign-in takes over; the list loads again when the owner is back. */
    handoverInterrupted: (s) => {
      s.status = 'idle';
    },
    tickRequested: (s, a: PayloadAction<TickRequest>) => {
      setItem(s, { id: a.payload.itemId, done: a.payload.done });
      if (!s.saving.includes(a.payload.itemId)) s.saving.push(a.payload.itemId);
      s.failedItem = null;
    },
    /** The service's word on the one item sent (an answer to another tick may still be on its way). */
    tickSaved: (s, a: PayloadAction<{ orderId: string; item: HandoverItem }>) => {
      if (s.orderId !== a.payload.orderId) return;
      setItem(s, a.payload.item);
      s.saving = s.saving.filter((id) => id !== a.payload.item.id);
    },
    tickRefused: (s, a: PayloadAction<TickRequest>) => {
      if (s.orderId !== a.payload.orderId) return;
      setItem(s, { id: a.payload.itemId, done: !a.payload.done });
      s.saving = s.saving.filter((id) => id !== a.payload.itemId);
      s.failedItem = a.payload.itemId;
    },
  },
  selectors: {
    selectHandover: (s) => s,
  },
});

export const {
  handoverRequested,
  handoverLoaded,
  handoverFailed,
  handoverInterrupted,
  tickRequested,
  tickSaved,
  tickRefused,
} = handover.actions;
export const { selectHandover } = handover.selectors;
