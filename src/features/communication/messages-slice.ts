import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OwnerMessage } from '../../generated/types/api/owner';

export interface MessagesState {
  load: 'idle' | 'loading' | 'loaded' | 'failed';
  messages: OwnerMessage[];
  /** The message shown open (one at a time). */
  openId: string | null;
}

const initialState: MessagesState = { load: 'idle', messages: [], openId: null };

export const unreadCount = (messages: readonly OwnerMessage[]): number => messages.filter((m) => !m.read).length;

export const commMessages = createSlice({
  name: 'commMessages',
  initialState,
  reducers: {
    messagesRequested: (s) => {
      s.load = 'loading';
    },
    messagesLoaded: (s, a: PayloadAction<OwnerMessage[]>) => {
      s.load = 'loaded';
      s.messages = a.payload;
    },
    messagesFailed: (s) => {
      s.load = 'failed';
    },
    /** Opening an unread message marks it read at once; the saga tells the service (and undoes it if refused). */
    messageToggled: {
      reducer: (s, a: PayloadAction<{ id: string; wasUnread: boolean }>) => {
        s.openId = s.openId === a.payload.id ? null : a.payload.id;
        const m = s.messages.find((x) => x.id === a.payload.id);
        if (m && s.openId === m.id) m.read = true;
      },
      prepare: (message: { id: string; read: boolean }) => ({ payload: { id: message.id, wasUnread: !message.read } }),
    },
    markReadFailed: (s, a: PayloadAction<string>) => {
      const m = s.messages.find((x) => x.id === a.payload);
      if (m) m.read = false;
    },
  },
  selectors: {
    selectMessages: (s) => s,
    selectUnread: (s) => unreadCount(s.messages),
  },
});

export const { messagesRequested, messagesLoaded, messagesFailed, messageToggled, markReadFailed } =
  commMessages.actions;
export const { selectMessages, selectUnread } = commMessages.selectors;
