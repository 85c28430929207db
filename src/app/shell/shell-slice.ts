import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { notificationDismissed, notify, type NotificationRequest } from '../../lib/events/notification';

export interface ShellState {
  /** The page (path) a notification belongs to; null until the next page is shown, for forNextPage. */
  notification: (NotificationRequest & { id: number; page: string | null }) | null;
  /** The path of the page shown. */
  page: string | null;
  /** Spec 000 §2: a modal is open when its name is set. */
  activeModal: string | null;
  /** Something on the page asked for help (a sign-in problem's Get help): the help area comes, with its panel open. */
  helpWanted: boolean;
}

const initialState: ShellState = { notification: null, page: null, activeModal: null, helpWanted: false };
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
    helpWanted: (s) => {
      s.helpWanted = true;
    },
    helpShown: (s) => {
      s.helpWanted = false;
    },
    /** A notification belongs to the page that raised it: another page shown clears it, unless it was raised for that page. */
    pageShown: (s, a: PayloadAction<string>) => {
      s.page = a.payload;
      if (!s.notification) return;
      if (s.notification.page === null) s.notification.page = a.payload;
      else if (s.notification.page !== a.payload) s.notification = null;
    },
  },
  extraReducers: (b) => {
    // A new id restarts the banner's timers even when the same text is shown twice.
    b.addCase(notify, (s, a) => {
      s.notification =
        a.payload.type === 'none' ? null : { ...a.payload, id: nextId++, page: a.payload.forNextPage ? null : s.page };
    });
    b.addCase(notificationDismissed, (s) => {
      s.notification = null;
    });
  },
  selectors: {
    selectNotification: (s) => s.notification,
    selectActiveModal: (s) => s.activeModal,
    selectHelpWanted: (s) => s.helpWanted,
  },
});

export const { modalOpened, modalClosed, pageShown, helpWanted, helpShown } = shell.actions;
export const { selectNotification, selectActiveModal, selectHelpWanted } = shell.selectors;
