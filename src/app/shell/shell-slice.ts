import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { notificationDismissed, notify, type NotificationRequest } from '../../lib/events/notification';

export interface ShellState {
  notification: (NotificationRequest & { id: number }) | null;
  /** Spec 000 §2: a modal is open when its name is set. */
  activeModal: string | null;
}

const initialState: ShellState = { notification: null, activeModal: null };
let nextId = 1;

export const shell = createSlice({
  name: 'shell',
  initialState,
  reducers: {
    modalOpened: (s, a: PayloadAction<string>) => {
      s.activeModal = a.payload;
    },
    modalClosed: (s) => {
      s.activeModal = null;
    },
  },
  extraReducers: (b) => {
    // A new id restarts the banner's timers even when the same text is shown twice.
    b.addCase(notify, (s, a) => {
      s.notification = a.payload.type === 'none' ? null : { ...a.payload, id: nextId++ };
    });
    b.addCase(notificationDismissed, (s) => {
      s.notification = null;
    });
  },
  selectors: {
    selectNotification: (s) => s.notification,
    selectActiveModal: (s) => s.activeModal,
  },
});

export const { modalOpened, modalClosed } = shell.actions;
export const { selectNotification, selectActiveModal } = shell.selectors;
